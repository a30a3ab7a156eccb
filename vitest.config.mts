import fs from 'node:fs';
import path from 'node:path';
import {defineConfig} from 'vitest/config';

const root = import.meta.dirname;
const coreExports = path.join(root, 'node_modules/@docusaurus/core/lib/client/exports');
const classicTheme = path.join(root, 'node_modules/@docusaurus/theme-classic/lib/theme');

/** `@theme/X` as Docusaurus resolves it: the site's override in src/theme/ if there is one, else the theme's. */
function themeComponent(name: string): string | undefined {
  const candidates = [path.join(root, 'src/theme', name), path.join(classicTheme, name)].flatMap(
    (base) =>
      ['.tsx', '.ts', '.js', '/index.tsx', '/index.ts', '/index.js'].map((end) => base + end),
  );
  return candidates.find((file) => fs.existsSync(file));
}

// The same module aliases Docusaurus gives its bundler, so components import exactly as in the site.
export default defineConfig({
  resolve: {
    alias: [
      {find: /^@site\/(.*)$/, replacement: path.join(root, '$1')},
      {find: /^@generated\/(.*)$/, replacement: path.join(root, '.docusaurus/$1')},
      {
        find: /^@theme-original\/(.*)$/,
        replacement: path.join(root, 'node_modules/@docusaurus/theme-classic/lib/theme/$1'),
      },
      {
        find: /^@theme\/(.*)$/,
        replacement: '$1',
        customResolver: (source) => themeComponent(source),
      },
      {
        find: /^@docusaurus\/(BrowserOnly|ExecutionEnvironment|Head|Interpolate|Link|Translate|isInternalUrl|useBrokenLinks|router|useBaseUrl|useDocusaurusContext|useGlobalData|useIsBrowser|useIsomorphicLayoutEffect|useRouteContext)$/,
        replacement: path.join(coreExports, '$1.js'),
      },
    ],
  },
  // tsconfig says jsx: preserve for Docusaurus's bundler; tests compile JSX themselves.
  oxc: {jsx: {runtime: 'automatic'}},
  test: {
    globals: true,
    restoreMocks: true,
    projects: [
      // Pure logic, scripts and the stand-in dashboard run in Node; only components need a DOM.
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'dashboard-stub/**/*.test.ts',
            'deploy/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      // Reads the production build: run after `npm run build:test`.
      {
        extends: true,
        test: {name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'node'},
      },
    ],
  },
});
