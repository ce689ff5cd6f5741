import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAssigned,
  ZAssignToDeviceRequest,
  ZAssignToGroupRequest,
  ZDeviceKeyRequest,
  ZDeviceScheduleEntryRequest,
  ZDeviceScheduleRemoveRequest,
  ZGroupScheduleEntryRequest,
  ZGroupScheduleRemoveRequest,
  ZGroupScheduleRequest,
  SCHEDULE_OVERVIEW_DAYS_MAX,
  ZScheduleList,
  ZScheduleOverview,
  ZScheduleOverviewRequest,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { scheduleOverview } from './schedules.overview.js';
import {
  assignToDevice,
  assignToGroup,
  deviceSchedule,
  groupSchedule,
  removeDeviceEntry,
  removeGroupEntry,
  updateDeviceEntry,
  updateGroupEntry,
} from './schedules.usecases.js';

const tags = ['schedules'];
const read = { permission: 'devices', reads: true } as const;
const manage = { permission: 'devices' } as const;

/**
 * Schedules of devices and groups (spec section 7: /device/… and /group/…ScheduleEntry, POST) and
 * assigning a published playlist to them (/playlist/assignToDevice and /playlist/assignToGroup). An
 * entry is addressed by its place in its list (scheduleEntryIndex); scheduleEntry and scheduleData are
 * JSON text (an object is taken too).
 */
export const schedulesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/device/getSchedule',
      {
        schema: {
          tags,
          summary: "A device's own schedule entries, those it inherits from its groups, and its timezone",
          body: ZDeviceKeyRequest,
          response: { 200: ZScheduleList },
        },
        config: read,
      },
      (request) => deviceSchedule(deps, request.auth, request.body.deviceKey),
    );
    app.post(
      '/device/updateScheduleEntry',
      {
        schema: {
          tags,
          summary:
            "Replace the entry at scheduleEntryIndex, or add one at the end (the list's length or none)",
          body: ZDeviceScheduleEntryRequest,
          response: { 200: ZScheduleList },
        },
        config: manage,
      },
      (request) => updateDeviceEntry(deps, request.auth, request.body),
    );
    app.post(
      '/device/removeScheduleEntry',
      {
        schema: {
          tags,
          summary: 'Delete an entry of a device; the later ones move up',
          body: ZDeviceScheduleRemoveRequest,
          response: { 200: ZScheduleList },
        },
        config: manage,
      },
      (request) => removeDeviceEntry(deps, request.auth, request.body),
    );
    app.post(
      '/group/getSchedule',
      {
        schema: {
          tags,
          summary: "A group's own schedule entries and those it inherits from the groups above it",
          body: ZGroupScheduleRequest,
          response: { 200: ZScheduleList },
        },
        config: read,
      },
      (request) => groupSchedule(deps, request.auth, request.body.groupId),
    );
    app.post(
      '/group/updateScheduleEntry',
      {
        schema: {
          tags,
          summary:
            "Replace the entry at scheduleEntryIndex, or add one at the end (the list's length or none)",
          body: ZGroupScheduleEntryRequest,
          response: { 200: ZScheduleList },
        },
        config: manage,
      },
      (request) => updateGroupEntry(deps, request.auth, request.body),
    );
    app.post(
      '/group/removeScheduleEntry',
      {
        schema: {
          tags,
          summary: 'Delete an entry of a group; the later ones move up',
          body: ZGroupScheduleRemoveRequest,
          response: { 200: ZScheduleList },
        },
        config: manage,
      },
      (request) => removeGroupEntry(deps, request.auth, request.body),
    );
    app.post(
      '/schedule/overview',
      {
        schema: {
          tags,
          summary:
            'What plays on every screen (or one screen, or the screens of a group) from one day to another ' +
            `(at most ${SCHEDULE_OVERVIEW_DAYS_MAX} days), each stretch with why it plays or what plays instead`,
          body: ZScheduleOverviewRequest,
          response: { 200: ZScheduleOverview },
        },
        config: read,
      },
      (request) => scheduleOverview(deps, request.auth, request.body),
    );
    app.post(
      '/playlist/assignToDevice',
      {
        schema: {
          tags,
          summary: 'Play a published playlist on a device: now (no scheduleData) or on a schedule',
          body: ZAssignToDeviceRequest,
          response: { 200: ZAssigned },
        },
        config: manage,
      },
      (request) => assignToDevice(deps, request.auth, request.body),
    );
    app.post(
      '/playlist/assignToGroup',
      {
        schema: {
          tags,
          summary: 'Play a published playlist on the screens of a group: now or on a schedule',
          body: ZAssignToGroupRequest,
          response: { 200: ZAssigned },
        },
        config: manage,
      },
      (request) => assignToGroup(deps, request.auth, request.body),
    );
  };
