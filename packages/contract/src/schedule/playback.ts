import type { TManifestEntry } from '../schemas/player.js';
import type { EntryKind, TEntrySource } from './entry.js';
import { isScheduleActiveAt, zonedOccurrencesBetween } from './occurrences.js';
import { DAY_MS } from './wall.js';

/** An entry as a screen evaluates it: the manifest's entries, or a schedule list's with their sources. */
export type PlaybackEntry = TManifestEntry;

/** Why the winning entry plays, as values the interface words in its language. */
export interface PlaybackReason {
  /** the device's own schedule, or the group (and how far up) it comes from */
  source: TEntrySource;
  kind: EntryKind;
  /** how many other entries are active now and give way to it */
  overriding: number;
}

export interface Playback<E extends PlaybackEntry = PlaybackEntry> {
  entry: E;
  reason: PlaybackReason;
  /** every entry active now, the winner first, then in the order they would take over */
  candidates: E[];
}

/** device first (0), then groups by distance: the device's own group (1), its parent (2), … */
const sourceRank = (source: TEntrySource) => (source.type === 'device' ? 0 : source.distance);

const createdTime = (entry: PlaybackEntry) => {
  const time = Date.parse(entry.createdAt);
  return Number.isNaN(time) ? 0 : time;
};

const scheduledFirst = (entry: PlaybackEntry) => (entry.kind === 'scheduled' ? 0 : 1);

/**
 * The steps of the precedence rule, in the order they are applied; the first that tells two entries
 * apart decides:
 * 1. source: a device's own entries over its groups' entries, and a nearer group's over a farther one's
 *    (the device's own group over the group above it);
 * 2. kind: then an entry with a schedule (a time-bounded one) over a play-now entry;
 * 3. newer: then the one created (or last changed) later over the earlier;
 * 4. order: then the one further down its list (higher index), and finally the higher id.
 */
export const PRECEDENCE_RULES = ['source', 'kind', 'newer', 'order'] as const;
export type PrecedenceRule = (typeof PRECEDENCE_RULES)[number];

const RULES: Record<PrecedenceRule, (a: PlaybackEntry, b: PlaybackEntry) => number> = {
  source: (a, b) => sourceRank(a.source) - sourceRank(b.source),
  kind: (a, b) => scheduledFirst(a) - scheduledFirst(b),
  newer: (a, b) => createdTime(b) - createdTime(a),
  order: (a, b) => b.index - a.index || b.id - a.id,
};

/** Which of two active entries plays; negative when `a` does (see PRECEDENCE_RULES). */
export function comparePrecedence(a: PlaybackEntry, b: PlaybackEntry): number {
  for (const rule of PRECEDENCE_RULES) {
    const order = RULES[rule](a, b);
    if (order !== 0) return order;
  }
  return 0;
}

/** The step of the precedence rule that puts one entry before another: why `winner` plays over `loser`. */
export function decidingRule(winner: PlaybackEntry, loser: PlaybackEntry): PrecedenceRule {
  return PRECEDENCE_RULES.find((rule) => RULES[rule](winner, loser) !== 0) ?? 'order';
}

/** Whether an entry plays at the instant, ignoring the others: play-now entries always do. */
export function isEntryActiveAt(entry: PlaybackEntry, instant: Date, timeZone: string): boolean {
  return entry.schedule === null || isScheduleActiveAt(entry.schedule, instant, timeZone);
}

/**
 * What plays among entries that are all active at one time: the one the precedence rule
 * (comparePrecedence) puts first. Null when there are none.
 */
export function playbackAmong<E extends PlaybackEntry>(active: readonly E[]): Playback<E> | null {
  const candidates = [...active].sort(comparePrecedence);
  const [entry] = candidates;
  if (!entry) return null;
  return {
    entry,
    reason: { source: entry.source, kind: entry.kind, overriding: candidates.length - 1 },
    candidates,
  };
}

/**
 * What a screen in the timezone plays at the instant: among the entries active then, the one the
 * precedence rule (comparePrecedence) puts first. Null when nothing is active.
 */
export function resolvePlayback<E extends PlaybackEntry>(
  entries: readonly E[],
  instant: Date,
  timeZone: string,
): Playback<E> | null {
  return playbackAmong(entries.filter((entry) => isEntryActiveAt(entry, instant, timeZone)));
}

/** How far ahead nextChangeAfter looks. */
export const NEXT_CHANGE_HORIZON_MS = 8 * DAY_MS;

/**
 * The next instant after `instant` at which what plays may change: the nearest start or end of any
 * entry's occurrence, or the end of the horizon (NEXT_CHANGE_HORIZON_MS) when none comes sooner. Null
 * when no entry has a schedule: then only a change of the entries themselves changes what plays.
 */
export function nextChangeAfter(
  entries: readonly PlaybackEntry[],
  instant: Date,
  timeZone: string,
): Date | null {
  const horizon = instant.getTime() + NEXT_CHANGE_HORIZON_MS;
  let next: number | null = null;
  for (const { schedule } of entries) {
    if (!schedule) continue;
    next ??= horizon;
    for (const { start, end } of zonedOccurrencesBetween(schedule, instant, new Date(horizon), timeZone)) {
      for (const boundary of [start.getTime(), end.getTime()]) {
        if (boundary > instant.getTime() && boundary < next) next = boundary;
      }
    }
  }
  return next === null ? null : new Date(next);
}
