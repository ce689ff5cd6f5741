import { describe, expect, it } from 'vitest';
import type { TSchedule } from './entry.js';
import { resolvePlayback } from './playback.js';
import { aSchedule, anEntry as entry, every, inGroup as group } from './testing.js';
import { screenTimeline, timelineBlocks, type EntryStretch } from './timeline.js';

const zone = 'Europe/Stockholm';
/** Monday 16 Nov 2026, 00:00 in Stockholm (UTC+1), and the Monday after */
const monday = new Date('2026-11-15T23:00:00Z');
const nextMonday = new Date('2026-11-22T23:00:00Z');
const at = (iso: string) => new Date(iso);

/** Every day from Monday 16 Nov 2026, between the times (Stockholm time). */
const daily = (startTime: string, endTime: string, changes: Partial<TSchedule> = {}) =>
  aSchedule({ startDate: '2026-11-16', startTime, endTime, repeat: every(1, 'days'), ...changes });

/** A stretch as [entry, start, end, who overrides it], times in UTC. */
const brief = (stretch: EntryStretch) => [
  stretch.entry.id,
  stretch.start.toISOString().slice(5, 16),
  stretch.end.toISOString().slice(5, 16),
  stretch.overriddenBy ? `by ${stretch.overriddenBy.entryId} (${stretch.overriddenBy.rule})` : 'plays',
];

describe('screenTimeline', () => {
  it('gives an entry alone its occurrences, playing, overriding nothing', () => {
    const mornings = entry({ schedule: daily('09:00', '10:00', { ends: { type: 'after', count: 2 } }) });
    const stretches = screenTimeline([mornings], monday, nextMonday, zone);
    expect(stretches.map(brief)).toEqual([
      [mornings.id, '11-16T08:00', '11-16T09:00', 'plays'],
      [mornings.id, '11-17T08:00', '11-17T09:00', 'plays'],
    ]);
    expect(stretches.every((stretch) => stretch.overrides.length === 0)).toBe(true);
  });

  it("cuts a group's entry where the screen's own entry takes over, and says why", () => {
    const lobby = entry({
      source: group(1),
      schedule: aSchedule({ startDate: '2026-11-16', startTime: '09:00', endTime: '17:00' }),
    });
    const lunch = entry({
      schedule: aSchedule({ startDate: '2026-11-16', startTime: '12:00', endTime: '13:00' }),
    });
    const stretches = screenTimeline([lobby, lunch], monday, nextMonday, zone);
    expect(stretches.map(brief)).toEqual([
      [lobby.id, '11-16T08:00', '11-16T11:00', 'plays'],
      [lobby.id, '11-16T11:00', '11-16T12:00', `by ${lunch.id} (source)`],
      [lunch.id, '11-16T11:00', '11-16T12:00', 'plays'],
      [lobby.id, '11-16T12:00', '11-16T16:00', 'plays'],
    ]);
    expect(stretches[2]?.overrides).toEqual([{ entryId: lobby.id, rule: 'source' }]);
  });

  it('lets a play-now entry fill the time between scheduled ones, which come first', () => {
    const always = entry({ schedule: null });
    const evenings = entry({ schedule: daily('18:00', '22:00', { ends: { type: 'after', count: 1 } }) });
    const stretches = screenTimeline([always, evenings], monday, at('2026-11-17T23:00:00Z'), zone);
    expect(stretches.map(brief)).toEqual([
      [always.id, '11-15T23:00', '11-16T17:00', 'plays'],
      [always.id, '11-16T17:00', '11-16T21:00', `by ${evenings.id} (kind)`],
      [evenings.id, '11-16T17:00', '11-16T21:00', 'plays'],
      [always.id, '11-16T21:00', '11-17T23:00', 'plays'],
    ]);
  });

  it('cuts a playing stretch where what it overrides changes, so each piece says why it plays', () => {
    const day = entry({
      schedule: aSchedule({ startDate: '2026-11-16', startTime: '09:00', endTime: '17:00' }),
    });
    const older = (startTime: string, endTime: string) =>
      entry({
        createdAt: '2026-10-01T00:00:00.000Z',
        schedule: aSchedule({ startDate: '2026-11-16', startTime, endTime }),
      });
    const morning = older('09:00', '11:00');
    const afternoon = older('14:00', '15:00');
    const stretches = screenTimeline([morning, day, afternoon], monday, nextMonday, zone);
    const playing = stretches.filter((stretch) => stretch.entry === day);
    expect(
      playing.map((stretch) => [...brief(stretch), stretch.overrides.map((other) => other.entryId)]),
    ).toEqual([
      [day.id, '11-16T08:00', '11-16T10:00', 'plays', [morning.id]],
      [day.id, '11-16T10:00', '11-16T13:00', 'plays', []],
      [day.id, '11-16T13:00', '11-16T14:00', 'plays', [afternoon.id]],
      [day.id, '11-16T14:00', '11-16T16:00', 'plays', []],
    ]);
    expect(playing[0]?.overrides).toEqual([{ entryId: morning.id, rule: 'newer' }]);
  });

  it('cuts stretches at the window', () => {
    const nights = entry({ schedule: daily('22:00', '24:00') });
    const stretches = screenTimeline([nights], at('2026-11-16T22:00:00Z'), at('2026-11-16T22:30:00Z'), zone);
    expect(stretches.map(brief)).toEqual([[nights.id, '11-16T22:00', '11-16T22:30', 'plays']]);
    expect(screenTimeline([nights], monday, monday, zone)).toEqual([]);
  });

  it('agrees with what the screen plays at every moment, across a daylight-saving change', () => {
    // the week clocks in Stockholm go back (Sunday 25 Oct 2026, 03:00 → 02:00)
    const from = new Date('2026-10-18T22:00:00Z');
    const to = new Date('2026-10-25T23:00:00Z');
    const entries = [
      entry({ schedule: null, source: group(2), createdAt: '2026-10-01T00:00:00.000Z' }),
      entry({ schedule: null, createdAt: '2026-10-02T00:00:00.000Z' }),
      entry({ source: group(1), schedule: daily('08:00', '18:00', { startDate: '2026-10-19' }) }),
      entry({ schedule: daily('01:30', '03:30', { startDate: '2026-10-19' }) }),
      entry({
        schedule: aSchedule({
          startDate: '2026-10-19',
          startTime: '12:00',
          endTime: '14:00',
          repeat: every(1, 'weeks'),
          weekdays: ['MO', 'WE', 'SU'],
        }),
      }),
      entry({ source: group(1), schedule: aSchedule({ startDate: '2026-10-21', allDay: true }) }),
    ];
    const stretches = screenTimeline(entries, from, to, zone);
    for (let time = from.getTime(); time < to.getTime(); time += 15 * 60_000) {
      const instant = new Date(time);
      const playback = resolvePlayback(entries, instant, zone);
      const here = stretches.filter((stretch) => stretch.start <= instant && stretch.end > instant);
      const playing = here
        .filter((stretch) => stretch.overriddenBy === null)
        .map((stretch) => stretch.entry.id);
      expect(playing, instant.toISOString()).toEqual(playback ? [playback.entry.id] : []);
      expect(here.map((stretch) => stretch.entry.id).sort(), instant.toISOString()).toEqual(
        (playback?.candidates ?? []).map((candidate) => candidate.id).sort(),
      );
      for (const stretch of here.filter((stretch) => stretch.overriddenBy))
        expect(stretch.overriddenBy?.entryId, instant.toISOString()).toBe(playback?.entry.id);
    }
  });
});

describe('timelineBlocks', () => {
  it('draws what falls alike on several screens of a timezone once, naming them all', () => {
    const lobby = entry({
      source: group(1),
      schedule: aSchedule({ startDate: '2026-11-16', startTime: '09:00', endTime: '17:00' }),
    });
    const lunch = entry({
      schedule: aSchedule({ startDate: '2026-11-16', startTime: '12:00', endTime: '13:00' }),
    });
    const blocks = timelineBlocks(
      [
        { key: 'a', timeZone: zone, entries: [lobby] },
        { key: 'b', timeZone: zone, entries: [lunch, lobby] },
        { key: 'c', timeZone: zone, entries: [lobby] },
        { key: 'london', timeZone: 'Europe/London', entries: [lobby] },
      ],
      monday,
      nextMonday,
    );
    const rows = blocks.map((block) => [
      block.entryId,
      block.start.toISOString().slice(11, 16),
      block.end.toISOString().slice(11, 16),
      block.screens.join(','),
      block.overriddenBy?.entryId ?? 'plays',
    ]);
    // the same times on the Stockholm screens line up; the London screen keeps its own hours
    expect(rows).toEqual([
      [lobby.id, '08:00', '11:00', 'a,b,c', 'plays'],
      [lobby.id, '09:00', '17:00', 'london', 'plays'],
      [lobby.id, '11:00', '12:00', 'a,c', 'plays'],
      [lobby.id, '11:00', '12:00', 'b', lunch.id],
      [lunch.id, '11:00', '12:00', 'b', 'plays'],
      [lobby.id, '12:00', '16:00', 'a,b,c', 'plays'],
    ]);
  });

  it('works out screens whose entries sit at different distances apart', () => {
    const near = entry({
      source: group(1),
      createdAt: '2026-10-01T00:00:00.000Z',
      schedule: aSchedule({ startDate: '2026-11-16' }),
    });
    const far = entry({ source: group(2), schedule: aSchedule({ startDate: '2026-11-16' }) });
    // the same entries, but on screen "deeper" the nearer group is one step further away than the other
    const deeper = { ...near, source: group(3) };
    const blocks = timelineBlocks(
      [
        { key: 'top', timeZone: zone, entries: [near, far] },
        { key: 'deeper', timeZone: zone, entries: [deeper, far] },
      ],
      monday,
      nextMonday,
    );
    expect(
      blocks.map((block) => [block.entryId, block.screens, block.overriddenBy?.entryId ?? 'plays']),
    ).toEqual([
      [near.id, ['top'], 'plays'],
      [near.id, ['deeper'], far.id],
      [far.id, ['top'], near.id],
      [far.id, ['deeper'], 'plays'],
    ]);
  });
});
