import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { aiServiceOf, retryAfterSeconds } from './assistant.client.js';

describe('the AI service of the settings', () => {
  it('needs an address and a model; the key is optional and the address loses its trailing slash', () => {
    expect(aiServiceOf(loadConfig({}))).toBeNull();
    expect(aiServiceOf(loadConfig({ AI_BASE_URL: 'http://localhost:11434/v1' }))).toBeNull();
    expect(aiServiceOf(loadConfig({ AI_BASE_URL: '', AI_MODEL: 'llama3.2' }))).toBeNull();
    expect(
      aiServiceOf(loadConfig({ AI_BASE_URL: 'http://localhost:11434/v1/', AI_MODEL: 'llama3.2' })),
    ).toEqual({
      baseUrl: 'http://localhost:11434/v1',
      apiKey: undefined,
      model: 'llama3.2',
      timeoutMs: 60_000,
    });
    const openAi = loadConfig({
      AI_BASE_URL: 'https://api.openai.com/v1',
      AI_MODEL: 'gpt-4o-mini',
      AI_API_KEY: ' sk-test ',
      AI_TIMEOUT_SECONDS: '20',
    });
    expect(aiServiceOf(openAi)).toMatchObject({ apiKey: 'sk-test', timeoutMs: 20_000 });
    expect(() => loadConfig({ AI_BASE_URL: 'ftp://example.com' })).toThrow(/AI_BASE_URL/);
  });
});

describe('how long a rate-limited service asks to wait', () => {
  const now = new Date('2026-11-27T10:00:00Z');

  it('reads seconds or an HTTP date, and waits 30 seconds when it does not say', () => {
    expect(retryAfterSeconds('7', now)).toBe(7);
    expect(retryAfterSeconds('0.2', now)).toBe(1);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 10:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds(undefined, now)).toBe(30);
    expect(retryAfterSeconds('soon', now)).toBe(30);
  });
});
