// Flat config: TypeScript, React and Docusaurus rules (including untranslated-text) for src/.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.bench/',
      'mcp/dist/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
    ],
  },
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
    // Code the browser runs: the build-only packages (Node's modules, CSS and HTML tooling, the
    // Markdown pipeline, browsers) would break or bloat the bundle.
    files: [
      'src/{components,theme,session,data,lib,widgetTheme}/**/*.{ts,tsx}',
      'src/plugins/*/clientModule.ts',
      'src/plugins/lightFirstScript/{progressBar,utilsCommon}.ts',
      'src/plugins/prefetchOnIntent/prefetchOnIntent.ts',
      'src/plugins/firstScriptMessages/addFeatureMessages.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}', '**/*.fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(node:.*|fs|path|os|child_process|crypto|zlib)$',
              message: 'Node modules are for build code: the browser bundle has none.',
            },
            {
              regex:
                '^(postcss|postcss-.*|purgecss|lightningcss|parse5|jsdom|unified|remark-.*|mdast-.*|mermaid|mermaid-isomorphic|playwright|@playwright/.*|tsx|gray-matter|feed)(/.*)?$',
              message: 'A build-time package: keep it in src/plugins/, src/config/ or scripts/.',
            },
          ],
        },
      ],
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
