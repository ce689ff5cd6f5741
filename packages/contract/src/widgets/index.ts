export * from './website.js';
