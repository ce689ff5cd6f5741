import { describe, expect, it } from 'vitest';
import { isStale, widgetEntriesAt } from './widgetEntries';

const MINUTE = 60_000;
const readAt = Date.parse('2026-11-26T10:00:00Z');
const forecast = { snapshot: { unit: 'celsius' }, updatedAt: new Date(readAt).toISOString(), stale: false };

describe('the age of a widget’s data on a screen', () => {
  it('is fresh while newer readings keep coming, within twice the source’s interval and a margin', () => {
    expect(isStale({ ...forecast, refreshMinutes: 15 }, readAt + 35 * MINUTE)).toBe(false);
    expect(isStale({ ...forecast, refreshMinutes: 15 }, readAt + 36 * MINUTE)).toBe(true);
  });

  it('is old at once when the server could not read the source again', () => {
    expect(isStale({ ...forecast, stale: true, refreshMinutes: 15 }, readAt)).toBe(true);
  });

  it('never grows old for data pushed on every change (a menu), which has no interval', () => {
    expect(isStale(forecast, readAt + 24 * 60 * MINUTE)).toBe(false);
  });

  it('is what the renderer is given for each entry', () => {
    const entries = widgetEntriesAt(
      { 'weather:{"a":1}': { ...forecast, refreshMinutes: 15 } },
      readAt + 60 * MINUTE,
    );
    expect(entries).toEqual({
      'weather:{"a":1}': { snapshot: forecast.snapshot, updatedAt: forecast.updatedAt, stale: true },
    });
  });
});
