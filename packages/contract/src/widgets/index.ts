export * from './weather.js';
export * from './news.js';
export * from './sheets.js';
export * from './website.js';
export * from './source.js';
export * from './source-key.js';
export * from './element-source.js';
export * from './menu.js';
