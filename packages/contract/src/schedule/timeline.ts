import { zonedOccurrencesBetween, type TimeRange } from './occurrences.js';
import { decidingRule, playbackAmong, type PlaybackEntry, type PrecedenceRule } from './playback.js';

/**
 * What plays when, over a stretch of time, worked out with the rule a screen follows (playbackAmong):
 * for one screen, the stretches each entry plays or is overridden; for many, the same stretches merged
 * across the screens where they fall alike. A schedule overview draws these.
 */

/** One screen as the timeline reads it: its entries as its manifest lists them, and its timezone. */
export interface TimelineScreen<E extends PlaybackEntry = PlaybackEntry> {
  /** names the screen in the result (its deviceKey) */
  key: string;
  timeZone: string;
  /** the screen's own entries and those of its group and the groups above it, with their sources */
  entries: readonly E[];
}

/** An entry that gives way, or the one it gives way to, with the step of the rule that decides. */
export interface Precedence {
  entryId: number;
  rule: PrecedenceRule;
}

/** A stretch of time an entry is active on one screen: it plays, or another entry plays instead. */
export interface EntryStretch<E extends PlaybackEntry = PlaybackEntry> {
  entry: E;
  start: Date;
  end: Date;
  /** null while it plays; otherwise the entry that plays instead, and why */
  overriddenBy: Precedence | null;
  /** while it plays: the active entries it overrides, and why (empty when nothing else is active) */
  overrides: Precedence[];
}

/** A stretch as an overview shows it: the same entry, times and outcome on one or more screens. */
export interface TimelineBlock {
  entryId: number;
  start: Date;
  end: Date;
  /** the screens (keys) it falls on alike, in the order the screens were given */
  screens: string[];
  overriddenBy: Precedence | null;
  overrides: Precedence[];
}

/** The stretches of [from, to) an entry is active in on a screen: a play-now entry all of it. */
function activeRanges(entry: PlaybackEntry, from: Date, to: Date, timeZone: string): TimeRange[] {
  if (!entry.schedule) return [{ start: from, end: to }];
  return zonedOccurrencesBetween(entry.schedule, from, to, timeZone).map(({ start, end }) => ({
    start: start < from ? from : start,
    end: end > to ? to : end,
  }));
}

const byEntryId = (a: Precedence, b: Precedence) => a.entryId - b.entryId;

/** What an entry's stretch comes to, as text: two stretches with the same text can be joined. */
const outcomeOf = (stretch: Pick<EntryStretch, 'overriddenBy' | 'overrides'>) =>
  stretch.overriddenBy
    ? `by ${stretch.overriddenBy.entryId} ${stretch.overriddenBy.rule}`
    : `over ${stretch.overrides.map((other) => `${other.entryId} ${other.rule}`).join(',')}`;

/**
 * Every stretch of [from, to) in which an entry of a screen in the timezone is active, and whether it
 * plays then: the time is cut wherever an occurrence starts or ends, what plays in each piece is what
 * the precedence rule picks among the entries active in it (as the screen itself picks), and the pieces
 * an entry spends alike (overridden by the same entry, or overriding the same ones for the same
 * reasons) are joined again. Earliest first.
 */
export function screenTimeline<E extends PlaybackEntry>(
  entries: readonly E[],
  from: Date,
  to: Date,
  timeZone: string,
): EntryStretch<E>[] {
  if (from >= to) return [];
  const changes = new Map<number, { starting: E[]; ending: E[] }>();
  const changeAt = (time: number) => {
    let change = changes.get(time);
    if (!change) {
      change = { starting: [], ending: [] };
      changes.set(time, change);
    }
    return change;
  };
  for (const entry of entries) {
    for (const range of activeRanges(entry, from, to, timeZone)) {
      if (range.start >= range.end) continue;
      changeAt(range.start.getTime()).starting.push(entry);
      changeAt(range.end.getTime()).ending.push(entry);
    }
  }
  const times = [...changes.keys()].sort((a, b) => a - b);
  // an entry's occurrences never overlap one another, but a count keeps the sweep honest regardless
  const active = new Map<E, number>();
  const open = new Map<E, EntryStretch<E>>();
  const stretches: EntryStretch<E>[] = [];
  const close = (entry: E) => {
    const stretch = open.get(entry);
    if (stretch) stretches.push(stretch);
    open.delete(entry);
  };
  for (const [index, time] of times.entries()) {
    const change = changes.get(time);
    for (const entry of change?.ending ?? []) {
      const count = (active.get(entry) ?? 0) - 1;
      if (count > 0) active.set(entry, count);
      else active.delete(entry);
    }
    for (const entry of change?.starting ?? []) active.set(entry, (active.get(entry) ?? 0) + 1);
    const next = times[index + 1];
    const playback = next === undefined ? null : playbackAmong([...active.keys()]);
    for (const entry of [...open.keys()]) if (!active.has(entry)) close(entry);
    if (next === undefined || !playback) continue;
    const start = new Date(time);
    const end = new Date(next);
    const winner = playback.entry;
    for (const entry of playback.candidates) {
      const overriddenBy =
        entry === winner ? null : { entryId: winner.id, rule: decidingRule(winner, entry) };
      const overrides =
        entry === winner
          ? playback.candidates
              .filter((other) => other !== winner)
              .map((other) => ({ entryId: other.id, rule: decidingRule(winner, other) }))
              .sort(byEntryId)
          : [];
      const current = open.get(entry);
      if (current && outcomeOf(current) === outcomeOf({ overriddenBy, overrides })) {
        current.end = end;
        continue;
      }
      close(entry);
      open.set(entry, { entry, start, end, overriddenBy, overrides });
    }
  }
  for (const entry of [...open.keys()]) close(entry);
  return stretches.sort(
    (a, b) =>
      a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime() || a.entry.id - b.entry.id,
  );
}

/** Screens whose entries weigh alike (same entries, same sources) in the same timezone play alike. */
const screenKind = (screen: TimelineScreen) =>
  [
    screen.timeZone,
    ...screen.entries.map((entry) => {
      const rank = entry.source.type === 'device' ? 0 : entry.source.distance;
      return `${entry.id}@${rank}`;
    }),
  ].join('|');

/**
 * The timeline of many screens over [from, to): each screen's stretches (screenTimeline), cut where
 * the same entry's stretches on other screens of the same timezone start or end, so that what falls alike on several
 * screens (same entry, same times, same outcome) becomes one block naming them all; then a block's
 * pieces that follow one another on the same screens with the same outcome are joined again. Screens
 * that play alike are worked out once. Earliest first.
 */
export function timelineBlocks(screens: readonly TimelineScreen[], from: Date, to: Date): TimelineBlock[] {
  const kinds = new Map<string, { entries: readonly PlaybackEntry[]; timeZone: string; keys: string[] }>();
  for (const screen of screens) {
    const kind = screenKind(screen);
    const found = kinds.get(kind);
    if (found) found.keys.push(screen.key);
    else kinds.set(kind, { entries: screen.entries, timeZone: screen.timeZone, keys: [screen.key] });
  }
  const timelines = [...kinds.values()].map(({ entries, timeZone, keys }) => ({
    keys,
    timeZone,
    stretches: screenTimeline(entries, from, to, timeZone),
  }));

  // where each entry's stretches start or end, on any screen in the same timezone
  const cutsOf = (entryId: number, timeZone: string) => `${entryId} ${timeZone}`;
  const cuts = new Map<string, Set<number>>();
  for (const { stretches, timeZone } of timelines) {
    for (const stretch of stretches) {
      const key = cutsOf(stretch.entry.id, timeZone);
      const times = cuts.get(key) ?? new Set<number>();
      times.add(stretch.start.getTime()).add(stretch.end.getTime());
      cuts.set(key, times);
    }
  }
  const sortedCuts = new Map([...cuts].map(([key, times]) => [key, [...times].sort((a, b) => a - b)]));

  const order = new Map(screens.map((screen, index) => [screen.key, index]));
  const pieces = new Map<string, TimelineBlock>();
  for (const { keys, timeZone, stretches } of timelines) {
    for (const stretch of stretches) {
      const start = stretch.start.getTime();
      const end = stretch.end.getTime();
      const times = (sortedCuts.get(cutsOf(stretch.entry.id, timeZone)) ?? []).filter(
        (time) => time > start && time < end,
      );
      const bounds = [start, ...times, end];
      for (let index = 0; index + 1 < bounds.length; index += 1) {
        const [pieceStart = start, pieceEnd = end] = [bounds[index], bounds[index + 1]];
        const id = `${stretch.entry.id} ${pieceStart} ${pieceEnd} ${outcomeOf(stretch)}`;
        const piece = pieces.get(id);
        if (piece) piece.screens.push(...keys);
        else
          pieces.set(id, {
            entryId: stretch.entry.id,
            start: new Date(pieceStart),
            end: new Date(pieceEnd),
            screens: [...keys],
            overriddenBy: stretch.overriddenBy,
            overrides: stretch.overrides,
          });
      }
    }
  }

  // pieces of one entry on the same screens with the same outcome, one after the other, join again
  const joined: TimelineBlock[] = [];
  const last = new Map<string, TimelineBlock>();
  const byStart = [...pieces.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
  for (const piece of byStart) {
    piece.screens.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    const id = `${piece.entryId} ${piece.screens.join(' ')} ${outcomeOf(piece)}`;
    const before = last.get(id);
    if (before && before.end.getTime() === piece.start.getTime()) {
      before.end = piece.end;
      continue;
    }
    joined.push(piece);
    last.set(id, piece);
  }
  return joined.sort(
    (a, b) =>
      a.start.getTime() - b.start.getTime() ||
      a.end.getTime() - b.end.getTime() ||
      a.entryId - b.entryId ||
      (order.get(a.screens[0] ?? '') ?? 0) - (order.get(b.screens[0] ?? '') ?? 0),
  );
}
