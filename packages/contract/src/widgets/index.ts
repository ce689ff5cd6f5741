export * from './sheets.js';
