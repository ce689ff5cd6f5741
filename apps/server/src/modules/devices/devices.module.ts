import type { FastifyPluginAsync } from 'fastify';
import type { Deps } from '../../platform/deps.js';
import { registerDeviceHandlers } from './devices.handlers.js';
import { devicesRoutes } from './devices.routes.js';
import { groupsRoutes } from './groups.routes.js';
import { registerScheduleHandlers } from './schedules.usecases.js';
import { schedulesRoutes } from './schedules.routes.js';

/** Screens: devices, their groups and schedules. */
export const devicesModule =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    const unregister = [registerDeviceHandlers(), registerScheduleHandlers()];
    await app.register(devicesRoutes(deps));
    await app.register(groupsRoutes(deps));
    await app.register(schedulesRoutes(deps));
    app.addHook('onClose', async () => {
      for (const drop of unregister) drop();
    });
  };
