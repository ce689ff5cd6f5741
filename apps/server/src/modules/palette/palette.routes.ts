import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPalette, ZPaletteColorRequest } from '@placard/contract';
import type { Deps } from '../../platform/deps.js';
import { addColor, paletteOf, removeColor } from './palette.usecases.js';

const tags = ['palette'];
/** The palette serves the playlist editor: whoever edits playlists reads and changes it. */
const edit = { permission: 'playlist_edit' } as const;

/**
 * The organization's colour palette in the editor: the default colours, which cannot be deleted, and
 * the colours the organization saved. Every call is about the organization the caller acts for.
 */
export const paletteRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/palette',
      {
        schema: {
          tags,
          summary: "The palette's default colours and the organization's saved colours",
          response: { 200: ZPalette },
        },
        config: edit,
      },
      (request) => paletteOf(deps, request.auth),
    );
    app.post(
      '/palette/add',
      {
        schema: {
          tags,
          summary: "Saves a colour to the organization's palette (once; a default colour changes nothing)",
          body: ZPaletteColorRequest,
          response: { 200: ZPalette },
        },
        config: edit,
      },
      (request) => addColor(deps, request.auth, request.body.color),
    );
    app.post(
      '/palette/remove',
      {
        schema: {
          tags,
          summary: "Deletes a saved colour of the organization's palette (default colours cannot be deleted)",
          body: ZPaletteColorRequest,
          response: { 200: ZPalette },
        },
        config: edit,
      },
      (request) => removeColor(deps, request.auth, request.body.color),
    );
  };
