import { addDays, occurrencesBetween, type TSchedule, type WallClock } from '@placard/contract';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** What the week view needs of an entry. */
export interface CalendarEntry {
  id: number;
  schedule: TSchedule | null;
}

/** One occurrence as a block in a day's column: minutes from midnight, side by side with the ones it overlaps. */
export interface TimedBlock {
  entryId: number;
  /** 0 is Monday */
  day: number;
  startMinute: number;
  endMinute: number;
  /** its column among the blocks it overlaps, 0-based, and how many columns they share */
  lane: number;
  lanes: number;
}

/** An all-day occurrence in the row above the hours; `row` stacks several on one day. */
export interface AllDayBlock {
  entryId: number;
  day: number;
  row: number;
}

export interface WeekLayout {
  timed: TimedBlock[];
  allDay: AllDayBlock[];
  /** play-now entries: they run all week, shown as a band */
  playNow: number[];
}

const DAY_MINUTES = 24 * 60;

/** What lanes are given to: a stretch of one day, in minutes from midnight. */
export interface DaySpan {
  startMinute: number;
  endMinute: number;
}

/** Earlier first, and of two starting together the longer. */
const longerFirst = (a: DaySpan, b: DaySpan) => a.startMinute - b.startMinute || b.endMinute - a.endMinute;

/**
 * Gives each block of one day a lane: blocks that overlap (directly or through others) form a cluster
 * and share its width; each takes the leftmost lane free at its start, in the order given by `order`
 * (earlier first, then as it says; the longer first by default).
 */
export function assignLanes<B extends DaySpan>(
  blocks: readonly B[],
  order: (a: B, b: B) => number = longerFirst,
): (B & { lane: number; lanes: number })[] {
  type Laid = B & { lane: number; lanes: number };
  const sorted = [...blocks].sort((a, b) => a.startMinute - b.startMinute || order(a, b));
  const result: Laid[] = [];
  let cluster: Laid[] = [];
  let clusterEnd = -1;
  const closeCluster = () => {
    const lanes = Math.max(0, ...cluster.map((block) => block.lane + 1));
    for (const block of cluster) result.push({ ...block, lanes });
    cluster = [];
  };
  for (const block of sorted) {
    if (block.startMinute >= clusterEnd) closeCluster();
    const busy = new Set(
      cluster.filter((other) => other.endMinute > block.startMinute).map((other) => other.lane),
    );
    let lane = 0;
    while (busy.has(lane)) lane += 1;
    cluster.push({ ...block, lane, lanes: 0 });
    clusterEnd = Math.max(clusterEnd, block.endMinute);
  }
  closeCluster();
  return result;
}

/**
 * Lays out the week that starts on `monday` (wall-clock, in the screen's timezone): each occurrence in
 * its day's column (cut at midnight), all-day ones in their own row, play-now entries apart.
 */
export function layoutWeek(entries: readonly CalendarEntry[], monday: WallClock): WeekLayout {
  const end = addDays(monday, 7);
  const timed: Omit<TimedBlock, 'lane' | 'lanes'>[] = [];
  const allDay: AllDayBlock[] = [];
  const playNow: number[] = [];
  for (const entry of entries) {
    if (!entry.schedule) {
      playNow.push(entry.id);
      continue;
    }
    for (const occurrence of occurrencesBetween(entry.schedule, monday, end)) {
      if (entry.schedule.allDay) {
        const day = Math.floor((occurrence.start.getTime() - monday.getTime()) / DAY_MS);
        if (day >= 0 && day < 7) allDay.push({ entryId: entry.id, day, row: 0 });
        continue;
      }
      // an occurrence lasts a day at most: it touches at most two day columns
      const from = Math.max(occurrence.start.getTime(), monday.getTime());
      const to = Math.min(occurrence.end.getTime(), end.getTime());
      for (let dayStart = from - ((from - monday.getTime()) % DAY_MS); dayStart < to; dayStart += DAY_MS) {
        const day = Math.round((dayStart - monday.getTime()) / DAY_MS);
        const startMinute = Math.max(0, (from - dayStart) / MINUTE_MS);
        const endMinute = Math.min(DAY_MINUTES, (to - dayStart) / MINUTE_MS);
        if (endMinute > startMinute) timed.push({ entryId: entry.id, day, startMinute, endMinute });
      }
    }
  }
  const rows = new Map<number, number>();
  for (const block of allDay) {
    block.row = rows.get(block.day) ?? 0;
    rows.set(block.day, block.row + 1);
  }
  const laid = Array.from({ length: 7 }, (_, day) =>
    assignLanes(
      timed.filter((block) => block.day === day),
      (a, b) => longerFirst(a, b) || a.entryId - b.entryId,
    ),
  );
  return { timed: laid.flat(), allDay, playNow };
}
