import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  ZAssigned,
  ZGroupCreated,
  ZScheduleList,
  type TSchedule,
  type TScheduleEntry,
  type TScheduleList,
} from '@placard/contract';
import type { LoggedIn } from './factories.js';
import { newPlaylist, playlistCall } from './playlists.js';
import { post, type TestApp } from './test-app.js';

/** Calls /api/group/{call} as a session. */
export function groupCall(
  t: TestApp,
  session: Pick<LoggedIn, 'cookie'>,
  call: string,
  body: unknown,
): Promise<LightMyRequestResponse> {
  return post(t.app, `/api/group/${call}`, body, { cookie: session.cookie });
}

function accepted(response: LightMyRequestResponse): unknown {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A group made through the API; answers its id. */
export async function newGroup(
  t: TestApp,
  session: Pick<LoggedIn, 'cookie'>,
  name: string,
  options: { parentId?: number | null; description?: string; deviceArray?: string[] } = {},
): Promise<number> {
  return ZGroupCreated.parse(accepted(await groupCall(t, session, 'create', { name, ...options }))).id;
}

/** A playlist made and published through the API (in Shared unless told); answers its id. */
export async function publishedPlaylist(
  t: TestApp,
  session: LoggedIn,
  name: string,
  section: 'my' | 'shared' = 'shared',
): Promise<number> {
  const playlistId = await newPlaylist(t, session, name, { section });
  accepted(await playlistCall(t, session, 'publish', { playlistId }));
  return playlistId;
}

/** A call answering a schedule list that must succeed. */
export async function scheduleOf(response: Promise<LightMyRequestResponse>): Promise<TScheduleList> {
  return ZScheduleList.parse(accepted(await response));
}

/** A call answering the entry it added that must succeed. */
export async function assignedOf(response: Promise<LightMyRequestResponse>): Promise<TScheduleEntry> {
  return ZAssigned.parse(accepted(await response)).entry;
}

/** Where an entry goes: a device (by key) or a group (by id). */
export type Target = { deviceKey: string } | { groupId: number };

/** /playlist/assignToDevice or /playlist/assignToGroup; no schedule plays now. */
export function assign(
  t: TestApp,
  session: Pick<LoggedIn, 'cookie'>,
  target: Target,
  playlistId: number,
  schedule?: TSchedule,
): Promise<LightMyRequestResponse> {
  const call = 'deviceKey' in target ? 'assignToDevice' : 'assignToGroup';
  const scheduleData = schedule === undefined ? {} : { scheduleData: JSON.stringify(schedule) };
  return post(
    t.app,
    `/api/playlist/${call}`,
    { ...target, playlistId, ...scheduleData },
    {
      cookie: session.cookie,
    },
  );
}

/** The schedule of a device or a group. */
export function getSchedule(
  t: TestApp,
  session: Pick<LoggedIn, 'cookie'>,
  target: Target,
): Promise<TScheduleList> {
  const url = 'deviceKey' in target ? '/api/device/getSchedule' : '/api/group/getSchedule';
  return scheduleOf(post(t.app, url, target, { cookie: session.cookie }));
}

/** /device|group/updateScheduleEntry with the entry as JSON text. */
export function putEntry(
  t: TestApp,
  session: Pick<LoggedIn, 'cookie'>,
  target: Target,
  scheduleEntryIndex: number | null,
  entry: { playlistId: number; schedule: TSchedule | null },
): Promise<LightMyRequestResponse> {
  const url = 'deviceKey' in target ? '/api/device/updateScheduleEntry' : '/api/group/updateScheduleEntry';
  const body = { ...target, scheduleEntryIndex, scheduleEntry: JSON.stringify(entry) };
  return post(t.app, url, body, { cookie: session.cookie });
}

/** /device|group/removeScheduleEntry. */
export function removeEntry(
  t: TestApp,
  session: Pick<LoggedIn, 'cookie'>,
  target: Target,
  scheduleEntryIndex: number,
): Promise<LightMyRequestResponse> {
  const url = 'deviceKey' in target ? '/api/device/removeScheduleEntry' : '/api/group/removeScheduleEntry';
  return post(t.app, url, { ...target, scheduleEntryIndex }, { cookie: session.cookie });
}

/** Weekdays 09:00–17:00 from 23 November 2026, never ending, unless overridden. */
export function officeHours(overrides: Partial<TSchedule> = {}): TSchedule {
  return {
    startDate: '2026-11-23',
    startTime: '09:00',
    endTime: '17:00',
    allDay: false,
    repeat: { frequency: 'weeks', interval: 1 },
    weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
    ends: { type: 'never' },
    ...overrides,
  };
}
