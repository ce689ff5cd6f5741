import { describe, expect, it } from 'vitest';
import { LOCALES } from '@placard/contract';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

const appFiles = import.meta.glob<Json>('./locales/*/*.json', { eager: true, import: 'default' });
const contractFiles = import.meta.glob<Json>('../../../packages/contract/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Groups files as { namespace: { language: content } } from paths like '<dir>/<lang>/<ns>.json'. */
function byNamespace(files: Record<string, Json>): Map<string, Map<string, Json>> {
  const result = new Map<string, Map<string, Json>>();
  for (const [path, content] of Object.entries(files)) {
    const match = /\/([a-z]{2})\/([\w-]+)\.json$/.exec(path);
    if (!match) throw new Error(`Unexpected locale file ${path}`);
    const [, language = '', namespace = ''] = match;
    const languages = result.get(namespace) ?? new Map<string, Json>();
    languages.set(language, content);
    result.set(namespace, languages);
  }
  return result;
}

/** Every leaf of a translation file as 'a.b.0.c' → value (array items keep their index). */
function leaves(value: Json, prefix = ''): Map<string, Json> {
  const result = new Map<string, Json>();
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((item, index) => [String(index), item] as const)
      : Object.entries(value);
    if (entries.length === 0 && prefix) result.set(prefix, value);
    for (const [key, item] of entries) {
      for (const [path, leaf] of leaves(item, prefix ? `${prefix}.${key}` : key)) result.set(path, leaf);
    }
  } else {
    result.set(prefix, value);
  }
  return result;
}

const interpolations = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const sources = [
  { name: 'apps/web', namespaces: byNamespace(appFiles) },
  { name: 'packages/contract', namespaces: byNamespace(contractFiles) },
];

describe.each(sources)('translations of $name', ({ namespaces }) => {
  it('has files', () => {
    expect(namespaces.size).toBeGreaterThan(0);
  });

  for (const [namespace, languages] of namespaces) {
    describe(`namespace ${namespace}`, () => {
      it('exists in every language', () => {
        const missing = LOCALES.filter((language) => !languages.has(language));
        expect(missing, `${namespace}.json missing for: ${missing.join(', ')}`).toEqual([]);
      });

      const english = leaves(languages.get('en') ?? {});

      it.each(LOCALES)('has every key, non-empty, in %s', (language) => {
        const translated = leaves(languages.get(language) ?? {});
        const problems: string[] = [];
        const keys = new Set([...english.keys(), ...translated.keys()]);
        for (const key of keys) {
          const value = translated.get(key);
          if (!english.has(key)) problems.push(`${language}/${namespace}: extra key "${key}" (not in en)`);
          else if (value === undefined) problems.push(`${language}/${namespace}: missing key "${key}"`);
          else if (typeof value !== 'string' || value.trim() === '')
            problems.push(`${language}/${namespace}: empty or non-text value at "${key}"`);
          else if (interpolations(value).join() !== interpolations(String(english.get(key))).join())
            problems.push(`${language}/${namespace}: "${key}" uses other {{placeholders}} than en`);
        }
        expect(problems).toEqual([]);
      });
    });
  }
});

describe('words the editor keeps apart', () => {
  const app = byNamespace(appFiles);
  const text = (namespace: string, key: string, language: string) =>
    String(leaves(app.get(namespace)?.get(language) ?? {}).get(key) ?? '');

  it.each(LOCALES)('%s names a slide and a background image differently', (language) => {
    const slide = text('editorLibrary', 'slides.slide', language).replace('{{number}}', '').trim();
    const backgroundImage = text('editorProperties', 'background.image', language).replace('…', '').trim();
    expect(slide).not.toBe('');
    expect(backgroundImage.toLowerCase()).not.toBe(slide.toLowerCase());
  });
});
