export * from './weather.js';
export * from './news.js';
