// Fails when a translation key exists in one language and not in another, or a value is empty.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const LANGUAGES = ['en', 'es', 'fr', 'sv'];
const ROOTS = ['packages/contract/locales', 'apps/server/src/locales', 'apps/web/src/locales'];
/** Folders holding one file per language ({lang}.json) rather than a folder per language. */
const SINGLE_FILE_ROOTS = ['apps/player/src/locales'];

function keysOf(value, prefix = '') {
  if (Array.isArray(value)) return value.flatMap((item, i) => keysOf(item, `${prefix}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

const problems = [];
let checked = 0;

/** Compares one catalogue across the languages; fileOf names its file in a language. */
function checkCatalogue(fileOf) {
  const tables = Object.fromEntries(
    LANGUAGES.map((lang) => {
      try {
        return [lang, new Map(keysOf(JSON.parse(readFileSync(fileOf(lang), 'utf8'))))];
      } catch {
        problems.push(`${fileOf(lang)} is missing or not valid JSON`);
        return [lang, new Map()];
      }
    }),
  );
  const allKeys = new Set(LANGUAGES.flatMap((lang) => [...tables[lang].keys()]));
  for (const key of allKeys) {
    checked += 1;
    for (const lang of LANGUAGES) {
      const value = tables[lang].get(key);
      if (value === undefined) problems.push(`${fileOf(lang)}: missing "${key}"`);
      else if (typeof value === 'string' && value.trim() === '')
        problems.push(`${fileOf(lang)}: empty "${key}"`);
    }
  }
}

for (const root of SINGLE_FILE_ROOTS) {
  checkCatalogue((lang) => path.join(root, `${lang}.json`));
}

for (const root of ROOTS) {
  let present;
  try {
    present = statSync(root).isDirectory();
  } catch {
    present = false;
  }
  if (!present) continue;
  const namespaces = new Set(
    LANGUAGES.flatMap((lang) => {
      try {
        return readdirSync(path.join(root, lang)).filter((f) => f.endsWith('.json'));
      } catch {
        return [];
      }
    }),
  );
  for (const file of namespaces) {
    const tables = Object.fromEntries(
      LANGUAGES.map((lang) => {
        try {
          return [lang, new Map(keysOf(JSON.parse(readFileSync(path.join(root, lang, file), 'utf8'))))];
        } catch {
          problems.push(`${root}/${lang}/${file} is missing or not valid JSON`);
          return [lang, new Map()];
        }
      }),
    );
    const allKeys = new Set(LANGUAGES.flatMap((lang) => [...tables[lang].keys()]));
    for (const key of allKeys) {
      checked += 1;
      for (const lang of LANGUAGES) {
        const value = tables[lang].get(key);
        if (value === undefined) problems.push(`${root}/${lang}/${file}: missing "${key}"`);
        else if (typeof value === 'string' && value.trim() === '')
          problems.push(`${root}/${lang}/${file}: empty "${key}"`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Translations incomplete (${problems.length}):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Translations complete: ${checked} keys in ${LANGUAGES.join(', ')}`);
