import { z } from 'zod';
import { zId } from '../ids.js';
import { messageKey } from '../messages.js';
import { ZScheduleEntry, isScheduleDate, zLocalDate } from '../schedule/entry.js';
import { PRECEDENCE_RULES } from '../schedule/playback.js';
import { DAY_MS, wallClock } from '../schedule/wall.js';
import { zTimeZone } from '../fields.js';
import { zDeviceKey } from './devices.js';

/**
 * The schedule overview (designed in the style of spec section 7: POST /schedule/overview): what plays
 * on which screen over a few days, across every screen and group of the organization or one of them,
 * each stretch with why it plays or what plays instead. Worked out with the rule the screens follow.
 */

/** The most days one overview call covers. */
export const SCHEDULE_OVERVIEW_DAYS_MAX = 31;

/** The number of calendar days from one YYYY-MM-DD date up to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((wallClock(to).getTime() - wallClock(from).getTime()) / DAY_MS);

export const ZScheduleOverviewRequest = z
  .object({
    /** the first day shown, YYYY-MM-DD */
    from: zLocalDate,
    /** the day after the last day shown (from 2026-11-16 to 2026-11-23 is one week) */
    to: zLocalDate,
    /** the timezone the days begin and end in; UTC unless told */
    timezone: zTimeZone.default('UTC'),
    /** only this screen */
    deviceKey: zDeviceKey.optional(),
    /** only the screens in this group and the groups below it */
    groupId: zId.optional(),
  })
  .superRefine((request, context) => {
    // a date the calendar lacks is told under its own field
    const days = [request.from, request.to].every(isScheduleDate) ? daysBetween(request.from, request.to) : 1;
    if (days < 1 || days > SCHEDULE_OVERVIEW_DAYS_MAX) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: messageKey('validation.scheduleRange', { max: SCHEDULE_OVERVIEW_DAYS_MAX }),
      });
    }
    if (request.deviceKey !== undefined && request.groupId !== undefined) {
      context.addIssue({ code: 'custom', path: ['groupId'], message: 'validation.oneFilter' });
    }
  });
export type TScheduleOverviewRequest = z.input<typeof ZScheduleOverviewRequest>;

/** Where an entry is set: on a screen, or on a group (and so on every screen in and below it). */
export const ZEntryOwner = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('device'),
    deviceKey: z.string(),
    deviceId: z.number().int(),
    /** empty when unnamed: shown as 'Screen {id}' */
    name: z.string(),
  }),
  z.object({ type: z.literal('group'), groupId: z.number().int(), name: z.string() }),
]);
export type TEntryOwner = z.infer<typeof ZEntryOwner>;

/** An entry the overview shows, with where it is set (its index is its place in that list). */
export const ZOverviewEntry = ZScheduleEntry.extend({ owner: ZEntryOwner });
export type TOverviewEntry = z.infer<typeof ZOverviewEntry>;

/** Another entry, and the step of the precedence rule that decides between the two. */
export const ZPrecedence = z.object({
  entryId: z.number().int(),
  rule: z.enum(PRECEDENCE_RULES),
});
export type TPrecedence = z.infer<typeof ZPrecedence>;

/**
 * A stretch of time an entry is active on one or more screens, alike on each: it plays, overriding
 * the other entries active then, or another entry plays instead.
 */
export const ZOverviewBlock = z.object({
  entryId: z.number().int(),
  /** ISO 8601 instants, cut to the overview's days */
  start: z.string(),
  end: z.string(),
  /** the screens it falls on */
  deviceKeys: z.array(z.string()),
  /** null while it plays; otherwise what plays instead and why */
  overriddenBy: ZPrecedence.nullable(),
  /** while it plays: the entries it overrides and why */
  overrides: z.array(ZPrecedence),
});
export type TOverviewBlock = z.infer<typeof ZOverviewBlock>;

/** A screen of the overview. */
export const ZOverviewScreen = z.object({
  id: z.number().int(),
  deviceKey: z.string(),
  /** empty when unnamed: shown as 'Screen {id}' */
  name: z.string(),
  timezone: z.string(),
  groupId: z.number().int().nullable(),
});
export type TOverviewScreen = z.infer<typeof ZOverviewScreen>;

export const ZScheduleOverview = z.object({
  /** the instants the days begin and end, in the timezone asked for */
  from: z.string(),
  to: z.string(),
  timezone: z.string(),
  /** the screens covered, by name */
  screens: z.array(ZOverviewScreen),
  /** every entry a block names, as the blocks or their precedences do */
  entries: z.array(ZOverviewEntry),
  blocks: z.array(ZOverviewBlock),
});
export type TScheduleOverview = z.infer<typeof ZScheduleOverview>;
