import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { devicesRoutes } from './devices.routes.js';
import { groupsRoutes } from './groups.routes.js';
import { playerProtocol } from './player.protocol.js';
import { schedulesRoutes } from './schedules.routes.js';

/**
 * Screens: devices, their groups and schedules, and the protocol screens speak (pairing, device
 * tokens, manifest, heartbeats, thumbnails, WebSocket) — one module, as one table holds a screen's
 * settings and what it reports. Their part in other modules' work: devicesHooks, schedulesHooks.
 */
export const devicesModule =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    await app.register(devicesRoutes(deps));
    await app.register(groupsRoutes(deps));
    await app.register(schedulesRoutes(deps));
    await app.register(playerProtocol(deps));
  };
