/** The fake OpenAI-compatible service's key and model. */
export const FAKE_OPENAI = { apiKey: 'sk-fake-placard-key', model: 'fake-signage-model' } as const;

/** The settings pointing a Placard server at the fake AI service at `baseUrl` (ending in /v1). */
export function fakeOpenAiSettings(baseUrl: string): Record<string, string> {
  return { AI_BASE_URL: baseUrl, AI_API_KEY: FAKE_OPENAI.apiKey, AI_MODEL: FAKE_OPENAI.model };
}
