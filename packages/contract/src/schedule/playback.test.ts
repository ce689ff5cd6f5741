import { describe, expect, it } from 'vitest';
import {
  NEXT_CHANGE_HORIZON_MS,
  comparePrecedence,
  decidingRule,
  nextChangeAfter,
  resolvePlayback,
  type PlaybackEntry,
} from './playback.js';
import { aSchedule, anEntry as entry, every, inGroup } from './testing.js';

const zone = 'Europe/Stockholm';
/** Sunday 22 Nov 2026, 09:30 in Stockholm */
const now = new Date('2026-11-22T08:30:00Z');

const winner = (entries: PlaybackEntry[], instant = now) => resolvePlayback(entries, instant, zone)?.entry.id;

describe('resolvePlayback', () => {
  it('plays nothing when nothing is active', () => {
    expect(resolvePlayback([], now, zone)).toBeNull();
    const later = entry({ schedule: aSchedule({ startTime: '12:00', endTime: '13:00' }) });
    expect(resolvePlayback([later], now, zone)).toBeNull();
  });

  it("plays the device's own entry over its group's", () => {
    const group = entry({ source: inGroup(1), createdAt: '2026-11-20T00:00:00.000Z' });
    const device = entry();
    expect(winner([group, device])).toBe(device.id);
    expect(winner([device, group])).toBe(device.id);
  });

  it("plays the device's own play-now entry over its group's schedule", () => {
    const group = entry({ source: inGroup(1) });
    const device = entry({ schedule: null });
    expect(winner([group, device])).toBe(device.id);
  });

  it("plays the nearer group's entry over the farther group's", () => {
    const parent = entry({ source: inGroup(2), createdAt: '2026-11-20T00:00:00.000Z' });
    const own = entry({ source: inGroup(1) });
    expect(winner([parent, own])).toBe(own.id);
  });

  it('plays a scheduled entry over a play-now one from the same place', () => {
    const playNow = entry({ schedule: null, createdAt: '2026-11-20T00:00:00.000Z' });
    const scheduled = entry();
    expect(winner([playNow, scheduled])).toBe(scheduled.id);
    expect(winner([playNow, scheduled], new Date('2026-11-22T10:00:00Z'))).toBe(playNow.id);
  });

  it('plays the later created of two otherwise equal entries, then the later in its list', () => {
    const earlier = entry({ createdAt: '2026-11-01T10:00:00.000Z', index: 1 });
    const later = entry({ createdAt: '2026-11-02T10:00:00.000Z', index: 0 });
    expect(winner([later, earlier])).toBe(later.id);
    const first = entry({ index: 0 });
    const second = entry({ index: 1 });
    expect(winner([second, first])).toBe(second.id);
  });

  it('says why: where the winner comes from, its kind and how many active entries it overrides', () => {
    const grandparent = entry({ source: inGroup(2), schedule: null });
    const group = entry({ source: inGroup(1) });
    const inactive = entry({ schedule: aSchedule({ startTime: '12:00', endTime: '13:00' }) });
    const result = resolvePlayback([grandparent, inactive, group], now, zone);
    expect(result?.entry).toBe(group);
    expect(result?.reason).toEqual({ source: inGroup(1), kind: 'scheduled', overriding: 1 });
    expect(result?.candidates.map(({ id }) => id)).toEqual([group.id, grandparent.id]);
  });

  it('hands back the entries it was given, with their own fields', () => {
    const named = { ...entry(), playlistName: 'Summer menu' };
    expect(resolvePlayback([named], now, zone)?.entry.playlistName).toBe('Summer menu');
  });
});

describe('comparePrecedence', () => {
  it('orders entries as they would take over from each other', () => {
    const entries = [
      entry({ source: inGroup(2) }),
      entry({ schedule: null }),
      entry({ source: inGroup(1), schedule: null }),
      entry({ createdAt: '2026-11-05T00:00:00.000Z' }),
    ];
    const [parent, playNow, groupPlayNow, newest] = entries;
    expect([...entries].sort(comparePrecedence)).toEqual([newest, playNow, groupPlayNow, parent]);
  });
});

describe('decidingRule', () => {
  it('names the first step of the rule that tells two entries apart', () => {
    const device = entry({ createdAt: '2026-10-01T00:00:00.000Z' });
    const group = entry({ source: inGroup(1), createdAt: '2026-11-20T00:00:00.000Z' });
    const parent = entry({ source: inGroup(2) });
    const playNow = entry({ schedule: null, createdAt: '2026-11-20T00:00:00.000Z' });
    const newer = entry({ createdAt: '2026-11-02T00:00:00.000Z' });
    const older = entry({ createdAt: '2026-11-01T00:00:00.000Z' });
    const below = entry({ createdAt: '2026-11-01T00:00:00.000Z', index: 3 });
    expect(decidingRule(device, group)).toBe('source');
    expect(decidingRule(group, parent)).toBe('source');
    expect(decidingRule(device, playNow)).toBe('kind');
    expect(decidingRule(newer, older)).toBe('newer');
    expect(decidingRule(below, older)).toBe('order');
  });
});

describe('nextChangeAfter', () => {
  const daily = entry({ schedule: aSchedule({ startDate: '2026-01-01', repeat: every(1, 'days') }) });

  it('is the next start or end of an occurrence', () => {
    expect(nextChangeAfter([daily], new Date('2026-11-22T07:00:00Z'), zone)?.toISOString()).toBe(
      '2026-11-22T08:00:00.000Z',
    );
    expect(nextChangeAfter([daily], new Date('2026-11-22T08:00:00Z'), zone)?.toISOString()).toBe(
      '2026-11-22T09:00:00.000Z',
    );
    expect(nextChangeAfter([daily], new Date('2026-11-22T09:30:00Z'), zone)?.toISOString()).toBe(
      '2026-11-23T08:00:00.000Z',
    );
  });

  it('takes the nearest among several entries', () => {
    const lunch = entry({
      schedule: aSchedule({ startTime: '12:00', endTime: '13:00' }),
      source: inGroup(1),
    });
    expect(nextChangeAfter([lunch, daily], new Date('2026-11-22T09:30:00Z'), zone)?.toISOString()).toBe(
      '2026-11-22T11:00:00.000Z',
    );
  });

  it('follows the local clock over a daylight-saving change', () => {
    expect(nextChangeAfter([daily], new Date('2026-03-28T09:30:00Z'), zone)?.toISOString()).toBe(
      '2026-03-29T07:00:00.000Z',
    );
  });

  it('is the horizon when no occurrence starts or ends sooner', () => {
    const over = entry({ schedule: aSchedule({ startDate: '2026-01-01' }) });
    expect(nextChangeAfter([over], now, zone)?.getTime()).toBe(now.getTime() + NEXT_CHANGE_HORIZON_MS);
    const farAhead = entry({ schedule: aSchedule({ startDate: '2027-06-01' }) });
    expect(nextChangeAfter([farAhead], now, zone)?.getTime()).toBe(now.getTime() + NEXT_CHANGE_HORIZON_MS);
  });

  it('is null when nothing has a schedule: time alone changes nothing', () => {
    expect(nextChangeAfter([], now, zone)).toBeNull();
    expect(nextChangeAfter([entry({ schedule: null })], now, zone)).toBeNull();
  });
});
