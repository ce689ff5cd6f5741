import { z } from 'zod';
import { zWebUrl } from '../slides/elements.js';

/**
 * The website widget (spec section 5): a web page shown in a frame on the screen. A site that refuses
 * to be shown in a frame ('This website cannot be embedded.') is rejected when it is chosen.
 */

/**
 * Why a page cannot be shown in a frame: its X-Frame-Options or Content-Security-Policy
 * frame-ancestors refuse Placard; it answers an HTTP error; it cannot be reached (no such name, no
 * answer, too slow, too many redirects); or it is on an address that is not on the public internet.
 */
export const WEBSITE_CHECK_REASONS = [
  'WEBSITE_FRAME_DENIED',
  'WEBSITE_HTTP_STATUS',
  'WEBSITE_UNREACHABLE',
  'WEBSITE_BLOCKED_ADDRESS',
] as const;
export type WebsiteCheckReason = (typeof WEBSITE_CHECK_REASONS)[number];

/** The page to check before it is shown. */
export const ZWebsiteCheckRequest = z.object({ url: zWebUrl });
export type TWebsiteCheckRequest = z.infer<typeof ZWebsiteCheckRequest>;

/**
 * Whether the page can be shown in a frame: the address it finally shows (after redirects), or why
 * not, with the details (in English) for the person who chose it.
 */
export const ZWebsiteCheck = z.discriminatedUnion('embeddable', [
  z.object({ embeddable: z.literal(true), finalUrl: z.string() }),
  z.object({ embeddable: z.literal(false), reason: z.enum(WEBSITE_CHECK_REASONS), detail: z.string() }),
]);
export type TWebsiteCheck = z.infer<typeof ZWebsiteCheck>;
