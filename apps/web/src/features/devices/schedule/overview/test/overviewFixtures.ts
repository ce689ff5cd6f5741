import type { TOverviewBlock, TOverviewEntry, TSchedule, TScheduleOverview } from '@placard/contract';

/** Weekdays 09:00–17:00 from Monday 23 November 2026. */
export const WEEKDAYS_9_TO_5: TSchedule = {
  startDate: '2026-11-23',
  startTime: '09:00',
  endTime: '17:00',
  allDay: false,
  repeat: { frequency: 'weeks', interval: 1 },
  weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
  ends: { type: 'never' },
};

export const FRONT = {
  id: 7,
  deviceKey: 'key-front-0007',
  name: 'Front desk',
  timezone: 'Europe/Stockholm',
  groupId: 5,
};
export const BACK = {
  id: 8,
  deviceKey: 'key-back-00008',
  name: '',
  timezone: 'Europe/Stockholm',
  groupId: 5,
};

const entry = (
  overrides: Partial<TOverviewEntry> & Pick<TOverviewEntry, 'id' | 'playlistName' | 'owner'>,
) => ({
  index: 0,
  kind: 'scheduled' as const,
  playlistId: overrides.id + 100,
  schedule: WEEKDAYS_9_TO_5,
  rrule: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

export const LOOP = entry({
  id: 1,
  playlistName: 'Lobby loop',
  owner: { type: 'group', groupId: 5, name: 'Lobby' },
});
export const LUNCH = entry({
  id: 2,
  index: 1,
  playlistName: 'Lunch menu',
  schedule: { ...WEEKDAYS_9_TO_5, startDate: '2026-11-24', startTime: '12:00', endTime: '13:00' },
  owner: { type: 'device', deviceKey: FRONT.deviceKey, deviceId: FRONT.id, name: FRONT.name },
});
export const WELCOME = entry({
  id: 3,
  kind: 'play_now',
  schedule: null,
  playlistName: 'Welcome',
  owner: { type: 'group', groupId: 5, name: 'Lobby' },
});
export const OLD_NOTICE = entry({
  id: 4,
  kind: 'play_now',
  schedule: null,
  createdAt: '2026-10-01T10:00:00.000Z',
  playlistName: 'Old notice',
  owner: { type: 'device', deviceKey: BACK.deviceKey, deviceId: BACK.id, name: BACK.name },
});

const block = (
  entryId: number,
  start: string,
  end: string,
  deviceKeys: string[],
  outcome: Pick<TOverviewBlock, 'overriddenBy' | 'overrides'> = { overriddenBy: null, overrides: [] },
): TOverviewBlock => ({ entryId, start, end, deviceKeys, ...outcome });

const both = [BACK.deviceKey, FRONT.deviceKey];

/**
 * Tuesday 24 November 2026 in Stockholm (UTC+1): the lobby's loop 09:00–17:00 on both screens, the
 * front desk's lunch 12:00–13:00 over it; the lobby's play-now welcome whenever the loop is off, and
 * an older play-now notice of the back office that never plays.
 */
export function anOverview(changes: Partial<TScheduleOverview> = {}): TScheduleOverview {
  return {
    from: '2026-11-22T23:00:00.000Z',
    to: '2026-11-29T23:00:00.000Z',
    timezone: 'Europe/Stockholm',
    screens: [BACK, FRONT],
    entries: [LOOP, LUNCH, WELCOME, OLD_NOTICE],
    blocks: [
      block(WELCOME.id, '2026-11-22T23:00:00.000Z', '2026-11-24T08:00:00.000Z', both),
      block(OLD_NOTICE.id, '2026-11-22T23:00:00.000Z', '2026-11-29T23:00:00.000Z', [BACK.deviceKey], {
        overriddenBy: { entryId: WELCOME.id, rule: 'newer' },
        overrides: [],
      }),
      block(LOOP.id, '2026-11-24T08:00:00.000Z', '2026-11-24T11:00:00.000Z', both, {
        overriddenBy: null,
        overrides: [{ entryId: WELCOME.id, rule: 'kind' }],
      }),
      block(WELCOME.id, '2026-11-24T08:00:00.000Z', '2026-11-24T16:00:00.000Z', both, {
        overriddenBy: { entryId: LOOP.id, rule: 'kind' },
        overrides: [],
      }),
      block(LOOP.id, '2026-11-24T11:00:00.000Z', '2026-11-24T12:00:00.000Z', [BACK.deviceKey]),
      block(LOOP.id, '2026-11-24T11:00:00.000Z', '2026-11-24T12:00:00.000Z', [FRONT.deviceKey], {
        overriddenBy: { entryId: LUNCH.id, rule: 'source' },
        overrides: [],
      }),
      block(LUNCH.id, '2026-11-24T11:00:00.000Z', '2026-11-24T12:00:00.000Z', [FRONT.deviceKey], {
        overriddenBy: null,
        overrides: [
          { entryId: LOOP.id, rule: 'source' },
          { entryId: WELCOME.id, rule: 'source' },
        ],
      }),
      block(LOOP.id, '2026-11-24T12:00:00.000Z', '2026-11-24T16:00:00.000Z', both),
      block(WELCOME.id, '2026-11-24T16:00:00.000Z', '2026-11-29T23:00:00.000Z', both),
    ],
    ...changes,
  };
}
