import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZActiveThumbnail,
  ZDeviceAccepted,
  ZDeviceAcceptRequest,
  ZDeviceDetailsRequest,
  ZDeviceInfo,
  ZDeviceKeyRequest,
  ZDeviceList,
  ZDeviceListRequest,
  ZDeviceSetNameRequest,
  ZDeviceStats,
  ZDeviceStatsRequest,
  ZGroupList,
  ZInteractiveToggled,
  ZInteractiveToggleRequest,
  ZOrgIdParams,
  ZSuccess,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { acceptDevice, type PairingBudget } from './devices.pairing.usecases.js';
import {
  activeThumbnail,
  deviceGroups,
  deviceInfo,
  deviceStats,
  listDevices,
  removeDevice,
  sendToDevice,
  setDeviceName,
  toggleInteractive,
  updateDeviceDetails,
} from './devices.usecases.js';

const tags = ['devices'];
const read = { permission: 'devices', reads: true } as const;
const manage = { permission: 'devices' } as const;
const success = { success: true as const };

/**
 * Devices (spec section 7: POST with a JSON body under /api/device). A device is addressed by its
 * deviceKey and always belongs to the organization the caller acts for; the calls naming an
 * organization must name that one. /device/identify and /device/screenshot are designed in the same style.
 */
export const devicesRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const wrongCodes: PairingBudget = {
      max: deps.config.RATE_LIMIT_LOGIN_MAX,
      windowSeconds: deps.config.RATE_LIMIT_WINDOW_SECONDS,
    };

    app.post(
      '/device/:orgId/accept',
      {
        schema: {
          tags,
          summary: 'Add the screen showing a pairing code to the organization',
          params: ZOrgIdParams,
          body: ZDeviceAcceptRequest,
          response: { 200: ZDeviceAccepted },
        },
        config: manage,
      },
      (request) => acceptDevice(deps, request.auth, request.params.orgId, request.body, wrongCodes),
    );
    app.post(
      '/device/:orgId/list',
      {
        schema: {
          tags,
          summary: "The organization's devices with their status, by name",
          params: ZOrgIdParams,
          body: ZDeviceListRequest,
          response: { 200: ZDeviceList },
        },
        config: read,
      },
      (request) => listDevices(deps, request.auth, request.params.orgId, request.body),
    );
    app.post(
      '/device/stats',
      {
        schema: {
          tags,
          summary: "The organization's devices counted by status, with the licence's limits",
          body: ZDeviceStatsRequest,
          response: { 200: ZDeviceStats },
        },
        config: read,
      },
      (request) => deviceStats(deps, request.auth),
    );
    app.post(
      '/device/info',
      {
        schema: {
          tags,
          summary: 'A device’s details and status (a fallback description for an unknown key)',
          body: ZDeviceKeyRequest,
          response: { 200: ZDeviceInfo },
        },
        config: read,
      },
      (request) => deviceInfo(deps, request.auth, request.body.deviceKey),
    );
    app.post(
      '/device/groupList',
      {
        schema: {
          tags,
          summary: 'The group of a device and the groups above it, nearest first',
          body: ZDeviceKeyRequest,
          response: { 200: ZGroupList },
        },
        config: read,
      },
      (request) => deviceGroups(deps, request.auth, request.body.deviceKey),
    );
    app.post(
      '/device/activeThumbnail',
      {
        schema: {
          tags,
          summary: 'The latest picture the screen sent of what it shows',
          body: ZDeviceKeyRequest,
          response: { 200: ZActiveThumbnail },
        },
        config: read,
      },
      (request) => activeThumbnail(deps, request.auth, request.body.deviceKey),
    );
    app.post(
      '/device/setName',
      {
        schema: {
          tags,
          summary: "Rename a device (empty: shown as 'Screen {id}')",
          body: ZDeviceSetNameRequest,
          response: { 200: ZSuccess },
        },
        config: manage,
      },
      async (request) => {
        await setDeviceName(deps, request.auth, request.body);
        return success;
      },
    );
    app.post(
      '/device/details',
      {
        schema: {
          tags,
          summary: "Change a device's type, description and timezone",
          body: ZDeviceDetailsRequest,
          response: { 200: ZSuccess },
        },
        config: manage,
      },
      async (request) => {
        await updateDeviceDetails(deps, request.auth, request.body);
        return success;
      },
    );
    app.post(
      '/device/interactive/toggle',
      {
        schema: {
          tags,
          summary: 'Make devices interactive or not; answers how many of the organization are',
          body: ZInteractiveToggleRequest,
          response: { 200: ZInteractiveToggled },
        },
        config: manage,
      },
      (request) => toggleInteractive(deps, request.auth, request.body),
    );
    app.post(
      '/device/remove',
      {
        schema: {
          tags,
          summary: 'Remove a device: the screen forgets it and shows a new pairing code',
          body: ZDeviceKeyRequest,
          response: { 200: ZSuccess },
        },
        config: manage,
      },
      async (request) => {
        await removeDevice(deps, request.auth, request.body.deviceKey);
        return success;
      },
    );
    for (const [path, type, summary] of [
      ['/device/identify', 'identify', 'Ask the screen to show its name for a few seconds'],
      ['/device/screenshot', 'screenshot', 'Ask the screen to send a picture of what it shows now'],
    ] as const) {
      app.post(
        path,
        {
          schema: { tags, summary, body: ZDeviceKeyRequest, response: { 200: ZSuccess } },
          config: manage,
        },
        async (request) => {
          await sendToDevice(deps, request.auth, request.body.deviceKey, { type });
          return success;
        },
      );
    }
  };
