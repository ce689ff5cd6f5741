export * from './weather.js';
