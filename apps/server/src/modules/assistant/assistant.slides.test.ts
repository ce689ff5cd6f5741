import { describe, expect, it } from 'vitest';
import { ELEMENT_ID_PATTERN, ZSlideData } from '@placard/contract';
import { answerFormat, designDraft, playlistDraft } from './assistant.drafts.js';
import { cleanText, slideFromDraft, textDelta } from './assistant.slides.js';

const text = {
  kind: 'text' as const,
  x: 100,
  y: 100,
  width: 800,
  height: 200,
  text: 'Welcome',
  fontSize: 120,
  color: '#ffffff',
  bold: true,
  align: 'center' as const,
};
const picture = { mediaId: 12, url: '/api/files/abc.png', name: 'Terrace', width: 800, height: 600 };

describe('a slide from the model’s draft', () => {
  it('makes a valid document: ids, text as a delta in a font Placard has, the pictures picked', () => {
    const made = slideFromDraft(
      {
        title: 'Hello',
        background: '#102030',
        elements: [text, { kind: 'image', image: 0, x: 1000, y: 100, width: 600, height: 450 }],
      },
      { type: '16:9' },
      [picture],
    );
    if (!('data' in made)) throw new Error(made.problem);
    expect(ZSlideData.parse(made.data)).toEqual(made.data);
    expect(made.data.elements.every((element) => ELEMENT_ID_PATTERN.test(element.elid))).toBe(true);
    expect(new Set(made.data.elements.map((element) => element.elid)).size).toBe(2);
    expect(made.data.elements[0]?.contents).toMatchObject({
      delta: [
        { insert: 'Welcome', attributes: { font: 'roboto', size: 'L', color: '#FFFFFF', bold: true } },
        { insert: '\n', attributes: { align: 'center' } },
      ],
    });
    expect(made.data.elements[1]).toMatchObject({
      eltype: 'image',
      contents: { mediaId: 12, url: '/api/files/abc.png' },
      aabb: { x: 1000, y: 100, width: 600, height: 450 },
    });
  });

  it('answers the problem of a picture that was not picked, or of a slide showing nothing', () => {
    const noPicture = slideFromDraft(
      {
        title: 'x',
        background: '#000000',
        elements: [{ kind: 'image', image: 1, x: 0, y: 0, width: 10, height: 10 }],
      },
      { type: '16:9' },
      [picture],
    );
    expect(noPicture).toEqual({ problem: 'elements.0.image: there is no picture 1' });
    const empty = slideFromDraft(
      { title: 'x', background: '#000000', elements: [{ ...text, text: ' \u0000 ' }] },
      { type: '16:9' },
      [],
    );
    expect(empty).toEqual({ problem: 'elements: the slide shows nothing' });
  });

  it('keeps text of several lines with its line breaks, control characters left out', () => {
    expect(cleanText('One\r\nTwo\u0007\n')).toBe('One\nTwo');
    expect(textDelta('One\n\nTwo', { size: 50, color: '#000000', bold: false, align: 'left' })).toEqual([
      { insert: 'One', attributes: { font: 'roboto', size: 50, color: '#000000' } },
      { insert: '\n', attributes: { align: 'left', lineheight: '1.15' } },
      { insert: '\n', attributes: { align: 'left', lineheight: '1.15' } },
      { insert: 'Two', attributes: { font: 'roboto', size: 50, color: '#000000' } },
      { insert: '\n', attributes: { align: 'left', lineheight: '1.15' } },
    ]);
  });
});

describe('the schema the model is given', () => {
  it('is strict JSON Schema: every property required, no other property, pictures only when picked', () => {
    const { name, schema } = answerFormat('slide_design', designDraft(0));
    expect(name).toBe('slide_design');
    expect(schema).not.toHaveProperty('$schema');
    expect(schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['title', 'background', 'elements'],
    });
    const json = JSON.stringify(schema);
    expect(json).not.toContain('"image"');
    expect(JSON.stringify(answerFormat('slide_design', designDraft(2)).schema)).toContain('"image"');
    expect(JSON.stringify(answerFormat('playlist_draft', playlistDraft(4)).schema)).toContain('"minItems":4');
  });

  it('refuses a picture the list does not have, and empty text', () => {
    const draft = designDraft(1);
    const image = { kind: 'image', image: 3, x: 0, y: 0, width: 10, height: 10 };
    expect(draft.safeParse({ title: 'x', background: '#000000', elements: [image] }).success).toBe(false);
    expect(draft.safeParse({ title: ' ', background: '#000000', elements: [] }).success).toBe(false);
    expect(
      draft.safeParse({ title: 'x', background: '#000000', elements: [{ ...image, image: 0 }] }).success,
    ).toBe(true);
  });
});
