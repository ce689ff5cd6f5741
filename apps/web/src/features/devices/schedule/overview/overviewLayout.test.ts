import { describe, expect, it } from 'vitest';
import { layoutOverview, overviewTimeZone, screensInScope } from './overviewLayout';
import { anOverview, BACK, FRONT, LOOP, LUNCH, OLD_NOTICE, WELCOME } from './test/overviewFixtures';

const WEEK = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-28',
  '2026-11-29',
];

describe('the overview’s layout', () => {
  it('puts blocks with set times in their day’s column, in local minutes, what plays left of what it overrides', () => {
    const { timed, allDay } = layoutOverview(anOverview(), WEEK, 'Europe/Stockholm');
    expect(allDay).toEqual([]);
    expect(
      timed.map((piece) => [
        piece.item.entry.playlistName,
        piece.day,
        piece.startMinute,
        piece.endMinute,
        piece.item.plays ? 'plays' : 'overridden',
        `${piece.lane + 1}/${piece.lanes}`,
      ]),
    ).toEqual([
      ['Lobby loop', 1, 540, 720, 'plays', '1/1'],
      ['Lobby loop', 1, 720, 780, 'plays', '1/3'],
      ['Lunch menu', 1, 720, 780, 'plays', '2/3'],
      ['Lobby loop', 1, 720, 780, 'overridden', '3/3'],
      ['Lobby loop', 1, 780, 1020, 'plays', '1/1'],
    ]);
  });

  it('reads the blocks in the timezone asked for', () => {
    const { timed } = layoutOverview(anOverview(), WEEK, 'Europe/London');
    expect(timed[0]).toMatchObject({ day: 1, startMinute: 480, endMinute: 660 });
  });

  it('puts a block that fills whole days in the row above the hours, one piece a day, and cuts one at midnight', () => {
    const overview = anOverview({
      blocks: [
        // Wednesday 00:00 to Friday 00:00, then Friday 22:00 to Saturday 02:00, Stockholm time
        {
          entryId: LOOP.id,
          start: '2026-11-24T23:00:00.000Z',
          end: '2026-11-26T23:00:00.000Z',
          deviceKeys: [BACK.deviceKey],
          overriddenBy: null,
          overrides: [],
        },
        {
          entryId: LUNCH.id,
          start: '2026-11-27T21:00:00.000Z',
          end: '2026-11-28T01:00:00.000Z',
          deviceKeys: [FRONT.deviceKey],
          overriddenBy: null,
          overrides: [],
        },
      ],
    });
    const { timed, allDay } = layoutOverview(overview, WEEK, 'Europe/Stockholm');
    expect(allDay.map((piece) => [piece.day, piece.row])).toEqual([
      [2, 0],
      [3, 0],
    ]);
    expect(timed.map((piece) => [piece.day, piece.startMinute, piece.endMinute])).toEqual([
      [4, 1320, 1440],
      [5, 0, 120],
    ]);
  });

  it('lists play-now entries apart: where they play when nothing else does, or what overrides them all week', () => {
    const { playNow } = layoutOverview(anOverview(), WEEK, 'Europe/Stockholm');
    expect(playNow).toEqual([
      {
        entry: WELCOME,
        screens: [BACK.deviceKey, FRONT.deviceKey],
        playsOn: [BACK.deviceKey, FRONT.deviceKey],
        allTheTime: false,
        overriddenBy: null,
      },
      {
        entry: OLD_NOTICE,
        screens: [BACK.deviceKey],
        playsOn: [],
        allTheTime: false,
        overriddenBy: { entryId: WELCOME.id, rule: 'newer' },
      },
    ]);
  });
});

describe('the screens and timezone of an overview', () => {
  const tokyo = { ...BACK, deviceKey: 'key-tokyo-0009', timezone: 'Asia/Tokyo', groupId: 6 };
  const below = (groupId: number) => new Set(groupId === 5 ? [5, 6] : [groupId]);

  it('covers every screen, one screen, or the screens of a group and the groups below it', () => {
    const all = [BACK, FRONT, tokyo];
    expect(screensInScope(all, { type: 'all' }, below)).toEqual(all);
    expect(screensInScope(all, { type: 'screen', deviceKey: FRONT.deviceKey }, below)).toEqual([FRONT]);
    expect(screensInScope(all, { type: 'group', groupId: 5 }, below)).toEqual(all);
    expect(screensInScope(all, { type: 'group', groupId: 6 }, below)).toEqual([tokyo]);
  });

  it('reads times in the screens’ timezone when they share one, else in the reader’s', () => {
    expect(overviewTimeZone([BACK, FRONT], 'America/New_York')).toEqual({
      timeZone: 'Europe/Stockholm',
      shared: true,
    });
    expect(overviewTimeZone([BACK, tokyo], 'America/New_York')).toEqual({
      timeZone: 'America/New_York',
      shared: false,
    });
    expect(overviewTimeZone([], 'America/New_York')).toEqual({ timeZone: 'America/New_York', shared: false });
  });
});
