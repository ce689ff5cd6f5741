import { describe, expect, it } from 'vitest';
import { wallClock, type TSchedule } from '@placard/contract';
import { layoutWeek } from './weekLayout';

const monday = wallClock('2026-11-16');

function schedule(startTime: string, endTime: string, patch: Partial<TSchedule> = {}): TSchedule {
  return {
    startDate: '2026-11-16',
    startTime,
    endTime,
    allDay: false,
    repeat: { frequency: 'days', interval: 1 },
    weekdays: [],
    ends: { type: 'never' },
    ...patch,
  };
}

describe('the week view’s layout', () => {
  it('puts each daily occurrence in its day’s column, in minutes from midnight', () => {
    const { timed } = layoutWeek([{ id: 1, schedule: schedule('09:00', '17:30') }], monday);
    expect(timed.map((block) => block.day)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(timed[0]).toEqual({ entryId: 1, day: 0, startMinute: 540, endMinute: 1050, lane: 0, lanes: 1 });
  });

  it('sets overlapping entries side by side, and an entry after them back to full width', () => {
    const entries = [
      { id: 1, schedule: schedule('09:00', '12:00', { repeat: { frequency: 'none', interval: 1 } }) },
      { id: 2, schedule: schedule('10:00', '11:00', { repeat: { frequency: 'none', interval: 1 } }) },
      { id: 3, schedule: schedule('10:30', '13:00', { repeat: { frequency: 'none', interval: 1 } }) },
      { id: 4, schedule: schedule('14:00', '15:00', { repeat: { frequency: 'none', interval: 1 } }) },
    ];
    const lanes = layoutWeek(entries, monday).timed.map(({ entryId, lane, lanes: of }) => [
      entryId,
      lane,
      of,
    ]);
    // 1 spans the whole cluster; 2 and 3 overlap each other and 1: three columns; 4 stands alone
    expect(lanes).toEqual([
      [1, 0, 3],
      [2, 1, 3],
      [3, 2, 3],
      [4, 0, 1],
    ]);
  });

  it('reuses a column freed before the next block starts', () => {
    const once = { repeat: { frequency: 'none' as const, interval: 1 } };
    const entries = [
      { id: 1, schedule: schedule('08:00', '18:00', once) },
      { id: 2, schedule: schedule('09:00', '10:00', once) },
      { id: 3, schedule: schedule('11:00', '12:00', once) },
    ];
    const lanes = layoutWeek(entries, monday).timed.map(({ entryId, lane, lanes: of }) => [
      entryId,
      lane,
      of,
    ]);
    expect(lanes).toEqual([
      [1, 0, 2],
      [2, 1, 2],
      [3, 1, 2],
    ]);
  });

  it('keeps weekly weekdays, the end of the day and the week’s bounds', () => {
    const weekly = schedule('18:00', '24:00', {
      startDate: '2026-11-01',
      repeat: { frequency: 'weeks', interval: 1 },
      weekdays: ['MO', 'FR'],
    });
    const { timed } = layoutWeek([{ id: 7, schedule: weekly }], monday);
    expect(timed.map(({ day, startMinute, endMinute }) => [day, startMinute, endMinute])).toEqual([
      [0, 1080, 1440],
      [4, 1080, 1440],
    ]);
    // a week before the start date shows nothing
    expect(layoutWeek([{ id: 7, schedule: weekly }], wallClock('2026-10-26')).timed).toEqual([]);
  });

  it('shows all-day entries in their row (stacked on a shared day) and play-now entries apart', () => {
    const allDay = (startDate: string) =>
      schedule('00:00', '24:00', { allDay: true, startDate, repeat: { frequency: 'none', interval: 1 } });
    const layout = layoutWeek(
      [
        { id: 1, schedule: allDay('2026-11-18') },
        { id: 2, schedule: allDay('2026-11-18') },
        { id: 3, schedule: null },
      ],
      monday,
    );
    expect(layout.timed).toEqual([]);
    expect(layout.allDay).toEqual([
      { entryId: 1, day: 2, row: 0 },
      { entryId: 2, day: 2, row: 1 },
    ]);
    expect(layout.playNow).toEqual([3]);
  });
});
