import type { Locale, Role } from '@placard/contract';
import en from '../../locales/en/mail.json' with { type: 'json' };
import es from '../../locales/es/mail.json' with { type: 'json' };
import fr from '../../locales/fr/mail.json' with { type: 'json' };
import sv from '../../locales/sv/mail.json' with { type: 'json' };
import type { MailMessage } from './mailer.js';

type Catalog = typeof en;
export type MailKind = Exclude<keyof Catalog, 'footer' | 'roles'>;
const CATALOG: Record<Locale, Catalog> = { en, es, fr, sv };

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A role's name inside a mail's sentence. */
export function roleLabel(locale: Locale, role: Role): string {
  return CATALOG[locale].roles[role];
}

/** Builds a translated mail: a greeting, paragraphs, an optional code and an optional button link. */
export function renderMail(
  kind: MailKind,
  locale: Locale,
  to: string,
  values: Record<string, string>,
  action: { url?: string; code?: string },
): MailMessage {
  const catalog = CATALOG[locale];
  const t = catalog[kind];
  const all = { ...values, code: action.code ?? '', url: action.url ?? '' };
  const paragraphs = t.body.map((line) => fill(line, all));
  const button = action.url ? fill(t.button, all) : undefined;
  const text = [
    fill(t.greeting, all),
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action.code ? [action.code, ''] : []),
    ...(action.url ? [`${button}: ${action.url}`, ''] : []),
    catalog.footer,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933;line-height:1.5">',
    `<p>${escapeHtml(fill(t.greeting, all))}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    action.code
      ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(action.code)}</p>`
      : '',
    action.url
      ? `<p><a href="${escapeHtml(action.url)}" style="background:#C91E4E;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(button ?? '')}</a></p>`
      : '',
    `<p style="color:#52606d;font-size:12px">${escapeHtml(catalog.footer)}</p>`,
    '</body></html>',
  ].join('');
  return { to, subject: fill(t.subject, all), text, html, action };
}
