import { z } from 'zod';
import { zGraphId } from '../widgets/social.js';

/**
 * Spec section 4, social accounts: the organization's Facebook connection (one per organization),
 * made by an owner or admin with Facebook Login. `choosing`: logged in, no page chosen yet;
 * `connected`: a page (and perhaps its Instagram professional account) chosen and readable;
 * `disconnected`: never connected, disconnected, or Facebook refused the token (`expired`).
 */
export const FACEBOOK_CONNECTION_STATES = ['disconnected', 'choosing', 'connected'] as const;
export type FacebookConnectionState = (typeof FACEBOOK_CONNECTION_STATES)[number];

export const ZFacebookPageRef = z.object({ id: zGraphId, name: z.string() });
export const ZInstagramAccountRef = z.object({ id: zGraphId, username: z.string() });
export type TInstagramAccountRef = z.infer<typeof ZInstagramAccountRef>;

export const ZFacebookConnection = z.object({
  /** whether the server has a Facebook app (FACEBOOK_APP_ID and FACEBOOK_APP_SECRET): without one, nothing is offered */
  configured: z.boolean(),
  state: z.enum(FACEBOOK_CONNECTION_STATES),
  /** the connection stopped because Facebook refused its token (expired or revoked) */
  expired: z.boolean(),
  page: ZFacebookPageRef.nullable(),
  instagram: ZInstagramAccountRef.nullable(),
  /** who connected it, and when */
  connectedBy: z.string().nullable(),
  connectedAt: z.iso.datetime().nullable(),
});
export type TFacebookConnection = z.infer<typeof ZFacebookConnection>;

/** A page the connected Facebook user manages, with the Instagram professional account linked to it. */
export const ZFacebookPage = ZFacebookPageRef.extend({ instagram: ZInstagramAccountRef.nullable() });
export type TFacebookPage = z.infer<typeof ZFacebookPage>;

export const ZFacebookPages = z.object({ pages: z.array(ZFacebookPage) });
export type TFacebookPages = z.infer<typeof ZFacebookPages>;

export const ZFacebookLoginUrl = z.object({ url: z.url() });

/** The page chosen, and whether its Instagram account is used too. */
export const ZFacebookPageChoice = z.object({ pageId: zGraphId, instagram: z.boolean().default(false) });
export type TFacebookPageChoice = z.infer<typeof ZFacebookPageChoice>;

/** What the connect page is told when Facebook sends the user back: chosen next, or why it failed. */
export const FACEBOOK_RETURN_PARAM = 'facebook';
