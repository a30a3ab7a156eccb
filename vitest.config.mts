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

const contentChecks = [
  'scripts/codeSamples/codeSamples.test.ts',
  'scripts/translationCheck.test.ts',
  'scripts/frenchTypography/frenchTypography.test.ts',
];

const sampleRuns = ['scripts/sampleRunner/**/*.run.test.ts', 'api-stub/**/*.browser.test.ts'];

const devServerChecks = ['tests/dev/**/*.test.ts'];

const nginxChecks = ['deploy/nginx/localNginx.test.ts'];

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
    // Guards against a hang, not speed targets: a busy 2-core machine (CI shares its cores) may
    // take many times longer than an idle one, and speed is the bench's (#47).
    testTimeout: 300_000,
    hookTimeout: 300_000,
    projects: [
      // Nothing here starts a program outside Node: those tests are in the projects below.
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'dashboard-stub/**/*.test.ts',
            'api-stub/**/*.test.ts',
            'deploy/**/*.test.ts',
            'mcp/**/*.test.ts',
            'tests/upstream/**/*.test.ts',
          ],
          exclude: [...contentChecks, ...nginxChecks, ...sampleRuns],
          environment: 'node',
          // A fresh Node process for each small file cost five times the tests themselves; these
          // keep no state between them. Component tests stay isolated: their mocks differ.
          isolate: false,
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
      // The docs' content checked with real toolchains (php, ruby, gofmt, nginx, python3...).
      {extends: true, test: {name: 'content', include: contentChecks, environment: 'node'}},
      {extends: true, test: {name: 'samples', include: sampleRuns, environment: 'node'}},
      {extends: true, test: {name: 'dev', include: devServerChecks, environment: 'node'}},
      // Reads the production build, and runs nginx: run after `npm run build:test`.
      {
        extends: true,
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts', ...nginxChecks],
          environment: 'node',
          isolate: false,
        },
      },
    ],
  },
});
