import type { TOverviewEntry, TOverviewScreen, TPrecedence } from '@placard/contract';
import { deviceName, type Translate } from '../../deviceName';
import type { ScheduleT } from '../scheduleText';
import type { PlayNowRow, ShownBlock } from './overviewLayout';

/** The texts of the overview: the schedule namespace, and the devices namespace for screen names. */
export interface OverviewT {
  t: ScheduleT;
  tDevices: Translate;
  language: string;
}

/** How many names a list spells out before it says how many more there are. */
const NAMES_SHOWN = 2;

/** "“Lobby loop”, “Lunch menu” and 2 others" in the reader's language. */
export function namesText(names: readonly string[], { t, language }: OverviewT, quoted = true): string {
  const shown = names.slice(0, names.length > NAMES_SHOWN + 1 ? NAMES_SHOWN : names.length);
  const parts = shown.map((name) => (quoted ? t('overview.quoted', { name }) : name));
  if (shown.length < names.length) parts.push(t('overview.others', { count: names.length - shown.length }));
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(parts);
}

/** Where an entry is set: the screen's name, or "group Lobby". */
export function ownerText(entry: TOverviewEntry, { t, tDevices }: OverviewT): string {
  return entry.owner.type === 'device'
    ? deviceName({ id: entry.owner.deviceId, name: entry.owner.name }, tDevices)
    : t('overview.group', { name: entry.owner.name });
}

/**
 * Where a block plays: the screen an entry of its own is set on; for a group's entry, the group and
 * the screens of it the block falls on ("Group Lobby · Front desk", "Group Lobby · 3 screens").
 */
export function whereText(
  item: Pick<ShownBlock, 'entry'> & { deviceKeys: readonly string[] },
  screens: ReadonlyMap<string, TOverviewScreen>,
  text: OverviewT,
): string {
  const { entry, deviceKeys } = item;
  if (entry.owner.type === 'device') return ownerText(entry, text);
  const [only] = deviceKeys;
  const screen = only === undefined ? undefined : screens.get(only);
  const on =
    deviceKeys.length === 1 && screen
      ? deviceName(screen, text.tDevices)
      : text.t('overview.screenCount', { count: deviceKeys.length });
  return text.t('overview.groupOn', { group: entry.owner.name, screens: on });
}

/** Why one entry plays over another, as the step of the precedence rule that decides. */
export function ruleText(
  precedence: TPrecedence,
  winner: TOverviewEntry | undefined,
  { t }: OverviewT,
): string {
  if (precedence.rule === 'source')
    return t(winner?.owner.type === 'group' ? 'overview.rules.sourceGroup' : 'overview.rules.sourceDevice');
  return t(`overview.rules.${precedence.rule}`);
}

/** The few words a block shows under its name: it plays, it overrides …, or it is overridden by …. */
export function shortReason(
  item: Pick<ShownBlock, 'block'>,
  entries: ReadonlyMap<number, TOverviewEntry>,
  text: OverviewT,
): string {
  const { overriddenBy, overrides } = item.block;
  const name = (id: number) => entries.get(id)?.playlistName ?? '';
  if (overriddenBy) return text.t('overview.short.overriddenBy', { name: name(overriddenBy.entryId) });
  if (overrides.length === 0) return text.t('overview.short.plays');
  return text.t('overview.short.overrides', {
    names: namesText(
      overrides.map((other) => name(other.entryId)),
      text,
      false,
    ),
  });
}

/**
 * Why a block plays or not, in full: what plays instead, from where and by which step of the rule; or
 * what it comes before and why (one sentence per step of the rule); or that nothing else is set then.
 */
export function fullReason(
  item: Pick<ShownBlock, 'block' | 'entry'>,
  entries: ReadonlyMap<number, TOverviewEntry>,
  text: OverviewT,
): string {
  const { overriddenBy, overrides } = item.block;
  if (overriddenBy) {
    const winner = entries.get(overriddenBy.entryId);
    return text.t('overview.long.overriddenBy', {
      name: winner?.playlistName ?? '',
      where: winner ? ownerText(winner, text) : '',
      why: ruleText(overriddenBy, winner, text),
    });
  }
  if (overrides.length === 0) return text.t('overview.long.alone');
  const byRule = new Map<string, { why: string; names: string[] }>();
  for (const other of overrides) {
    const why = ruleText(other, item.entry, text);
    const loser = entries.get(other.entryId);
    const named = loser
      ? text.t('overview.named', { name: loser.playlistName, where: ownerText(loser, text) })
      : '';
    const found = byRule.get(why);
    if (found) found.names.push(named);
    else byRule.set(why, { why, names: [named] });
  }
  return [...byRule.values()]
    .map(({ why, names }) => text.t('overview.long.overrides', { names: namesText(names, text, false), why }))
    .join(' ');
}

/** What a play-now entry does over the days shown, in words. */
export function playNowText(
  row: PlayNowRow,
  entries: ReadonlyMap<number, TOverviewEntry>,
  text: OverviewT,
): string {
  if (row.overriddenBy) {
    const winner = entries.get(row.overriddenBy.entryId);
    return text.t('overview.playNow.overridden', {
      name: winner?.playlistName ?? '',
      where: winner ? ownerText(winner, text) : '',
      why: ruleText(row.overriddenBy, winner, text),
    });
  }
  return text.t(row.allTheTime ? 'overview.playNow.always' : 'overview.playNow.between');
}

/** "09:00–17:00" of minutes from midnight. */
export function minutesText(startMinute: number, endMinute: number): string {
  const time = (minute: number) =>
    `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(Math.round(minute % 60)).padStart(2, '0')}`;
  return `${time(startMinute)}–${time(endMinute)}`;
}
