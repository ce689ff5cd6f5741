import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../platform/http/app-error.js';
import type { PlayerHub } from './player.socket.js';
import { device, tags } from './player.routes.js';

/**
 * GET /player/socket?token=…: the screen's WebSocket (browsers cannot set headers on one, hence the
 * token in the address; it is kept out of the access log). Pushes come down it; heartbeats and pings
 * go up (ZPlayerMessage). A refused token is answered 401 before the upgrade; a plain GET, 426.
 */
export const playerSocketRoutes =
  (hub: PlayerHub): FastifyPluginAsync =>
  async (app) => {
    app.route({
      method: 'GET',
      url: '/player/socket',
      schema: {
        tags,
        summary:
          "The screen's WebSocket (?token=): pushes down (content, unpaired, identify, screenshot, alert, alertEnded, pong), heartbeats, pings and alert receipts up",
      },
      config: device,
      // Node's response object for the upgrade request is never used once the socket is a WebSocket,
      // yet stays attached to it and keeps the whole request alive
      preHandler: async (request, reply) => {
        if (request.ws) reply.raw.detachSocket(request.raw.socket);
      },
      handler: async (_request, reply) => {
        void reply.header('upgrade', 'websocket');
        throw new AppError('BAD_REQUEST', { status: 426 });
      },
      wsHandler: (socket, request) => {
        // the plugin's error listener holds the request and reply too; the hub's own replaces it, so
        // a connection keeps a few KB instead of about 12
        socket.removeAllListeners('error');
        hub.add(request.device.id, socket);
      },
    });
  };
