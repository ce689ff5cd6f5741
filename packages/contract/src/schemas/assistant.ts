import { z } from 'zod';
import { zId, zIds } from '../ids.js';
import { LOCALES } from '../locale.js';
import { ZSlideData } from '../slides/document.js';
import { zText } from '../text-rule.js';
import { ZCredits } from './license.js';

/**
 * The AI content assistant's actions (spec section 1): write a slide's headline and body, rewrite the
 * selected text, design a whole slide, draft several slides of a playlist.
 */
export const ASSISTANT_ACTIONS = ['write', 'rewrite', 'design', 'draft_playlist'] as const;
export type AssistantAction = (typeof ASSISTANT_ACTIONS)[number];

/** The pricing item that sets an action's price for an organization. */
export const ASSISTANT_PRICE_ITEMS = {
  write: 'ai_write',
  rewrite: 'ai_rewrite',
  design: 'ai_design',
  draft_playlist: 'ai_draft_playlist',
} as const satisfies Record<AssistantAction, string>;

/** Credits an action costs until the organization's parent sets its own price. */
export const DEFAULT_ASSISTANT_PRICES: Record<AssistantAction, number> = {
  write: 1,
  rewrite: 1,
  design: 3,
  draft_playlist: 5,
};

export const REWRITE_STYLES = ['shorter', 'friendlier', 'formal', 'translate'] as const;
export type RewriteStyle = (typeof REWRITE_STYLES)[number];

export const ASSISTANT_BRIEF_MAX_LENGTH = 1000;
export const ASSISTANT_REWRITE_MAX_LENGTH = 5000;
/** Images a designed slide may use, picked from the library. */
export const ASSISTANT_IMAGES_MAX = 4;
export const DRAFT_SLIDES_MIN = 2;
export const DRAFT_SLIDES_MAX = 8;
export const DEFAULT_DRAFT_SLIDES = 4;

const zBrief = zText().trim().min(3, { error: 'validation.required' }).max(ASSISTANT_BRIEF_MAX_LENGTH);
const zLanguage = z.enum(LOCALES);

export const ZAssistantRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('write'), playlistId: zId, brief: zBrief, language: zLanguage }),
  z.object({
    action: z.literal('rewrite'),
    playlistId: zId,
    text: zText().trim().min(1, { error: 'validation.required' }).max(ASSISTANT_REWRITE_MAX_LENGTH),
    style: z.enum(REWRITE_STYLES),
    language: zLanguage,
  }),
  z.object({
    action: z.literal('design'),
    playlistId: zId,
    brief: zBrief,
    language: zLanguage,
    mediaIds: zIds(ASSISTANT_IMAGES_MAX).default([]),
  }),
  z.object({
    action: z.literal('draft_playlist'),
    playlistId: zId,
    brief: zBrief,
    language: zLanguage,
    slideCount: z.number().int().min(DRAFT_SLIDES_MIN).max(DRAFT_SLIDES_MAX).default(DEFAULT_DRAFT_SLIDES),
  }),
]);
export type TAssistantRequest = z.input<typeof ZAssistantRequest>;

/** A slide the assistant made: a short title (for the panel) and a complete, valid slide document. */
export const ZAssistantSlide = z.object({ title: z.string(), data: ZSlideData });
export type TAssistantSlide = z.infer<typeof ZAssistantSlide>;

export const ZAssistantResult = z.discriminatedUnion('action', [
  z.object({ action: z.literal('write'), headline: z.string(), body: z.string() }),
  z.object({ action: z.literal('rewrite'), text: z.string() }),
  z.object({ action: z.literal('design'), slide: ZAssistantSlide }),
  z.object({ action: z.literal('draft_playlist'), slides: z.array(ZAssistantSlide) }),
]);
export type TAssistantResult = z.infer<typeof ZAssistantResult>;

/**
 * What `POST /api/assistant/run` streams, one JSON object per line (application/x-ndjson): the
 * credits reserved, progress while the model answers, then a result or an error. A refusal before
 * anything is reserved (out of credits, bad input) is an ordinary 4xx error instead.
 */
export const ZAssistantEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('started'), cost: z.number().int(), credits: ZCredits }),
  /** characters of the answer received so far, and which attempt (2 after an invalid first answer) */
  z.object({ type: z.literal('progress'), characters: z.number().int(), attempt: z.number().int() }),
  z.object({ type: z.literal('result'), result: ZAssistantResult, credits: ZCredits }),
  /** the work failed and its credits were returned */
  z.object({
    type: z.literal('error'),
    error: z.object({ code: z.string(), message: z.string() }),
    credits: ZCredits,
  }),
]);
export type TAssistantEvent = z.infer<typeof ZAssistantEvent>;

/** What the editor needs to show the assistant: whether it may, the prices and the balance. */
export const ZAssistantStatus = z.object({
  /** the licence has the AI assistant and the server is set up for it */
  available: z.boolean(),
  prices: z.record(z.enum(ASSISTANT_ACTIONS), z.number().int()),
  credits: ZCredits,
});
export type TAssistantStatus = z.infer<typeof ZAssistantStatus>;
