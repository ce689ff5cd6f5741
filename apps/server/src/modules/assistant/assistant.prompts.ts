import { canvasSize, SHAPES, type Locale, type RewriteStyle, type TAspect } from '@placard/contract';
import type { ChatMessage } from './assistant.client.js';
import { LEGIBLE_FONT_SIZE, type PickedImage } from './assistant.slides.js';

const LANGUAGES: Record<Locale, string> = { en: 'English', es: 'Spanish', fr: 'French', sv: 'Swedish' };

/** What every prompt says: who is asked, and to answer the JSON asked for only. */
const ROLE =
  'You write content for digital signage: screens in shops, receptions, canteens and waiting rooms, ' +
  'read in passing and from a distance. Keep it short, concrete and friendly; no hashtags, no emoji ' +
  'unless asked, no invented facts such as prices, dates or phone numbers that the brief does not give. ' +
  'Answer with one JSON object matching the schema given, and nothing else.';

function language(locale: Locale): string {
  return `Write in ${LANGUAGES[locale]}, whatever language the brief is in.`;
}

/** How to lay out a slide on the canvas of the playlist's aspect. */
function layoutRules(aspect: TAspect): string {
  const { width, height } = canvasSize(aspect);
  const margin = Math.round(Math.min(width, height) * 0.05);
  const orientation = width >= height ? 'landscape' : 'portrait';
  return [
    `The slide is a ${orientation} canvas of ${width} × ${height} units; x grows to the right, y downwards, ` +
      'and each element is a box: its top-left corner (x, y), its width and height.',
    `Keep every element inside a safe area ${margin} units from each edge.`,
    `Text must be legible from across a room: headlines ${Math.round(height / 10)}–${Math.round(height / 6)} units, ` +
      `other text at least ${Math.max(LEGIBLE_FONT_SIZE, Math.round(height / 22))} units; a text box is tall ` +
      'enough for its lines (about 1.2 × the font size each) and wide enough for its words.',
    'Use few words and few elements (three to six), with clear contrast between text and what is behind ' +
      'it (dark text on light colours, light text on dark ones), two or three colours that go together, ' +
      'and no overlapping text.',
    `Shapes: ${SHAPES.join(', ')}. Elements are listed bottom to top: a shape behind a text comes first.`,
  ].join('\n');
}

function pictureList(images: readonly PickedImage[]): string {
  if (images.length === 0) return 'Use no pictures.';
  const lines = images.map((image, index) => {
    const size = image.width && image.height ? ` (${image.width} × ${image.height} pixels)` : '';
    return `${index}: ${image.name}${size}`;
  });
  return [
    'Use each of these pictures once, by its number, in a box of about its proportions (it is cropped to fill it):',
    ...lines,
  ].join('\n');
}

export function writeMessages(brief: string, locale: Locale): ChatMessage[] {
  return [
    {
      role: 'system',
      content: [
        ROLE,
        'Write the text of one slide: a headline of at most eight words, and a body of one to three short sentences.',
        language(locale),
      ].join('\n'),
    },
    { role: 'user', content: brief },
  ];
}

const STYLES: Record<RewriteStyle, (locale: Locale) => string> = {
  shorter: (locale) =>
    `Make the text shorter, about half as long, keeping what matters. Keep its language (${LANGUAGES[locale]} if unsure).`,
  friendlier: (locale) =>
    `Make the text warmer and friendlier, about as long. Keep its language (${LANGUAGES[locale]} if unsure).`,
  formal: (locale) =>
    `Make the text more formal and professional, about as long. Keep its language (${LANGUAGES[locale]} if unsure).`,
  translate: (locale) => `Translate the text into ${LANGUAGES[locale]}, keeping its tone and length.`,
};

export function rewriteMessages(text: string, style: RewriteStyle, locale: Locale): ChatMessage[] {
  return [
    {
      role: 'system',
      content: [
        ROLE,
        'Rewrite the text the user gives; it is shown on a screen. Keep its line breaks where they still make sense.',
        STYLES[style](locale),
      ].join('\n'),
    },
    { role: 'user', content: text },
  ];
}

export function designMessages(
  brief: string,
  locale: Locale,
  aspect: TAspect,
  images: readonly PickedImage[],
): ChatMessage[] {
  return [
    {
      role: 'system',
      content: [
        ROLE,
        'Design one complete slide for the brief: a background colour, a headline, a short text, and ' +
          'shapes that frame or highlight them.',
        layoutRules(aspect),
        pictureList(images),
        language(locale),
      ].join('\n'),
    },
    { role: 'user', content: brief },
  ];
}

export function playlistMessages(
  brief: string,
  locale: Locale,
  aspect: TAspect,
  slideCount: number,
): ChatMessage[] {
  return [
    {
      role: 'system',
      content: [
        ROLE,
        `Draft a playlist of exactly ${slideCount} slides for the brief: each slide says one thing, the ` +
          'slides go together (the same colours and layout style) and the first one introduces the rest.',
        layoutRules(aspect),
        'Use no pictures.',
        language(locale),
      ].join('\n'),
    },
    { role: 'user', content: brief },
  ];
}

/** The messages of a second attempt: the first answer, and what was wrong with it. */
export function retryMessages(
  messages: readonly ChatMessage[],
  answer: string,
  problem: string,
): ChatMessage[] {
  return [
    ...messages,
    // the first answer goes back as it was, cut short: the model needs only to see its mistake
    { role: 'assistant', content: answer.slice(0, 20_000) },
    {
      role: 'user',
      content:
        `That answer could not be used: ${problem}. Answer again with one JSON object that matches the ` +
        'schema exactly, and nothing else.',
    },
  ];
}
