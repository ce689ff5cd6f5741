import { z } from 'zod';

/**
 * Validation messages travel as translation keys, with parameters after a '|':
 * 'validation.tooLong|{"max":100}'. The web form and the server translate them with the same catalogue.
 */
export type MessageParams = Record<string, string | number>;

export function messageKey(key: string, params?: MessageParams): string {
  return params && Object.keys(params).length > 0 ? `${key}|${JSON.stringify(params)}` : key;
}

export function parseMessage(message: string): { key: string; params: MessageParams } {
  const bar = message.indexOf('|');
  if (bar < 0) return { key: message, params: {} };
  try {
    return { key: message.slice(0, bar), params: JSON.parse(message.slice(bar + 1)) as MessageParams };
  } catch {
    return { key: message.slice(0, bar), params: {} };
  }
}

type RawIssue = z.core.$ZodRawIssue;

/** Maps a zod issue without its own message to a translation key. */
export function issueMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? 'validation.required'
        : messageKey('validation.invalidType', { expected: String(issue.expected) });
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? 'validation.required'
          : messageKey('validation.tooShort', { min: Number(issue.minimum) });
      }
      return messageKey('validation.tooSmall', { min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? messageKey('validation.tooLong', { max: Number(issue.maximum) })
        : messageKey('validation.tooBig', { max: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.email' : 'validation.invalidFormat';
    case 'invalid_value':
      return 'validation.invalidValue';
    case 'unrecognized_keys':
      return 'validation.unknownKeys';
    default:
      return 'validation.invalid';
  }
}

z.config({
  customError: (issue) => issueMessage(issue),
  // In a browser the schemas run as they are, not compiled to functions: Placard's pages allow no
  // eval (Content-Security-Policy), and zod trying `new Function` would be logged as refused.
  jitless: 'document' in globalThis,
});
