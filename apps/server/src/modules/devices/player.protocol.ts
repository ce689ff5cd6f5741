import type { FastifyPluginAsync } from 'fastify';
import websocket from '@fastify/websocket';
import type { Deps } from '../../platform/deps.js';
import { PLAYER_CHANNEL } from './devices.push.js';
import { registerDeviceAuth } from './player.auth.js';
import { recordHeartbeat } from './player.heartbeat.usecases.js';
import { playerManifestRoutes } from './player.manifest.routes.js';
import { playerRoutes } from './player.routes.js';
import { ManifestRevisions } from './player.manifest.revisions.js';
import { PlayerHub } from './player.socket.js';
import { playerSocketRoutes } from './player.socket.routes.js';

/** The largest message a player may send up its WebSocket (a heartbeat is well under 1 KB). */
const SOCKET_MESSAGE_MAX_BYTES = 16 * 1024;

/**
 * The player protocol: pairing, manifest, heartbeats, thumbnails and the WebSocket. This instance
 * listens once on PLAYER_CHANNEL and hands each push to the sockets connected here.
 */
export const playerProtocol =
  (deps: Deps): FastifyPluginAsync =>
  async (app) => {
    const hub = new PlayerHub({
      recordHeartbeat: (deviceId, heartbeat, receivedAt) =>
        recordHeartbeat(deps, deviceId, heartbeat, { receivedAt }),
      recordAlertsShown: async (receipts) => {
        for (const record of deps.hooks.alertShown) await record(deps, receipts);
      },
      log: deps.log,
      now: deps.now,
    });
    const revisions = new ManifestRevisions(() => deps.now().getTime());
    deps.events.onGap(() => revisions.forgetAll());
    const unsubscribe = await deps.events.subscribe(PLAYER_CHANNEL, (payload) => {
      const event = hub.deliver(payload);
      if (event) revisions.forget(event.deviceIds);
    });
    await app.register(websocket, {
      options: { maxPayload: SOCKET_MESSAGE_MAX_BYTES, clientTracking: false },
      // on shutdown the hub closes its sockets (going away: players reconnect to another instance)
      preClose: async function () {
        await unsubscribe();
        await hub.close();
      },
    });
    registerDeviceAuth(app, deps);
    await app.register(playerRoutes(deps));
    await app.register(playerManifestRoutes(deps, revisions));
    await app.register(playerSocketRoutes(hub));
  };
