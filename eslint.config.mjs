// Flat config: TypeScript, React and Docusaurus rules (including untranslated-text) for src/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {globals: {...globals.browser, ...globals.node}},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {react, 'react-hooks': reactHooks, '@docusaurus': docusaurus},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...docusaurus.configs.all.rules,
      '@docusaurus/no-untranslated-text': ['error', {ignoredStrings: ['·', '—', '×', '/', '`']}],
    },
  },
  {
    // Playwright fixtures declare their dependencies with an object pattern, empty when there are none.
    files: ['tests/**/*.ts'],
    rules: {'no-empty-pattern': 'off'},
  },
  {
    // Tests assert on visible English text and are not shipped.
    files: ['src/**/*.test.{ts,tsx}'],
    rules: {'@docusaurus/no-untranslated-text': 'off'},
  },
);
