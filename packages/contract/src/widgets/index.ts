export * from './news.js';
