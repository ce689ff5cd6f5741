import type { IncomingMessage, ServerResponse } from 'node:http';
import { FAKE_OPENAI } from './openai-settings.js';
import { listenOnLoopback, readBody } from './loopback-server.js';

export { FAKE_OPENAI, fakeOpenAiSettings } from './openai-settings.js';

/**
 * An OpenAI-compatible Chat Completions API on 127.0.0.1 (POST /v1/chat/completions), speaking the
 * real protocol: a Bearer key checked (401 as OpenAI answers it), `stream: true` answered as
 * server-sent events (`chat.completion.chunk` objects, then `data: [DONE]`), `stream: false` as one
 * `chat.completion` object. Each request is recorded. Tests script the next answers (malformed JSON,
 * a rate limit with Retry-After, no answer at all, a stream that stalls); without a script the fake
 * answers what the request's structured output asks for, in the canvas its prompt names: a designed
 * slide is a coloured background, a band shape, a headline and a body text.
 */

/** What the fake does with one request. */
export type FakeAnswer =
  /** answers this content, streamed when the request asks unless `whole` (a service that never streams) */
  | { kind: 'content'; content: string; whole?: boolean }
  /** answers this HTTP status, with a Retry-After header when given */
  | { kind: 'status'; status: number; retryAfter?: string }
  /** reads the request and never answers */
  | { kind: 'hang' }
  /** starts the stream with a first piece of this content, then sends nothing more */
  | { kind: 'stall'; content: string };

export type FakeOpenAiRequest = {
  authorization: string | undefined;
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string }[];
    response_format?: { type?: string; json_schema?: { name?: string; strict?: boolean; schema?: unknown } };
  };
};

export type FakeOpenAi = {
  origin: string;
  /** for AI_BASE_URL */
  baseUrl: string;
  requests: FakeOpenAiRequest[];
  /** the answers of the next requests, in order; then the default answers again */
  script(...answers: FakeAnswer[]): void;
  /** how many streams were closed by the reader before they ended */
  readersGone(): number;
  reset(): void;
  close(): Promise<void>;
};

type Canvas = { width: number; height: number };

/** The canvas the prompt names ("a landscape canvas of 1920 × 1080 units"), 16:9 when it names none. */
function canvasOf(request: FakeOpenAiRequest): Canvas {
  const system = request.body.messages?.find((message) => message.role === 'system')?.content ?? '';
  const match = /canvas of (\d+) × (\d+) units/.exec(system);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : { width: 1920, height: 1080 };
}

/** How many pictures the prompt lists ("0: name", "1: name"…). */
function picturesOf(request: FakeOpenAiRequest): number {
  const system = request.body.messages?.find((message) => message.role === 'system')?.content ?? '';
  return system.split('\n').filter((line) => /^\d+: /.test(line)).length;
}

/**
 * A slide of a headline sitting on a coloured band, an accent bar above it and a body text on the
 * band, in the canvas; the first picture in the upper corner if any.
 */
export function fakeSlide(canvas: Canvas, title: string, pictures = 0): Record<string, unknown> {
  const short = Math.min(canvas.width, canvas.height);
  const margin = Math.round(short * 0.06);
  const textWidth = pictures > 0 ? Math.round(canvas.width * 0.55) : canvas.width - 2 * margin;
  const headline = Math.round(short / 9);
  const headlineHeight = Math.round(headline * 1.3);
  const body = Math.max(40, Math.round(short / 20));
  const band = Math.round(canvas.height * 0.62);
  const headlineTop = band - margin - headlineHeight;
  const elements: Record<string, unknown>[] = [
    {
      kind: 'shape',
      shape: 'rectangle',
      x: 0,
      y: band,
      width: canvas.width,
      height: canvas.height - band,
      fill: '#F4A261',
      cornerRadius: 0,
    },
    {
      kind: 'shape',
      shape: 'rectangle',
      x: margin,
      y: headlineTop - Math.round(margin / 2) - 16,
      width: Math.round(short * 0.15),
      height: 16,
      fill: '#E9C46A',
      cornerRadius: 8,
    },
    {
      kind: 'text',
      x: margin,
      y: headlineTop,
      width: textWidth,
      height: headlineHeight,
      text: title,
      fontSize: headline,
      color: '#FFFFFF',
      bold: true,
      align: 'left',
    },
    {
      kind: 'text',
      x: margin,
      y: band + margin,
      width: canvas.width - 2 * margin,
      height: Math.round(body * 2.6),
      text: 'Freshly made every morning.\nCome in and enjoy!',
      fontSize: body,
      color: '#1D3557',
      bold: false,
      align: 'left',
    },
  ];
  if (pictures > 0) {
    const side = Math.round(Math.min(canvas.width * 0.3, band - 2 * margin));
    elements.push({
      kind: 'image',
      image: 0,
      x: canvas.width - margin - side,
      y: margin,
      width: side,
      height: side,
    });
  }
  return { title, background: '#264653', elements };
}

/** What the request's structured output asks for, answered well. */
export function defaultContent(request: FakeOpenAiRequest): string {
  const name = request.body.response_format?.json_schema?.name;
  const canvas = canvasOf(request);
  if (name === 'slide_text') {
    return JSON.stringify({
      headline: 'Fresh coffee all day',
      body: 'Stop by the café on the ground floor.',
    });
  }
  if (name === 'rewritten_text') return JSON.stringify({ text: 'Coffee, fresh all day.' });
  if (name === 'slide_design') return JSON.stringify(fakeSlide(canvas, 'Fresh coffee', picturesOf(request)));
  if (name === 'playlist_draft') {
    const system = request.body.messages?.find((message) => message.role === 'system')?.content ?? '';
    const count = Number(/exactly (\d+) slides/.exec(system)?.[1] ?? '4');
    const slides = Array.from({ length: count }, (_, index) => fakeSlide(canvas, `Slide ${index + 1}`));
    return JSON.stringify({ slides });
  }
  return JSON.stringify({});
}

const CREATED = 1_795_000_000;

function chunkEvent(model: string, delta: Record<string, unknown>, finish: string | null): string {
  const chunk = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: CREATED,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

/** The content in pieces of a few characters, as a model streams its tokens. */
function pieces(content: string): string[] {
  const parts: string[] = [];
  for (let index = 0; index < content.length; index += 24) parts.push(content.slice(index, index + 24));
  return parts;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeOpenAiRequest[] = [];
  let scripted: FakeAnswer[] = [];
  let gone = 0;
  const held = new Set<ServerResponse>();

  function refuse(response: ServerResponse, status: number, message: string, code: string) {
    response
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { message, type: 'invalid_request_error', param: null, code } }));
  }

  function answerContent(
    request: FakeOpenAiRequest,
    response: ServerResponse,
    content: string,
    whole: boolean,
  ) {
    const model = request.body.model ?? FAKE_OPENAI.model;
    if (request.body.stream !== true || whole) {
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: CREATED,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: {
            prompt_tokens: 100,
            completion_tokens: content.length,
            total_tokens: 100 + content.length,
          },
        }),
      );
      return;
    }
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
    });
    response.write(chunkEvent(model, { role: 'assistant', content: '' }, null));
    for (const piece of pieces(content)) response.write(chunkEvent(model, { content: piece }, null));
    response.write(chunkEvent(model, {}, 'stop'));
    response.end('data: [DONE]\n\n');
  }

  async function handle(incoming: IncomingMessage, response: ServerResponse) {
    const path = new URL(incoming.url ?? '/', 'http://fake.invalid').pathname;
    if (incoming.method !== 'POST' || path !== '/v1/chat/completions') {
      return refuse(response, 404, `Unknown request URL: ${incoming.method} ${path}`, 'unknown_url');
    }
    const text = await readBody(incoming);
    let body: FakeOpenAiRequest['body'];
    try {
      body = JSON.parse(text) as FakeOpenAiRequest['body'];
    } catch {
      return refuse(response, 400, 'We could not parse the JSON body of your request.', 'invalid_json');
    }
    const request = { authorization: incoming.headers.authorization, body };
    requests.push(request);
    if (request.authorization !== `Bearer ${FAKE_OPENAI.apiKey}`) {
      return refuse(response, 401, 'Incorrect API key provided.', 'invalid_api_key');
    }
    const next = scripted.shift() ?? { kind: 'content', content: defaultContent(request) };
    if (next.kind === 'content') return answerContent(request, response, next.content, next.whole === true);
    if (next.kind === 'status') {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (next.retryAfter !== undefined) headers['retry-after'] = next.retryAfter;
      return void response.writeHead(next.status, headers).end(
        JSON.stringify({
          error: { message: 'Rate limit reached.', type: 'requests', code: 'rate_limit_exceeded' },
        }),
      );
    }
    held.add(response);
    response.on('close', () => {
      held.delete(response);
      if (!response.writableFinished) gone += 1;
    });
    if (next.kind === 'stall') {
      const model = request.body.model ?? FAKE_OPENAI.model;
      response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
      response.write(chunkEvent(model, { role: 'assistant', content: next.content.slice(0, 24) }, null));
    }
  }

  const server = await listenOnLoopback(handle);
  const origin = server.origin;
  return {
    origin,
    baseUrl: `${origin}/v1`,
    requests,
    script: (...answers) => void (scripted = [...scripted, ...answers]),
    readersGone: () => gone,
    reset() {
      scripted = [];
      requests.length = 0;
    },
    async close() {
      for (const response of held) response.destroy();
      await server.close();
    },
  };
}
