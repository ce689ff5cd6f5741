import { SHAPES } from '@placard/contract';
import { z } from 'zod';

/**
 * What the model is asked to answer, per action: a small, flat shape it can fill reliably (its
 * coordinates in canvas units, its images by their place in the list of picked images), turned into
 * Placard's own documents afterwards (see assistant.slides.ts). The JSON Schema sent with the request
 * is generated from these, so the request and the check of the answer never disagree.
 */

const zHexColor = z
  .string()
  .regex(/^#[0-9A-Fa-f]{6}$/)
  .describe('a colour as #RRGGBB');
const box = {
  x: z.number().describe('left edge, in canvas units'),
  y: z.number().describe('top edge, in canvas units'),
  width: z.number(),
  height: z.number(),
};
/** a text the model must not leave empty (the JSON Schema of strict outputs has no minLength) */
const zFilled = (description: string) =>
  z
    .string()
    .describe(description)
    .refine((text) => text.trim() !== '', { error: 'must not be empty' });

export const TEXT_DRAFT_ALIGNS = ['left', 'center', 'right'] as const;

const ZTextDraft = z.strictObject({
  kind: z.enum(['text']),
  ...box,
  text: zFilled('the words shown; a line break starts a new line'),
  fontSize: z.number().describe('in canvas units'),
  color: zHexColor,
  bold: z.boolean(),
  align: z.enum(TEXT_DRAFT_ALIGNS),
});

const ZShapeDraft = z.strictObject({
  kind: z.enum(['shape']),
  shape: z.enum(SHAPES),
  ...box,
  fill: zHexColor,
  cornerRadius: z.number().describe('rounded corners of a rectangle, in canvas units; 0 for none'),
});

/** a picture by its place in the list of `count` picked */
const imageDraft = (count: number) =>
  z.strictObject({
    kind: z.enum(['image']),
    image: z
      .number()
      .int()
      .min(0)
      .max(count - 1)
      .describe('the place of the picture in the list of pictures given, from 0'),
    ...box,
  });
export type TTextDraft = z.infer<typeof ZTextDraft>;
export type TShapeDraft = z.infer<typeof ZShapeDraft>;
export type TImageDraft = z.infer<ReturnType<typeof imageDraft>>;
export type TElementDraft = TTextDraft | TShapeDraft | TImageDraft;
export type TSlideDraft = { title: string; background: string; elements: TElementDraft[] };

/** A slide the model designs; pictures only when some were picked, each of them by its place. */
function slideDraft(imageCount: number) {
  const element =
    imageCount > 0
      ? z.union([ZTextDraft, ZShapeDraft, imageDraft(imageCount)])
      : z.union([ZTextDraft, ZShapeDraft]);
  return z.strictObject({
    title: zFilled('a short name for the slide'),
    background: zHexColor,
    elements: z.array(element).describe('bottom to top'),
  });
}

export const ZWriteDraft = z.strictObject({
  headline: zFilled('a short headline'),
  body: zFilled('the body text'),
});
export const ZRewriteDraft = z.strictObject({ text: zFilled('the rewritten text') });

export function designDraft(imageCount: number) {
  return slideDraft(imageCount);
}

export function playlistDraft(slideCount: number) {
  return z.strictObject({ slides: z.array(slideDraft(0)).min(slideCount).max(slideCount) });
}

/** What the request's `response_format` carries: a name and the JSON Schema of the answer. */
export type AnswerFormat = { name: string; schema: Record<string, unknown> };

/** The JSON Schema of a draft, as OpenAI's strict structured outputs take it (no `$schema` key). */
export function answerFormat(name: string, draft: z.ZodType): AnswerFormat {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(draft, { target: 'draft-7', io: 'input' });
  return { name, schema };
}
