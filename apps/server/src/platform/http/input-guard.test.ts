import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateMessage } from '@placard/contract';
import { expectError, organizationWithMember, type LoggedIn } from '../../test/factories.js';
import { createUpload } from '../../test/media-uploads.js';
import { newPlaylist, playlistCall, shapeElement } from '../../test/playlists.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let owner: LoggedIn;
let playlistId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await organizationWithMember(t);
  playlistId = await newPlaylist(t, owner, 'Lobby');
}, 60_000);
afterAll(() => t?.close());

const TEXT_EN = translateMessage('en', 'validation.text');

/** Saves slide 0 of the playlist with these elements, as the editor does. */
function saveElements(elements: object[], language = 'en') {
  return playlistCall(
    t,
    owner,
    'updateSlide',
    { playlistId, slideNumber: 0, slideData: { elements } },
    { 'accept-language': language },
  );
}

const widget = (contents: Record<string, unknown>) => shapeElement('w', { eltype: 'news', contents });
const text = (insert: string) =>
  shapeElement('t', { eltype: 'text', contents: { delta: [{ insert }, { insert: '\n' }] } });

describe('NUL and lone surrogates in a request', () => {
  it('are refused with a translated 400 before a pairing is looked up, without a login', async () => {
    const response = await post(
      t.app,
      '/api/player/pair/status',
      { pairingId: 'a\u0000b', secret: 'x' },
      { 'accept-language': 'sv' },
    );
    const error = expectError(response, 400, 'VALIDATION_FAILED');
    expect(error.fields).toEqual({ pairingId: translateMessage('sv', 'validation.text') });
    expect(error.fields?.pairingId).not.toBe(TEXT_EN);
  });

  it('are refused wherever they sit in a slide document: value, key, widget settings, name, text', async () => {
    const cases: [object[], string][] = [
      [[shapeElement('a', { name: 'Logo\u0000' })], 'slideData.elements.0.name'],
      [[shapeElement('a', { name: 'x\ud800y' })], 'slideData.elements.0.name'],
      [[text('Welcome\u0000')], 'slideData.elements.0.contents.delta.0.insert'],
      [[text('Welcome \udc00')], 'slideData.elements.0.contents.delta.0.insert'],
      [[widget({ feed: { title: 'News\u0000' } })], 'slideData.elements.0.contents.feed.title'],
      [[widget({ feed: { 'ti\u0000tle': 'News' } })], 'slideData.elements.0.contents.feed.ti\u0000tle'],
      [[widget({ ['\ud800']: 1 })], 'slideData.elements.0.contents.\ud800'],
      [[shapeElement('a', { ['na\u0000me']: 'x' })], 'slideData.elements.0.na\u0000me'],
    ];
    for (const [elements, field] of cases) {
      const error = expectError(await saveElements(elements), 400, 'VALIDATION_FAILED');
      expect(error.fields, field).toEqual({ [field]: TEXT_EN });
    }
    // emoji are surrogate pairs, and welcome
    const saved = await saveElements([text('Välkommen 🎉👋🏽'), widget({ feed: { title: '📰' } })]);
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('are refused in query strings too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/organizations/${owner.organizationId}/suborganizations?q=Lobby%00`,
      headers: { cookie: owner.cookie },
    });
    expect(expectError(response, 400, 'VALIDATION_FAILED').fields).toEqual({ q: TEXT_EN });
  });
});

describe('nesting', () => {
  it('widget settings 5,000 levels deep are refused as too deep, not a crash', async () => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const element = JSON.stringify(widget({ deep: '@' }));
    const payload = `{"playlistId":${playlistId},"slideNumber":0,"slideData":{"elements":[${element.replace('"@"', deep)}]}}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/playlist/updateSlide',
      payload,
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
    });
    const error = expectError(response, 400, 'VALIDATION_FAILED');
    expect(Object.values(error.fields ?? {})).toEqual([translateMessage('en', 'validation.tooDeep')]);
  });

  it('a slide document nested past its own limit, or too long, is refused', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = { a: deep };
    const tooDeep = expectError(await saveElements([widget({ deep })]), 400, 'VALIDATION_FAILED');
    expect(Object.values(tooDeep.fields ?? {})).toEqual([translateMessage('en', 'validation.tooDeep')]);
    const ops = Array.from({ length: 80 }, () => ({ insert: 'x'.repeat(10_000) }));
    const long = shapeElement('t', { eltype: 'text', contents: { delta: ops } });
    const tooLong = expectError(await saveElements([long]), 400, 'VALIDATION_FAILED');
    expect(Object.values(tooLong.fields ?? {})).toEqual([translateMessage('en', 'validation.tooLarge')]);
  });
});

describe('a tus upload named with NUL', () => {
  it('is refused when it is created, naming the file name', async () => {
    const response = await createUpload(t, owner, 'a\u0000b.png', 10);
    const error = expectError(response, 400, 'VALIDATION_FAILED');
    expect(error.fields).toEqual({ filename: TEXT_EN });
    expect(response.headers.location).toBeUndefined();
  });
});
