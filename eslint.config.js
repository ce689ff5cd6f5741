import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** One no-restricted-imports rule per part of the code (tests included: they follow the same lines). */
function boundaries(parts) {
  return parts.map(({ files, ignores = [], group, message }) => ({
    files,
    ignores,
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] },
  }));
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: [
      'apps/web/**/*.{ts,tsx}',
      'apps/player/**/*.{ts,tsx}',
      'packages/slides/**/*.{ts,tsx}',
      'packages/fonts/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // where each part may reach: the platform knows no module, the web API client no feature, the
  // media library and the playlists not each other (what they share is features/library), the player
  // no web app or MUI, and the shared packages no app
  ...boundaries([
    {
      files: ['apps/server/src/platform/**/*.ts'],
      group: ['**/modules/**'],
      message: 'The platform knows no module: take what it needs as a parameter or through deps.hooks.',
    },
    {
      files: ['apps/server/src/modules/**/*.ts'],
      // tables name foreign keys; tests check outcomes across modules in the database
      ignores: ['apps/server/src/modules/**/*.table.ts', 'apps/server/src/modules/**/*.test.ts'],
      group: ['../*/*.table.js', '../*/*.repository.js'],
      message:
        "A module reads another module's data through the functions it exports (*.queries.ts, use cases), never its tables or repositories.",
    },
    {
      files: ['apps/web/src/api/**/*.ts'],
      group: ['**/features/**'],
      message: 'The API client knows no feature: move what it needs to src/app or src/api.',
    },
    {
      files: ['apps/web/src/features/media/**/*.{ts,tsx}'],
      group: ['**/playlists/**'],
      message: 'Media and playlists share through features/library, not each other: move the piece there.',
    },
    {
      files: ['apps/web/src/features/playlists/**/*.{ts,tsx}'],
      group: ['**/media/**'],
      message: 'Playlists and media share through features/library, not each other: move the piece there.',
    },
    {
      files: ['apps/player/src/**/*.{ts,tsx}'],
      group: ['@mui/*', '@placard/web', '**/web/src/**'],
      message: 'The player is small and stands alone: no MUI and nothing of the web app.',
    },
    {
      files: ['packages/*/src/**/*.{ts,tsx}'],
      group: ['@placard/server', '@placard/web', '@placard/player', '**/apps/**'],
      message: 'Shared packages know no app.',
    },
  ]),
  {
    files: ['apps/player/src/sw.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
