import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDeviceList,
  ZGroupAddDeviceRequest,
  ZGroupAddDevicesRequest,
  ZGroupCreated,
  ZGroupCreateRequest,
  ZGroupDetails,
  ZGroupDevicesRequest,
  ZGroupIdRequest,
  ZGroupList,
  ZGroupListRequest,
  ZGroupTree,
  ZGroupTreeRequest,
  ZGroupUpdateRequest,
  ZDeviceKeyRequest,
  ZSuccess,
} from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import {
  addDevicesToGroup,
  addDeviceToGroup,
  createGroup,
  groupDetails,
  groupTree,
  listGroupDevices,
  listGroups,
  removeDeviceFromGroup,
  removeGroup,
  updateGroupDetails,
} from './groups.usecases.js';

const tags = ['groups'];
const read = { permission: 'devices', reads: true } as const;
const manage = { permission: 'devices' } as const;
const success = { success: true as const };

/**
 * Device groups (spec section 7, Groups: POST with a JSON body under /api/group). Groups nest; a device
 * is in one group at most. Every group belongs to the organization the caller acts for. The group
 * schedule calls are in schedules.routes.ts.
 */
export const groupsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/group/list',
      {
        schema: {
          tags,
          summary: 'The groups directly under a group (or at the top level), with their counts',
          body: ZGroupListRequest,
          response: { 200: ZGroupList },
        },
        config: read,
      },
      (request) => listGroups(deps, request.auth, request.body),
    );
    app.post(
      '/group/details',
      {
        schema: {
          tags,
          summary: 'A group with its counts and the groups above it',
          body: ZGroupIdRequest,
          response: { 200: ZGroupDetails },
        },
        config: read,
      },
      (request) => groupDetails(deps, request.auth, request.body),
    );
    app.post(
      '/group/updateDetails',
      {
        schema: {
          tags,
          summary: 'Rename a group, change its description, or move it (parentId; null: the top level)',
          body: ZGroupUpdateRequest,
          response: { 200: ZGroupDetails },
        },
        config: manage,
      },
      (request) => updateGroupDetails(deps, request.auth, request.body),
    );
    app.post(
      '/group/create',
      {
        schema: {
          tags,
          summary: 'Create a group, moving the given devices into it',
          body: ZGroupCreateRequest,
          response: { 200: ZGroupCreated },
        },
        config: manage,
      },
      (request) => createGroup(deps, request.auth, request.body),
    );
    app.post(
      '/group/remove',
      {
        schema: {
          tags,
          summary: 'Delete a group: its subgroups move up, its devices leave groups, its schedule goes',
          body: ZGroupIdRequest,
          response: { 200: ZSuccess },
        },
        config: manage,
      },
      async (request) => {
        await removeGroup(deps, request.auth, request.body.id);
        return success;
      },
    );
    app.post(
      '/group/listDevices',
      {
        schema: {
          tags,
          summary: 'The devices directly in a group, as the device list shows them',
          body: ZGroupDevicesRequest,
          response: { 200: ZDeviceList },
        },
        config: read,
      },
      (request) => listGroupDevices(deps, request.auth, request.body),
    );
    app.post(
      '/group/addDevice',
      {
        schema: {
          tags,
          summary: 'Move a device into a group (optionally making it interactive or not)',
          body: ZGroupAddDeviceRequest,
          response: { 200: ZSuccess },
        },
        config: manage,
      },
      async (request) => {
        await addDeviceToGroup(deps, request.auth, request.body);
        return success;
      },
    );
    app.post(
      '/group/addDevices',
      {
        schema: {
          tags,
          summary: 'Move devices into a group (deviceKeyList: a JSON array of device keys)',
          body: ZGroupAddDevicesRequest,
          response: { 200: ZSuccess },
        },
        config: manage,
      },
      async (request) => {
        await addDevicesToGroup(deps, request.auth, request.body);
        return success;
      },
    );
    app.post(
      '/group/removeDevice',
      {
        schema: {
          tags,
          summary: 'Take a device out of its group',
          body: ZDeviceKeyRequest,
          response: { 200: ZSuccess },
        },
        config: manage,
      },
      async (request) => {
        await removeDeviceFromGroup(deps, request.auth, request.body.deviceKey);
        return success;
      },
    );
    app.post(
      '/group/groupList',
      {
        schema: {
          tags,
          summary: "The nested groups under a group, or the organization's whole tree (groupId null)",
          body: ZGroupTreeRequest,
          response: { 200: ZGroupTree },
        },
        config: read,
      },
      (request) => groupTree(deps, request.auth, request.body.groupId),
    );
  };
