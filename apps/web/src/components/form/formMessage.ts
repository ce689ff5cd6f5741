import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { parseMessage } from '@placard/contract';
import { isApiError } from '../../api/client';

type Translate = (key: string, options: Record<string, unknown>) => string;

/**
 * Zod messages are keys such as 'validation.tooLong|{"max":100}'; they are translated here.
 * Anything else (the server's messages) is already in the reader's language and shown as is.
 */
export function translateFormMessage(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const { key, params } = parseMessage(message);
  const match = /^(validation|errors)\.(\w+)$/.exec(key);
  if (!match) return message;
  return t(`${match[1]}:${match[2]}`, { ...params, defaultValue: message });
}

export function useFormMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback((message: string | undefined) => translateFormMessage(t, message), [t]);
}

/**
 * Puts the server's field errors (already translated) on the form's fields.
 * Returns true when at least one field took an error, so the caller can skip a form-level message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const [name, message] of Object.entries(error.fields)) {
    const field = fields.find((candidate) => candidate === name);
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !applied });
    applied = true;
  }
  return applied;
}

/** The message to show for a failed call: the server's translated text, or a generic one. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/** Whether the failed call carried errors for these fields (shown on the fields, not above the form). */
export function hasFieldErrors(error: unknown, fields: readonly string[]): boolean {
  return isApiError(error) && Object.keys(error.fields).some((name) => fields.includes(name));
}
