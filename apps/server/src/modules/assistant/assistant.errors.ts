import { moduleErrors } from '../../platform/http/app-error.js';

/** The error codes of the AI content assistant, with their HTTP statuses. */
export const assistantError = moduleErrors({
  /** the licence has no AI assistant, or the server is not set up for one (AI_BASE_URL, AI_MODEL) */
  ASSISTANT_NOT_AVAILABLE: 403,
  /** the AI service asks to slow down (its rate limit); the answer says when to try again */
  ASSISTANT_RATE_LIMITED: 429,
  /** the AI service could not be reached, refused Placard's key, or failed */
  ASSISTANT_UNAVAILABLE: 502,
  /** the AI service did not answer in AI_TIMEOUT_SECONDS */
  ASSISTANT_TIMEOUT: 504,
  /** the model answered twice what Placard cannot use (not JSON, or not the shape asked for) */
  ASSISTANT_INVALID_ANSWER: 502,
  /** the organization's balance does not cover the action's price */
  OUT_OF_CREDITS: 402,
});
export type AssistantErrorCode = Parameters<typeof assistantError>[0];
