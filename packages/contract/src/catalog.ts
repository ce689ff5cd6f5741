import type { Locale } from './locale.js';
import { parseMessage } from './messages.js';
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enValidation from '../locales/en/validation.json' with { type: 'json' };
import esErrors from '../locales/es/errors.json' with { type: 'json' };
import esValidation from '../locales/es/validation.json' with { type: 'json' };
import frErrors from '../locales/fr/errors.json' with { type: 'json' };
import frValidation from '../locales/fr/validation.json' with { type: 'json' };
import svErrors from '../locales/sv/errors.json' with { type: 'json' };
import svValidation from '../locales/sv/validation.json' with { type: 'json' };

/** The errors and validation namespaces shared by server and web, per language. */
export const SHARED_CATALOG: Record<
  Locale,
  { errors: Record<string, string>; validation: Record<string, string> }
> = {
  en: { errors: enErrors, validation: enValidation },
  es: { errors: esErrors, validation: esValidation },
  fr: { errors: frErrors, validation: frValidation },
  sv: { errors: svErrors, validation: svValidation },
};

function interpolate(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole));
}

/** Translates 'errors.X' / 'validation.Y|{...}' keys; an unknown key falls back to English, then to itself. */
export function translateMessage(
  locale: Locale,
  message: string,
  extra: Record<string, string | number> = {},
): string {
  const { key, params } = parseMessage(message);
  const [namespace, name] = key.split('.', 2) as [string, string | undefined];
  if (!name || (namespace !== 'errors' && namespace !== 'validation')) return message;
  const template = SHARED_CATALOG[locale][namespace][name] ?? SHARED_CATALOG.en[namespace][name];
  return template ? interpolate(template, { ...params, ...extra }) : message;
}
