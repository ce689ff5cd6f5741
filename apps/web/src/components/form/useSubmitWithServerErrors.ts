import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerFieldErrors, errorMessage } from './formMessage';

interface SubmitOptions<T extends FieldValues, TOut> {
  /** the fields the server's field errors may name; they are shown on those fields */
  fields: readonly Path<T>[];
  /** the message when the server says nothing more precise */
  fallback: string;
  /** sends the checked values and does what follows success; a throw is a refusal */
  save: (values: TOut) => Promise<unknown>;
}

/**
 * The submit handler of a form saved to the server. A refusal's field errors go on their fields;
 * any other refusal becomes `failure`, the message to show above the form (cleared on each try).
 */
export function useSubmitWithServerErrors<T extends FieldValues, TOut>(
  form: Pick<UseFormReturn<T, unknown, TOut>, 'handleSubmit' | 'setError'>,
  { fields, fallback, save }: SubmitOptions<T, TOut>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save(values);
    } catch (error) {
      if (!applyServerFieldErrors(error, form.setError, fields)) setFailure(errorMessage(error, fallback));
    }
  });
  return { failure, setFailure, onSubmit };
}
