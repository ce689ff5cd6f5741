import {
  resolvePlayback,
  type TEntrySource,
  type TScheduleEntry,
  type TScheduleList,
  type TSourcedEntry,
} from '@placard/contract';
import type { ScheduleTarget } from '../../../api/schedules';
import { timeRangeText, type ScheduleT } from './scheduleText';

/** An entry of a schedule list with where it comes from, as the precedence rule weighs it. */
export type WeighedEntry = TSourcedEntry & { own: boolean };

/**
 * Every entry of a device's or group's schedule with its source. A group's own entries weigh as a
 * screen directly in the group would see them: nearer than every group above it.
 */
export function weighedEntries(target: ScheduleTarget, list: TScheduleList): WeighedEntry[] {
  const ownSource: TEntrySource =
    target.type === 'device'
      ? { type: 'device' }
      : { type: 'group', groupId: target.groupId, groupName: '', distance: 0 };
  return [
    ...list.entries.map((entry: TScheduleEntry) => ({ ...entry, source: ownSource, own: true })),
    ...list.inherited.map((entry) => ({ ...entry, own: false })),
  ];
}

/** What plays now and why, in words. */
export interface NowPlaying {
  entry: WeighedEntry;
  /** "this screen's own schedule, 09:00–17:00, overrides 2 entries of group Lobby" */
  reason: string;
}

/** "this screen's own schedule" / "from group Lobby" */
export function sourceText(entry: WeighedEntry, target: ScheduleTarget, t: ScheduleT): string {
  if (!entry.own && entry.source.type === 'group')
    return t('now.fromGroup', { name: entry.source.groupName });
  return t(target.type === 'device' ? 'now.ownDevice' : 'now.ownGroup');
}

function beatenText(beaten: readonly WeighedEntry[], target: ScheduleTarget, t: ScheduleT, language: string) {
  const bySource = new Map<string, { entry: WeighedEntry; count: number }>();
  for (const entry of beaten) {
    const key = entry.own ? 'own' : entry.source.type === 'group' ? `group:${entry.source.groupId}` : 'own';
    const found = bySource.get(key);
    if (found) found.count += 1;
    else bySource.set(key, { entry, count: 1 });
  }
  const parts = [...bySource.values()].map(({ entry, count }) =>
    !entry.own && entry.source.type === 'group'
      ? t('now.beatenGroup', { count, name: entry.source.groupName })
      : t(target.type === 'device' ? 'now.beatenOwnDevice' : 'now.beatenOwnGroup', { count }),
  );
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(parts);
}

/**
 * What a screen plays at the instant by the precedence rule, with the reason: where the entry comes
 * from, when it plays, and the active entries it overrides. Null when nothing is scheduled then.
 */
export function nowPlaying(
  target: ScheduleTarget,
  list: TScheduleList,
  instant: Date,
  timeZone: string,
  t: ScheduleT,
  language: string,
): NowPlaying | null {
  const playback = resolvePlayback(weighedEntries(target, list), instant, timeZone);
  if (!playback) return null;
  const { entry, candidates } = playback;
  const parts = [
    sourceText(entry, target, t),
    entry.schedule ? timeRangeText(entry.schedule, t) : t('now.untilStopped'),
  ];
  const beaten = candidates.filter((candidate) => candidate !== entry);
  if (beaten.length > 0) parts.push(t('now.overrides', { list: beatenText(beaten, target, t, language) }));
  return { entry, reason: parts.join(', ') };
}
