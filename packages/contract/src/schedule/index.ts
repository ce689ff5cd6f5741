export * from './entry.js';
export { type WallClock, wallClock, wallDate, wallTime, addDays, mondayOf } from './wall.js';
export * from './zone.js';
export { toRRule, firstOccurrence, weekdaysOf } from './recurrence.js';
export * from './occurrences.js';
export * from './playback.js';
export * from './overlaps.js';
export * from './week.js';
export * from './timeline.js';
