import { beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { TSchedule, TScheduleEntry, TScheduleList, TSourcedEntry } from '@placard/contract';
import { initI18n } from '../../../app/i18n';
import { nowPlaying } from './nowPlaying';
import type { ScheduleT } from './scheduleText';

const weekdays9to17: TSchedule = {
  startDate: '2026-06-01',
  startTime: '09:00',
  endTime: '17:00',
  allDay: false,
  repeat: { frequency: 'weeks', interval: 1 },
  weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
  ends: { type: 'never' },
};

let index = 0;
function entry(
  id: number,
  playlistName: string,
  schedule: TSchedule | null,
  createdAt = '2026-06-01T08:00:00Z',
): TScheduleEntry {
  return {
    id,
    index: index++,
    kind: schedule ? 'scheduled' : 'play_now',
    playlistId: id * 10,
    playlistName,
    schedule,
    rrule: null,
    createdAt,
  };
}
function fromGroup(
  base: TScheduleEntry,
  groupId: number,
  groupName: string,
  distance: number,
): TSourcedEntry {
  return { ...base, source: { type: 'group', groupId, groupName, distance } };
}

const device = { type: 'device', deviceKey: 'screen-key-0001' } as const;
const stockholm = 'Europe/Stockholm';
// Wednesday 10 June 2026, 10:00 in Stockholm (summer time, UTC+2)
const wednesdayMorning = new Date('2026-06-10T08:00:00Z');
// the same day at 18:00 there
const wednesdayEvening = new Date('2026-06-10T16:00:00Z');

let en: ScheduleT;
let sv: ScheduleT;
beforeAll(async () => {
  await initI18n('en');
  await i18next.loadLanguages(['sv']);
  await i18next.loadNamespaces('schedule');
  en = i18next.getFixedT('en', 'schedule');
  sv = i18next.getFixedT('sv', 'schedule');
});

describe('what plays now, and why', () => {
  const list: TScheduleList = {
    timezone: stockholm,
    entries: [entry(1, 'Summer menu', weekdays9to17)],
    inherited: [
      fromGroup(entry(2, 'Lobby loop', null), 5, 'Lobby', 1),
      fromGroup(entry(3, 'Opening hours', weekdays9to17), 5, 'Lobby', 1),
      fromGroup(entry(4, 'Brand film', null), 2, 'All stores', 2),
    ],
  };

  it('names the screen’s own entry over its groups’ and counts what it overrides, per group', () => {
    const playing = nowPlaying(device, list, wednesdayMorning, stockholm, en, 'en');
    expect(playing?.entry.playlistName).toBe('Summer menu');
    expect(playing?.reason).toBe(
      "this screen's own schedule, 09:00–17:00, overrides 2 entries of group Lobby and 1 entry of group All stores",
    );
  });

  it('falls back to the nearest group’s play-now entry when the set times are over', () => {
    const playing = nowPlaying(device, list, wednesdayEvening, stockholm, en, 'en');
    expect(playing?.entry.playlistName).toBe('Lobby loop');
    expect(playing?.reason).toBe(
      'from group Lobby, plays until stopped, overrides 1 entry of group All stores',
    );
  });

  it('words it in Swedish', () => {
    const playing = nowPlaying(device, list, wednesdayMorning, stockholm, sv, 'sv');
    expect(playing?.reason).toBe(
      'skärmens eget schema, 09:00–17:00, går före 2 poster i gruppen Lobby och 1 post i gruppen All stores',
    );
  });

  it('prefers the later of two own entries at the same level, and says nothing plays when nothing is on', () => {
    const twoOwn: TScheduleList = {
      timezone: stockholm,
      entries: [
        entry(6, 'Old promo', weekdays9to17, '2026-06-01T08:00:00Z'),
        entry(7, 'New promo', weekdays9to17, '2026-06-05T08:00:00Z'),
      ],
      inherited: [],
    };
    const playing = nowPlaying(device, twoOwn, wednesdayMorning, stockholm, en, 'en');
    expect(playing?.entry.playlistName).toBe('New promo');
    expect(playing?.reason).toBe(
      "this screen's own schedule, 09:00–17:00, overrides 1 other entry of this screen",
    );
    expect(nowPlaying(device, twoOwn, wednesdayEvening, stockholm, en, 'en')).toBeNull();
  });

  it('weighs a group’s own entries before the groups above it', () => {
    const group = { type: 'group', groupId: 5 } as const;
    const groupList: TScheduleList = {
      timezone: null,
      entries: [entry(8, 'Lobby loop', null)],
      inherited: [fromGroup(entry(9, 'Brand film', null, '2026-06-09T08:00:00Z'), 2, 'All stores', 1)],
    };
    const playing = nowPlaying(group, groupList, wednesdayMorning, stockholm, en, 'en');
    expect(playing?.entry.playlistName).toBe('Lobby loop');
    expect(playing?.reason).toBe(
      "this group's own schedule, plays until stopped, overrides 1 entry of group All stores",
    );
  });
});
