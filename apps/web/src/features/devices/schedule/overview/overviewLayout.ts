import {
  addDays,
  wallClock,
  wallClockAt,
  type TOverviewBlock,
  type TOverviewEntry,
  type TScheduleOverview,
} from '@placard/contract';
import { assignLanes } from '../week/weekLayout';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** A block of the overview with the entry it is of, and whether it plays. */
export interface ShownBlock {
  /** unique within the overview */
  key: string;
  block: TOverviewBlock;
  entry: TOverviewEntry;
  start: Date;
  end: Date;
  plays: boolean;
}

/** A block's part on one day of the week shown, in minutes from that day's midnight. */
export interface TimedPiece {
  item: ShownBlock;
  /** 0 is the first day shown */
  day: number;
  startMinute: number;
  endMinute: number;
  /** its column among the pieces it overlaps, and how many columns they share */
  lane: number;
  lanes: number;
}

/** A block that fills a whole day shown, in the row above the hours. */
export interface AllDayPiece {
  item: ShownBlock;
  day: number;
  row: number;
}

/** A play-now entry over the days shown: where it plays whenever nothing else does, or what overrides it. */
export interface PlayNowRow {
  entry: TOverviewEntry;
  /** the screens it is on */
  screens: string[];
  /** the screens it plays on at some time of the days shown */
  playsOn: string[];
  /** the screens it plays on for the whole of the days shown */
  allTheTime: boolean;
  /** when it plays nowhere: the entry that plays instead for the longest */
  overriddenBy: TOverviewBlock['overriddenBy'];
}

export interface OverviewLayout {
  timed: TimedPiece[];
  allDay: AllDayPiece[];
  playNow: PlayNowRow[];
}

/** The overview's blocks with their entries, earliest first. */
export function shownBlocks(overview: TScheduleOverview): ShownBlock[] {
  const entries = new Map(overview.entries.map((entry) => [entry.id, entry]));
  return overview.blocks.flatMap((block, index) => {
    const entry = entries.get(block.entryId);
    if (!entry) return [];
    return [
      {
        key: `${block.entryId}-${index}`,
        block,
        entry,
        start: new Date(block.start),
        end: new Date(block.end),
        plays: block.overriddenBy === null,
      },
    ];
  });
}

/** The entries of an overview by id. */
export const entriesById = (overview: TScheduleOverview) =>
  new Map(overview.entries.map((entry) => [entry.id, entry]));

function playNowRows(items: readonly ShownBlock[]): PlayNowRow[] {
  const rows = new Map<number, { entry: TOverviewEntry; items: ShownBlock[] }>();
  for (const item of items) {
    const row = rows.get(item.entry.id);
    if (row) row.items.push(item);
    else rows.set(item.entry.id, { entry: item.entry, items: [item] });
  }
  return [...rows.values()].map(({ entry, items: stretches }) => {
    const playing = stretches.filter((item) => item.plays);
    const playsOn = [...new Set(playing.flatMap((item) => item.block.deviceKeys))];
    const overridden = stretches.filter((item) => !item.plays);
    // a play-now entry is on all the time: never overridden, it plays all the time
    const allTheTime = overridden.length === 0;
    // the entry that plays instead for the longest, over all the screens
    const instead = new Map<number, { by: TOverviewBlock['overriddenBy']; length: number }>();
    for (const item of overridden) {
      const by = item.block.overriddenBy;
      if (!by) continue;
      const length = (item.end.getTime() - item.start.getTime()) * item.block.deviceKeys.length;
      const found = instead.get(by.entryId);
      instead.set(by.entryId, { by, length: (found?.length ?? 0) + length });
    }
    const longest = [...instead.values()].sort((a, b) => b.length - a.length)[0];
    return {
      entry,
      screens: [...new Set(stretches.flatMap((item) => item.block.deviceKeys))],
      playsOn,
      allTheTime,
      overriddenBy: playsOn.length === 0 ? (longest?.by ?? null) : null,
    };
  });
}

/**
 * Lays out an overview over its days (YYYY-MM-DD, in `timeZone`): each block with set times in its
 * days' columns, cut at midnight, side by side with the blocks it overlaps; a block filling a whole
 * day in the row above the hours; play-now entries as rows of their own.
 */
export function layoutOverview(
  overview: TScheduleOverview,
  days: readonly string[],
  timeZone: string,
): OverviewLayout {
  const items = shownBlocks(overview);
  const timed: Omit<TimedPiece, 'lane' | 'lanes'>[] = [];
  const allDay: AllDayPiece[] = [];
  for (const item of items) {
    if (item.entry.kind === 'play_now') continue;
    const start = wallClockAt(item.start, timeZone).getTime();
    const end = wallClockAt(item.end, timeZone).getTime();
    days.forEach((date, day) => {
      const dayStart = wallClock(date).getTime();
      const dayEnd = addDays(wallClock(date), 1).getTime();
      const from = Math.max(start, dayStart);
      const to = Math.min(end, dayEnd);
      if (to <= from) return;
      if (from === dayStart && to === dayEnd) {
        allDay.push({ item, day, row: 0 });
        return;
      }
      timed.push({
        item,
        day,
        startMinute: (from - dayStart) / MINUTE_MS,
        endMinute: Math.min(DAY_MINUTES, (to - dayStart) / MINUTE_MS),
      });
    });
  }
  const rows = new Map<number, number>();
  for (const piece of allDay) {
    piece.row = rows.get(piece.day) ?? 0;
    rows.set(piece.day, piece.row + 1);
  }
  // what plays is set to the left of what it overrides
  const playsFirst = (a: (typeof timed)[number], b: (typeof timed)[number]) =>
    Number(b.item.plays) - Number(a.item.plays) ||
    b.endMinute - a.endMinute ||
    a.item.entry.id - b.item.entry.id;
  const laid = days.flatMap((_date, day) =>
    assignLanes(
      timed.filter((piece) => piece.day === day),
      playsFirst,
    ),
  );
  return {
    timed: laid,
    allDay,
    playNow: playNowRows(items.filter((item) => item.entry.kind === 'play_now')),
  };
}

/** The screens an overview of all screens, one screen or one group covers, from the screen list. */
export function screensInScope<S extends { deviceKey: string; groupId: number | null }>(
  screens: readonly S[],
  scope: OverviewScope,
  groupsBelow: (groupId: number) => ReadonlySet<number>,
): S[] {
  if (scope.type === 'screen') return screens.filter((screen) => screen.deviceKey === scope.deviceKey);
  if (scope.type === 'group') {
    const groups = groupsBelow(scope.groupId);
    return screens.filter((screen) => screen.groupId !== null && groups.has(screen.groupId));
  }
  return [...screens];
}

/** What the overview shows: every screen, one screen, or the screens of a group and those below it. */
export type OverviewScope =
  { type: 'all' } | { type: 'screen'; deviceKey: string } | { type: 'group'; groupId: number };

/**
 * The timezone an overview is read in: the screens' own when they share one (the screen's own for
 * one screen), else the reader's, which is then said to differ from some screens'.
 */
export function overviewTimeZone(
  screens: readonly { timezone: string }[],
  readers: string,
): { timeZone: string; shared: boolean } {
  const zones = new Set(screens.map((screen) => screen.timezone));
  const [only] = zones;
  return zones.size === 1 && only ? { timeZone: only, shared: true } : { timeZone: readers, shared: false };
}
