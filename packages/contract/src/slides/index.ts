export * from './canvas.js';
export * from './animation.js';
export * from './text.js';
export * from './shapes.js';
export * from './elements.js';
export * from './document.js';
export * from './migrations.js';
