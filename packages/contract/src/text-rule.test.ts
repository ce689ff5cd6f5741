import { describe, expect, it } from 'vitest';
import {
  SLIDE_DOCUMENT_DEPTH_MAX,
  SLIDE_DOCUMENT_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  ZSlideData,
  isSafeText,
  jsonProblem,
  zName,
  zText,
} from './index.js';

const shape = (overrides: Record<string, unknown> = {}) => ({
  elid: 'a',
  eltype: 'shape',
  transform: { translation: { x: 0, y: 0 }, rotation: 0, scale: { x: 1, y: 1 } },
  width: 10,
  height: 10,
  aabb: { x: 0, y: 0, width: 10, height: 10 },
  contents: { shape: 'rectangle', fill: '#336699' },
  ...overrides,
});

/** The first issue of a failed slide document parse: where, and which message. */
function slideIssue(document: unknown): { path: string; message: string } | null {
  const result = ZSlideData.safeParse(document);
  if (result.success) return null;
  const [issue] = result.error.issues;
  return issue ? { path: issue.path.join('.'), message: issue.message } : null;
}

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

describe('the text rule', () => {
  it('refuses NUL and lone high or low surrogates', () => {
    for (const text of ['a\u0000b', '\u0000', 'x\ud800y', 'x\ud800', '\udc00y', 'x\udfffy', '\ud83d\ud83d']) {
      expect(isSafeText(text), JSON.stringify(text)).toBe(false);
      expect(zText().safeParse(text).error?.issues[0]?.message).toBe('validation.text');
    }
  });

  it('accepts ordinary text, other control characters and valid surrogate pairs such as emoji', () => {
    for (const text of [
      '',
      'Lobby screen',
      'Malmö – Skåne',
      '📺 Welcome 👋🏽',
      '\ud83d\ude00',
      'tab\there\n',
    ]) {
      expect(isSafeText(text), JSON.stringify(text)).toBe(true);
      expect(zText().safeParse(text).success).toBe(true);
    }
  });

  it('is part of the shared name fields', () => {
    expect(zName().safeParse('Main\u0000hall').error?.issues[0]?.message).toBe('validation.text');
    expect(zName().safeParse('Main hall 🏛️').success).toBe(true);
  });
});

describe('the JSON walk', () => {
  it('names the string or key that breaks the text rule', () => {
    expect(jsonProblem({ a: [1, { b: 'x\u0000' }] }, { maxDepth: 10 })).toEqual({
      path: ['a', 1, 'b'],
      message: 'validation.text',
    });
    expect(jsonProblem({ a: { 'k\ud800': 1 } }, { maxDepth: 10 })).toEqual({
      path: ['a', 'k\ud800'],
      message: 'validation.text',
    });
    expect(jsonProblem({ a: ['ok', '🙂'], b: null, c: true }, { maxDepth: 10 })).toBeNull();
  });

  it('refuses nesting past its limit without overflowing the stack, however deep', () => {
    expect(jsonProblem(nested(3), { maxDepth: 3 })).toBeNull();
    expect(jsonProblem(nested(4), { maxDepth: 3 })?.message).toBe('validation.tooDeep');
    expect(jsonProblem(nested(100_000), { maxDepth: 32 })?.message).toBe('validation.tooDeep');
  });

  it('refuses a value longer than its limit as JSON', () => {
    expect(jsonProblem({ text: 'x'.repeat(80) }, { maxDepth: 5, maxLength: 100 })).toBeNull();
    expect(jsonProblem({ text: 'x'.repeat(100) }, { maxDepth: 5, maxLength: 100 })?.message).toBe(
      'validation.tooLarge',
    );
  });
});

describe('the slide document rule', () => {
  it('refuses NUL and lone surrogates in names, text, widget settings and their keys', () => {
    const text = (insert: string) => shape({ eltype: 'text', contents: { delta: [{ insert }] } });
    const widget = (contents: Record<string, unknown>) => shape({ eltype: 'news', contents });
    const cases: [unknown, string][] = [
      [{ elements: [shape({ name: 'a\u0000' })] }, 'elements.0.name'],
      [{ elements: [shape({ name: 'a\udc00' })] }, 'elements.0.name'],
      [{ elements: [text('Hello\ud800')] }, 'elements.0.contents.delta.0.insert'],
      [{ elements: [widget({ feed: { title: 'x\u0000' } })] }, 'elements.0.contents.feed.title'],
      [{ elements: [widget({ 'fe\u0000ed': 1 })] }, 'elements.0.contents'],
      [{ elements: [widget({ list: [{ 'a\ud800': true }] })] }, 'elements.0.contents.list.0.a\ud800'],
    ];
    for (const [document, path] of cases) {
      const issue = slideIssue(document);
      expect(issue?.message, path).toBe('validation.text');
      expect(issue?.path.startsWith(path), `${issue?.path} at ${path}`).toBe(true);
    }
    expect(slideIssue({ elements: [text('Välkommen 🎉')], actions: {} })).toBeNull();
  });

  it('refuses widget settings nested deeper than a document may be, and a document too long', () => {
    const widget = (contents: unknown) => shape({ eltype: 'news', contents: { deep: contents } });
    expect(slideIssue({ elements: [widget(nested(5))] })).toBeNull();
    expect(slideIssue({ elements: [widget(nested(SLIDE_DOCUMENT_DEPTH_MAX))] })?.message).toBe(
      'validation.tooDeep',
    );
    expect(slideIssue({ elements: [widget(nested(5_000))] })?.message).toBe('validation.tooDeep');
    const ops = Math.ceil(SLIDE_DOCUMENT_MAX_LENGTH / TEXT_MAX_LENGTH);
    const long = shape({
      eltype: 'text',
      contents: { delta: Array.from({ length: ops }, () => ({ insert: 'x'.repeat(TEXT_MAX_LENGTH) })) },
    });
    expect(slideIssue({ elements: [long] })).toEqual({
      path: expect.any(String),
      message: 'validation.tooLarge',
    });
  });
});
