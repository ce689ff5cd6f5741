import type { TSchedule } from './entry.js';
import type { PlaybackEntry } from './playback.js';

/** A schedule for tests: 09:00–10:00 on Sunday 22 Nov 2026, not repeating, with the given changes. */
export function aSchedule(changes: Partial<TSchedule> = {}): TSchedule {
  return {
    startDate: '2026-11-22',
    startTime: '09:00',
    endTime: '10:00',
    allDay: false,
    repeat: { frequency: 'none', interval: 1 },
    weekdays: [],
    ends: { type: 'never' },
    ...changes,
  };
}

/** Repeating every `interval` of a frequency. */
export const every = (
  interval: number,
  frequency: TSchedule['repeat']['frequency'],
): TSchedule['repeat'] => ({
  frequency,
  interval,
});

let nextEntryId = 1;
/** An entry of the screen itself (a new id each time): scheduled by aSchedule, or play now with `schedule: null`. */
export function anEntry(
  changes: Partial<PlaybackEntry> & { schedule?: TSchedule | null } = {},
): PlaybackEntry {
  const id = nextEntryId++;
  const schedule = changes.schedule === undefined ? aSchedule() : changes.schedule;
  return {
    id,
    kind: schedule ? 'scheduled' : 'play_now',
    playlistId: 100 + id,
    source: { type: 'device' },
    index: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...changes,
    schedule,
  };
}

/** An entry's source: a group `distance` levels above the screen. */
export const inGroup = (distance: number) => ({
  type: 'group' as const,
  groupId: distance,
  groupName: `Group ${distance}`,
  distance,
});
