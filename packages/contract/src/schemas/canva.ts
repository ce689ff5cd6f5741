import { z } from 'zod';
import { zId } from '../ids.js';
import { zText } from '../text-rule.js';
import { ZOwnSection } from './media.js';

/*
 * Canva designs (spec sections 1, 2 and 4): each user connects their own Canva account, lists and
 * searches its designs, and imports one into the media library through Canva's export.
 */

/** The user's Canva account as Placard holds it. */
export const ZCanvaConnection = z.object({
  /** the account's name in Canva, when it shares it */
  displayName: z.string().nullable(),
  connectedAt: z.string(),
});
export type TCanvaConnection = z.infer<typeof ZCanvaConnection>;

export const ZCanvaStatus = z.object({
  /** on the organization's licence and set up on the server */
  available: z.boolean(),
  /** the caller's own account; null when not connected */
  connection: ZCanvaConnection.nullable(),
});
export type TCanvaStatus = z.infer<typeof ZCanvaStatus>;

/** Where the browser goes to let Placard read the user's designs (Canva's consent page). */
export const ZCanvaConnectAnswer = z.object({ authorizeUrl: z.string() });
export type TCanvaConnectAnswer = z.infer<typeof ZCanvaConnectAnswer>;

export const CANVA_SEARCH_MAX_LENGTH = 100;
/** Canva's ids: letters, digits, dashes and underscores */
export const zCanvaId = zText()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.invalid' });

export const ZCanvaDesignsRequest = z.object({
  query: zText().trim().max(CANVA_SEARCH_MAX_LENGTH).default(''),
  /** Canva's token of the next page, as the last answer gave it */
  continuation: z.string().max(2048).nullable().default(null),
});
export type TCanvaDesignsRequest = z.input<typeof ZCanvaDesignsRequest>;

/** A design of the user's Canva account. */
export const ZCanvaDesign = z.object({
  id: z.string(),
  title: z.string(),
  /** the design's thumbnail, served through Placard (Canva's own addresses last minutes) */
  thumbnailUrl: z.string().nullable(),
  /** where the user edits it in Canva, and where it is viewed */
  editUrl: z.string(),
  viewUrl: z.string().nullable(),
  pageCount: z.number().int().nullable(),
  updatedAt: z.string().nullable(),
});
export type TCanvaDesign = z.infer<typeof ZCanvaDesign>;

export const ZCanvaDesigns = z.object({
  designs: z.array(ZCanvaDesign),
  /** the token of the next page; null at the end */
  continuation: z.string().nullable(),
});
export type TCanvaDesigns = z.infer<typeof ZCanvaDesigns>;

/** The shapes of a new design: a landscape or portrait screen (1920 × 1080 or 1080 × 1920). */
export const CANVA_NEW_DESIGN_SHAPES = ['landscape', 'portrait'] as const;
export const ZCanvaCreateRequest = z.object({
  title: zText().trim().min(1).max(100),
  shape: z.enum(CANVA_NEW_DESIGN_SHAPES).default('landscape'),
});
export type TCanvaCreateRequest = z.input<typeof ZCanvaCreateRequest>;
export const ZCanvaCreateAnswer = z.object({ design: ZCanvaDesign });

/** How a design is brought in: a picture per page, one PDF, or a video. */
export const CANVA_EXPORT_FORMATS = ['png', 'pdf', 'mp4'] as const;
export const ZCanvaExportFormat = z.enum(CANVA_EXPORT_FORMATS);
export type CanvaExportFormat = z.infer<typeof ZCanvaExportFormat>;

export const ZCanvaImportRequest = z.object({
  designId: zCanvaId,
  format: ZCanvaExportFormat.default('png'),
  section: ZOwnSection.default('my'),
  folderId: zId.nullable().default(null),
});
export type TCanvaImportRequest = z.input<typeof ZCanvaImportRequest>;

/** Exporting in Canva, saving the files into the library, then done or failed. */
export const CANVA_IMPORT_STATES = ['exporting', 'saving', 'done', 'failed'] as const;
export const ZCanvaImportState = z.enum(CANVA_IMPORT_STATES);
export type CanvaImportState = z.infer<typeof ZCanvaImportState>;

export const ZCanvaImport = z.object({
  id: z.number().int(),
  designId: z.string(),
  title: z.string(),
  format: ZCanvaExportFormat,
  state: ZCanvaImportState,
  /** the files Canva made (a PNG per page), once known, and how many are saved */
  filesTotal: z.number().int().nullable(),
  filesSaved: z.number().int(),
  /** the media items made, once done */
  mediaIds: z.array(z.number().int()),
  /** why it failed: an error code with its message in the caller's language */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type TCanvaImport = z.infer<typeof ZCanvaImport>;

export const ZCanvaImportStatusRequest = z.object({ id: zId });
