import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canvasSize,
  PACKAGE_DEFAULTS,
  ZApiError,
  ZAssistantEvent,
  ZAssistantStatus,
  ZSlideData,
  type TAssistantEvent,
  type TAssistantResult,
  type TCredits,
  type TSlideData,
} from '@placard/contract';
import { organizationWithMember, type LoggedIn } from '../../test/factories.js';
import {
  fakeOpenAiSettings,
  FAKE_OPENAI,
  startFakeOpenAi,
  type FakeOpenAi,
} from '../../test/fakes/openai.js';
import { distinctPng } from '../../test/media-library.js';
import { uploadMedia } from '../../test/media-uploads.js';
import { newPlaylist, slideIds, templateCall } from '../../test/playlists.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { creditMovements } from '../licensing/credits.table.js';
import { upsertPricing } from '../licensing/licensing.repository.js';
import { licenseOf } from '../licensing/licensing.usecases.js';

const WITH_ASSISTANT = { ...PACKAGE_DEFAULTS.location_1y.features, aiAssistant: true };

let fake: FakeOpenAi;
let t: TestApp;
let owner: LoggedIn;
let playlistId: number;
let portraitId: number;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({ OUTBOUND_ALLOW_PRIVATE: 'true', ...fakeOpenAiSettings(fake.baseUrl) });
  owner = await organizationWithMember(t, {
    name: 'Harbour Café',
    license: { features: WITH_ASSISTANT, totalCredits: 1000 },
  });
  playlistId = await newPlaylist(t, owner, 'Lobby');
  portraitId = await newPlaylist(t, owner, 'Totem', { aspectType: '9:16' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** An organization of its own with the assistant, `credits` credits and a playlist. */
async function customer(credits: number, name = 'Station Kiosk') {
  const member = await organizationWithMember(t, {
    name,
    license: { features: WITH_ASSISTANT, totalCredits: credits },
  });
  return { member, playlistId: await newPlaylist(t, member, 'Kiosk') };
}

const run = (who: LoggedIn, body: Record<string, unknown>, app: TestApp = t) =>
  post(app.app, '/api/assistant/run', body, { cookie: who.cookie, 'accept-language': 'en' });

function eventsOf(response: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  expect(response.statusCode, response.body).toBe(200);
  expect(String(response.headers['content-type'])).toContain('application/x-ndjson');
  return response.body
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => ZAssistantEvent.parse(JSON.parse(line)));
}

function resultOf(events: TAssistantEvent[]): TAssistantResult {
  const last = events.at(-1);
  if (last?.type !== 'result') throw new Error(`no result: ${JSON.stringify(last)}`);
  return last.result;
}

function errorOf(events: TAssistantEvent[]) {
  const last = events.at(-1);
  if (last?.type !== 'error') throw new Error(`no error: ${JSON.stringify(last)}`);
  return last;
}

async function creditsOf(who: LoggedIn): Promise<TCredits> {
  const row = await licenseOf(t.app.deps, who.organizationId);
  return { totalCredits: row?.totalCredits ?? 0, usedCredits: row?.usedCredits ?? 0 };
}

function refusal(response: { statusCode: number; json: () => unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  return ZApiError.parse(response.json()).error;
}

const write = { action: 'write', brief: 'Our café opens a terrace this summer', language: 'en' };

/** Every element of a slide lies inside the canvas. */
function insideCanvas(data: TSlideData, canvas: { width: number; height: number }) {
  for (const element of data.elements) {
    const { x, y } = element.transform.translation;
    expect(x).toBeGreaterThanOrEqual(0);
    expect(y).toBeGreaterThanOrEqual(0);
    expect(x + element.width).toBeLessThanOrEqual(canvas.width);
    expect(y + element.height).toBeLessThanOrEqual(canvas.height);
  }
}

describe('the status of the assistant', () => {
  it('is available with the prices (the organization’s own over the defaults) and the credits', async () => {
    const { member } = await customer(40, 'Priced Kiosk');
    await upsertPricing(t.app.deps.db, member.organizationId, { item: 'ai_design', value: 7 }, new Date());
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/assistant/status',
      headers: { cookie: member.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZAssistantStatus.parse(response.json())).toEqual({
      available: true,
      prices: { write: 1, rewrite: 1, design: 7, draft_playlist: 5 },
      credits: { totalCredits: 40, usedCredits: 0 },
    });
  });

  it("answers 404 for another organization's playlist", async () => {
    const { member } = await customer(1, 'Nosy Kiosk');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/assistant/status?playlistId=${playlistId}`,
      headers: { cookie: member.cookie },
    });
    expect(refusal(response, 404).code).toBe('NOT_FOUND');
  });
});

describe('running an action', () => {
  it('writes a headline and a body, paid with the price of the action, asking the model set up', async () => {
    fake.reset();
    const before = await creditsOf(owner);
    const events = eventsOf(await run(owner, { ...write, playlistId }));
    expect(events[0]).toEqual({
      type: 'started',
      cost: 1,
      credits: { totalCredits: before.totalCredits, usedCredits: before.usedCredits + 1 },
    });
    expect(events.some((event) => event.type === 'progress' && event.attempt === 1)).toBe(true);
    expect(resultOf(events)).toEqual({
      action: 'write',
      headline: 'Fresh coffee all day',
      body: 'Stop by the café on the ground floor.',
    });
    expect(await creditsOf(owner)).toEqual({ ...before, usedCredits: before.usedCredits + 1 });
    const [asked] = fake.requests;
    expect(asked?.authorization).toBe(`Bearer ${FAKE_OPENAI.apiKey}`);
    expect(asked?.body).toMatchObject({
      model: FAKE_OPENAI.model,
      stream: true,
      response_format: { type: 'json_schema', json_schema: { name: 'slide_text', strict: true } },
    });
    expect(asked?.body.response_format?.json_schema?.schema).toMatchObject({
      type: 'object',
      required: ['headline', 'body'],
      additionalProperties: false,
    });
    expect(asked?.body.messages?.[0]?.content).toContain('Write in English');
  });

  it('rewrites a text in the style asked', async () => {
    fake.reset();
    const body = {
      action: 'rewrite',
      playlistId,
      text: 'Coffee is available.',
      style: 'translate',
      language: 'sv',
    };
    expect(resultOf(eventsOf(await run(owner, body)))).toEqual({
      action: 'rewrite',
      text: 'Coffee, fresh all day.',
    });
    expect(fake.requests[0]?.body.messages?.[0]?.content).toContain('Translate the text into Swedish');
  });

  it("designs a whole slide in the playlist's canvas, with the pictures picked from the library", async () => {
    fake.reset();
    const picture = await uploadMedia(t, owner, 'terrace.png', await distinctPng());
    const body = {
      action: 'design',
      playlistId,
      brief: 'Terrace opening',
      language: 'en',
      mediaIds: [picture.id],
    };
    const result = resultOf(eventsOf(await run(owner, body)));
    if (result.action !== 'design') throw new Error('not a design');
    const data = ZSlideData.parse(result.slide.data);
    expect(result.slide.title).toBe('Fresh coffee');
    expect(data.background).toEqual({ type: 'color', color: '#264653' });
    expect(data.elements.map((element) => element.eltype)).toEqual([
      'shape',
      'shape',
      'text',
      'text',
      'image',
    ]);
    const image = data.elements.find((element) => element.eltype === 'image');
    expect(image?.contents).toMatchObject({ mediaId: picture.id, url: picture.url });
    const texts = data.elements.filter((element) => element.eltype === 'text');
    expect(texts[0]?.contents).toMatchObject({
      delta: [
        { insert: 'Fresh coffee', attributes: { font: 'roboto', color: '#FFFFFF', bold: true } },
        { insert: '\n', attributes: { align: 'left' } },
      ],
    });
    insideCanvas(data, canvasSize({ type: '16:9' }));
    expect(fake.requests[0]?.body.messages?.[0]?.content).toContain('0: terrace.png');
  });

  it("places a design in a portrait playlist's canvas, whatever coordinates the model gives", async () => {
    fake.reset();
    const wild = {
      title: 'Wild',
      background: '#ffffff',
      elements: [
        {
          kind: 'shape',
          shape: 'star5',
          x: -500,
          y: 5000,
          width: 9000,
          height: 30,
          fill: '#e63946',
          cornerRadius: 40,
        },
        {
          kind: 'text',
          x: 2000,
          y: -40,
          width: 600,
          height: 10,
          text: 'Tiny\u0007 text',
          fontSize: 4,
          color: '#000000',
          bold: false,
          align: 'center',
        },
      ],
    };
    fake.script({ kind: 'content', content: JSON.stringify(wild) });
    const body = { action: 'design', playlistId: portraitId, brief: 'Anything', language: 'en' };
    const result = resultOf(eventsOf(await run(owner, body)));
    if (result.action !== 'design') throw new Error('not a design');
    const canvas = canvasSize({ type: '9:16' });
    insideCanvas(result.slide.data, canvas);
    const [shape, text] = result.slide.data.elements;
    expect(shape).toMatchObject({
      width: canvas.width,
      contents: { shape: 'star5', fill: '#E63946', cornerRadius: 0 },
    });
    expect(text?.contents).toMatchObject({
      delta: [{ insert: 'Tiny text', attributes: { size: 'XS' } }, { insert: '\n' }],
    });
    expect(fake.requests[0]?.body.messages?.[0]?.content).toContain('portrait canvas of 1080 × 1920 units');
  });

  it('drafts the slides of a playlist', async () => {
    fake.reset();
    const body = {
      action: 'draft_playlist',
      playlistId,
      brief: 'A week of lunch offers',
      language: 'fr',
      slideCount: 3,
    };
    const result = resultOf(eventsOf(await run(owner, body)));
    if (result.action !== 'draft_playlist') throw new Error('not a draft');
    expect(result.slides.map((slide) => slide.title)).toEqual(['Slide 1', 'Slide 2', 'Slide 3']);
    for (const slide of result.slides) ZSlideData.parse(slide.data);
    expect(fake.requests[0]?.body.response_format?.json_schema?.schema).toMatchObject({
      properties: { slides: { minItems: 3, maxItems: 3 } },
    });
  });

  it('works for a template as for a playlist', async () => {
    fake.reset();
    const [slideId] = await slideIds(t, owner, portraitId);
    const made = await templateCall(t, owner, 'create', { name: 'Poster', playlistId: portraitId, slideId });
    expect(made.statusCode, made.body).toBe(200);
    const templateId = (made.json() as { id: number }).id;
    const body = { action: 'design', playlistId: templateId, brief: 'A poster', language: 'en' };
    const result = resultOf(eventsOf(await run(owner, body)));
    if (result.action !== 'design') throw new Error('not a design');
    insideCanvas(result.slide.data, canvasSize({ type: '9:16' }));
  });

  it('reads a service that answers in one piece rather than streaming', async () => {
    fake.reset();
    fake.script({ kind: 'content', content: JSON.stringify({ text: 'Whole' }), whole: true });
    const body = { action: 'rewrite', playlistId, text: 'Partial', style: 'shorter', language: 'en' };
    const events = eventsOf(await run(owner, body));
    expect(resultOf(events)).toEqual({ action: 'rewrite', text: 'Whole' });
    expect(events).toContainEqual({ type: 'progress', characters: 16, attempt: 1 });
  });

  it('asks once more when the answer is not JSON, telling the model why, and succeeds', async () => {
    fake.reset();
    fake.script({ kind: 'content', content: '{"headline": "Oops' });
    const before = await creditsOf(owner);
    const events = eventsOf(await run(owner, { ...write, playlistId }));
    expect(resultOf(events).action).toBe('write');
    expect(events.some((event) => event.type === 'progress' && event.attempt === 2)).toBe(true);
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1]?.body.messages ?? [];
    expect(retry.at(-2)).toEqual({ role: 'assistant', content: '{"headline": "Oops' });
    expect(retry.at(-1)?.content).toContain('not valid JSON');
    expect(await creditsOf(owner)).toEqual({ ...before, usedCredits: before.usedCredits + 1 });
  });

  it('asks once more when the answer breaks the schema', async () => {
    fake.reset();
    fake.script({ kind: 'content', content: JSON.stringify({ headline: 'Only a headline' }) });
    const events = eventsOf(await run(owner, { ...write, playlistId }));
    expect(resultOf(events).action).toBe('write');
    expect(fake.requests[1]?.body.messages?.at(-1)?.content).toContain('body');
  });
});

describe('a failed action returns its credits', () => {
  it('fails with two unusable answers', async () => {
    fake.reset();
    fake.script({ kind: 'content', content: 'not json' }, { kind: 'content', content: '{"text": 3}' });
    const before = await creditsOf(owner);
    const failed = errorOf(eventsOf(await run(owner, { ...write, playlistId })));
    expect(failed.error.code).toBe('ASSISTANT_INVALID_ANSWER');
    expect(failed.credits).toEqual(before);
    expect(await creditsOf(owner)).toEqual(before);
    const movements = await t.app.deps.db
      .select()
      .from(creditMovements)
      .where(eq(creditMovements.organizationId, owner.organizationId));
    const refund = movements.at(-1);
    expect(refund).toMatchObject({ kind: 'refund', amount: 1, reason: 'ai_write', userId: owner.userId });
    expect(movements.find((movement) => String(movement.id) === refund?.reference)).toMatchObject({
      kind: 'spend',
      reason: 'ai_write',
    });
  });

  it('fails when the service is rate limited, saying when to try again', async () => {
    fake.reset();
    fake.script({ kind: 'status', status: 429, retryAfter: '7' });
    const before = await creditsOf(owner);
    const failed = errorOf(eventsOf(await run(owner, { ...write, playlistId })));
    expect(failed.error.code).toBe('ASSISTANT_RATE_LIMITED');
    expect(failed.error.message).toContain('7 seconds');
    expect(await creditsOf(owner)).toEqual(before);
  });

  it('fails when the service fails or refuses the key', async () => {
    fake.reset();
    fake.script({ kind: 'status', status: 503 }, { kind: 'status', status: 401 });
    const before = await creditsOf(owner);
    for (let index = 0; index < 2; index += 1) {
      expect(errorOf(eventsOf(await run(owner, { ...write, playlistId }))).error.code).toBe(
        'ASSISTANT_UNAVAILABLE',
      );
    }
    expect(await creditsOf(owner)).toEqual(before);
  });

  it('fails when the service takes longer than AI_TIMEOUT_SECONDS', async () => {
    const quick = await createTestApp({
      OUTBOUND_ALLOW_PRIVATE: 'true',
      ...fakeOpenAiSettings(fake.baseUrl),
      AI_TIMEOUT_SECONDS: '1',
    });
    try {
      const member = await organizationWithMember(quick, {
        license: { features: WITH_ASSISTANT, totalCredits: 3 },
      });
      const id = await newPlaylist(quick, member, 'Slow');
      fake.reset();
      fake.script({ kind: 'hang' });
      const failed = errorOf(eventsOf(await run(member, { ...write, playlistId: id }, quick)));
      expect(failed.error.code).toBe('ASSISTANT_TIMEOUT');
      expect(failed.credits).toEqual({ totalCredits: 3, usedCredits: 0 });
    } finally {
      await quick.close();
    }
  });

  it('stops asking and refunds when the visitor leaves in the middle of the answer', async () => {
    const { member, playlistId: id } = await customer(10, 'Leaving Kiosk');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    fake.reset();
    fake.script({ kind: 'stall', content: JSON.stringify({ headline: 'Never finished', body: '…' }) });
    const goneBefore = fake.readersGone();
    const payload = JSON.stringify({ ...write, playlistId: id });
    const first = await new Promise<{ text: string; encoding: unknown }>((resolve, reject) => {
      const call = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/assistant/run',
          method: 'POST',
          headers: {
            cookie: member.cookie,
            'content-type': 'application/json',
            'accept-encoding': 'br, gzip',
            origin: t.config.PUBLIC_URL,
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString();
            // the model has begun answering: the visitor leaves
            if (text.includes('"progress"')) {
              call.destroy();
              resolve({ text, encoding: response.headers['content-encoding'] });
            }
          });
          response.on('error', () => undefined);
        },
      );
      call.on('error', (error) => {
        if (!call.destroyed) reject(error);
      });
      call.end(payload);
    });
    expect(first.text).toContain('"started"');
    // each line travels as written: never held back to be compressed
    expect(first.encoding).toBeUndefined();
    await expect.poll(() => fake.readersGone()).toBe(goneBefore + 1);
    await expect.poll(async () => (await creditsOf(member)).usedCredits).toBe(0);
    const refunds = await t.app.deps.db
      .select()
      .from(creditMovements)
      .where(
        and(eq(creditMovements.organizationId, member.organizationId), eq(creditMovements.kind, 'refund')),
      );
    expect(refunds).toHaveLength(1);
  });
});

describe('what is refused before anything is spent', () => {
  it('refuses with 402 when the credits do not cover the price, without asking the model', async () => {
    const { member, playlistId: id } = await customer(2, 'Poor Kiosk');
    fake.reset();
    const body = { action: 'design', playlistId: id, brief: 'A poster', language: 'en' };
    const error = refusal(await run(member, body), 402);
    expect(error.code).toBe('OUT_OF_CREDITS');
    expect(error.message).toContain('out of credits');
    expect(fake.requests).toHaveLength(0);
    expect(await creditsOf(member)).toEqual({ totalCredits: 2, usedCredits: 0 });
  });

  it('lets exactly as many simultaneous runs start as the balance covers', async () => {
    const { member, playlistId: id } = await customer(5, 'Busy Kiosk');
    fake.reset();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => run(member, { ...write, playlistId: id })),
    );
    const started = responses.filter((response) => response.statusCode === 200);
    expect(started).toHaveLength(5);
    for (const response of started) expect(resultOf(eventsOf(response)).action).toBe('write');
    const refused = responses.filter((response) => response.statusCode === 402);
    expect(refused).toHaveLength(15);
    expect(await creditsOf(member)).toEqual({ totalCredits: 5, usedCredits: 5 });
    expect(fake.requests).toHaveLength(5);
  });

  it("refuses another organization's playlist and pictures", async () => {
    const { member, playlistId: own } = await customer(10, 'Other Kiosk');
    fake.reset();
    expect(refusal(await run(member, { ...write, playlistId }), 404).code).toBe('NOT_FOUND');
    const picture = await uploadMedia(t, owner, 'ours.png', await distinctPng());
    const design = {
      action: 'design',
      playlistId: own,
      brief: 'A poster',
      language: 'en',
      mediaIds: [picture.id],
    };
    const error = refusal(await run(member, design), 400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {})).toEqual(['mediaIds']);
    expect(fake.requests).toHaveLength(0);
    expect(await creditsOf(member)).toEqual({ totalCredits: 10, usedCredits: 0 });
  });

  it('refuses when the licence has no AI assistant', async () => {
    const member = await organizationWithMember(t, {
      name: 'Plain Screens',
      license: { features: { ...WITH_ASSISTANT, aiAssistant: false }, totalCredits: 10 },
    });
    const id = await newPlaylist(t, member, 'Plain');
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/assistant/status',
      headers: { cookie: member.cookie },
    });
    expect(ZAssistantStatus.parse(status.json()).available).toBe(false);
    expect(refusal(await run(member, { ...write, playlistId: id }), 403).code).toBe(
      'ASSISTANT_NOT_AVAILABLE',
    );
  });

  it('refuses when the server has no AI service set up', async () => {
    const bare = await createTestApp();
    try {
      const member = await organizationWithMember(bare, {
        license: { features: WITH_ASSISTANT, totalCredits: 10 },
      });
      const id = await newPlaylist(bare, member, 'Bare');
      const status = await bare.app.inject({
        method: 'GET',
        url: `/api/assistant/status?playlistId=${id}`,
        headers: { cookie: member.cookie },
      });
      expect(ZAssistantStatus.parse(status.json())).toMatchObject({ available: false });
      expect(refusal(await run(member, { ...write, playlistId: id }, bare), 403).code).toBe(
        'ASSISTANT_NOT_AVAILABLE',
      );
    } finally {
      await bare.close();
    }
  });
});
