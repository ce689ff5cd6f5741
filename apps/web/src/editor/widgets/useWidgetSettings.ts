import { useState } from 'react';
import type { z } from 'zod';
import { useFormMessage } from '../../components/form/formMessage';
import { useEditor } from '../context/EditorContext';
import type { UpdateOptions } from '../state';
import { checkWidgetPatch } from './widgetPatch';

type WidgetElement = { elid: string; contents: Readonly<Record<string, unknown>> };

/**
 * A widget's settings as its properties change them: each change is checked with its kind's schema
 * and, when valid, written as one undoable command; when not, nothing is written (the widget keeps
 * its last valid settings) and the error, translated, waits under the field until it is changed again.
 */
export function useWidgetSettings(element: WidgetElement, schema: z.ZodObject) {
  const { store } = useEditor();
  const message = useFormMessage();
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});

  const without = (fields: readonly string[]) =>
    setErrors((was) => Object.fromEntries(Object.entries(was).filter(([key]) => !fields.includes(key))));

  /** Checks and writes the change; false when it was refused. */
  const apply = (patch: Record<string, unknown>, options: UpdateOptions = {}): boolean => {
    const result = checkWidgetPatch(schema, element.contents, patch);
    if (!result.ok) {
      setErrors((was) => ({ ...was, ...result.errors }));
      return false;
    }
    without(Object.keys(patch));
    store.getState().updateElements([{ elid: element.elid, patch: { contents: result.patch } }], options);
    return true;
  };

  return {
    apply,
    /** the translated error under a field, if its last change was refused */
    error: (field: string): string | undefined => {
      const key = errors[field];
      return key === undefined ? undefined : (message(key) ?? key);
    },
    /** forgets a field's error (its text is being changed, or given up) */
    clear: (field: string) => without([field]),
  };
}
