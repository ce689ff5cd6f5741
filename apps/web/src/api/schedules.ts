import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  TPlaylistList,
  TSchedule,
  TScheduleEntryInput,
  TScheduleList,
  TScheduleOverview,
  TScheduleOverviewRequest,
  ZAssigned,
} from '@placard/contract';
import { api } from './client';
import { queryKeys } from './queryKeys';

export type TAssigned = z.infer<typeof ZAssigned>;

/** Whose schedule: a screen (by its key) or a device group (by its id). */
export type ScheduleTarget = { type: 'device'; deviceKey: string } | { type: 'group'; groupId: number };

/** Where an assignment goes: screens by key and groups by id. */
export interface AssignTargets {
  deviceKeys: readonly string[];
  groupIds: readonly number[];
}

const targetBody = (target: ScheduleTarget) =>
  target.type === 'device' ? { deviceKey: target.deviceKey } : { groupId: target.groupId };

/**
 * The schedule calls of spec section 7 (POST under /api/device and /api/group) and the playlist
 * assignment calls. A schedule entry and scheduleData travel as JSON text. The screens and groups to
 * choose from come from ./devices.
 */
export const schedulesApi = {
  get: (target: ScheduleTarget, signal?: AbortSignal) =>
    api.post<TScheduleList>(`/${target.type}/getSchedule`, targetBody(target), { signal }),
  /** index null adds an entry at the end; an existing index replaces that entry. Answers the new schedule. */
  updateEntry: (target: ScheduleTarget, index: number | null, entry: TScheduleEntryInput) =>
    api.post<TScheduleList>(`/${target.type}/updateScheduleEntry`, {
      ...targetBody(target),
      scheduleEntryIndex: index,
      scheduleEntry: JSON.stringify(entry),
    }),
  removeEntry: (target: ScheduleTarget, index: number) =>
    api.post<TScheduleList>(`/${target.type}/removeScheduleEntry`, {
      ...targetBody(target),
      scheduleEntryIndex: index,
    }),
  /** schedule null: play now (repeats until it is stopped) */
  assignToDevice: (deviceKey: string, playlistId: number, schedule: TSchedule | null) =>
    api.post<TAssigned>('/playlist/assignToDevice', {
      deviceKey,
      playlistId,
      scheduleData: schedule === null ? null : JSON.stringify(schedule),
    }),
  assignToGroup: (groupId: number, playlistId: number, schedule: TSchedule | null) =>
    api.post<TAssigned>('/playlist/assignToGroup', {
      groupId,
      playlistId,
      scheduleData: schedule === null ? null : JSON.stringify(schedule),
    }),
  /** what plays on the screens from one day to another, and why (POST /api/schedule/overview) */
  overview: (request: TScheduleOverviewRequest, signal?: AbortSignal) =>
    api.post<TScheduleOverview>('/schedule/overview', request, { signal }),
  /** the playlists the caller may put on screens (a device manager gets the shared ones) */
  publishedPlaylists: (signal?: AbortSignal) =>
    api.post<TPlaylistList>('/playlist/list', { publishedOnly: true }, { signal }),
};

/** A device's or group's schedule: its own entries, what it inherits, and the screen's timezone. */
export function useSchedule(target: ScheduleTarget) {
  return useQuery({
    queryKey: queryKeys.schedule(target),
    queryFn: ({ signal }) => schedulesApi.get(target, signal),
  });
}

/** What plays where over some days; the days shown stay while the next ones load. Null: not yet asked. */
export function useScheduleOverview(request: TScheduleOverviewRequest | null) {
  return useQuery({
    queryKey: queryKeys.scheduleOverview(request ?? { from: '', to: '' }),
    queryFn: ({ signal }) => schedulesApi.overview(request ?? { from: '', to: '' }, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

/** The published playlists the caller may schedule. */
export function usePublishedPlaylists(enabled = true) {
  return useQuery({
    queryKey: queryKeys.schedulePlaylists,
    queryFn: ({ signal }) => schedulesApi.publishedPlaylists(signal),
    enabled,
  });
}

/** A change to schedules: afterwards every schedule and device query is fetched again. */
export function useScheduleMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.schedules }),
        // the device list shows what plays and how many entries a screen has
        queryClient.invalidateQueries({ queryKey: queryKeys.devices }),
      ]),
  });
}

/** What an assignment to several screens and groups came to: where it went, where it did not, and why. */
export interface AssignOutcome {
  done: AssignTargets;
  failed: AssignTargets;
  /** the first refusal; null when every call succeeded */
  error: unknown;
}

/**
 * Puts one playlist on every chosen screen and group, play now (schedule null) or on a schedule: one
 * call each, all of them tried even when one is refused.
 */
export async function assignEverywhere(
  playlistId: number,
  targets: AssignTargets,
  schedule: TSchedule | null,
): Promise<AssignOutcome> {
  const [devices, groups] = await Promise.all([
    Promise.allSettled(
      targets.deviceKeys.map((key) => schedulesApi.assignToDevice(key, playlistId, schedule)),
    ),
    Promise.allSettled(targets.groupIds.map((id) => schedulesApi.assignToGroup(id, playlistId, schedule))),
  ]);
  const succeeded = (results: readonly PromiseSettledResult<unknown>[], index: number) =>
    results[index]?.status === 'fulfilled';
  const refusal = [...devices, ...groups].find((result) => result.status === 'rejected');
  return {
    done: {
      deviceKeys: targets.deviceKeys.filter((_, index) => succeeded(devices, index)),
      groupIds: targets.groupIds.filter((_, index) => succeeded(groups, index)),
    },
    failed: {
      deviceKeys: targets.deviceKeys.filter((_, index) => !succeeded(devices, index)),
      groupIds: targets.groupIds.filter((_, index) => !succeeded(groups, index)),
    },
    error: refusal?.status === 'rejected' ? (refusal.reason as unknown) : null,
  };
}
