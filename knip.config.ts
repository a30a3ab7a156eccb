import type {KnipConfig} from 'knip';

// `npm run lint` runs knip: an unused file, export or dependency, or an import of a package
// package.json does not declare, fails it. Entries are what something loads by path rather than
// by import: Docusaurus's config and theme overrides, modules our plugins hand to the bundler,
// scripts run by node, the pages (MDX imports), the MCP server's main (npm scripts are read by knip).
const config: KnipConfig = {
  // Knip's Docusaurus plugin calls the config without Docusaurus's load context and fails on it.
  docusaurus: false,
  entry: [
    'docusaurus.config.ts',
    'sidebars.ts',
    'src/theme/**/*.{ts,tsx}',
    'src/plugins/*/clientModule.{ts,tsx}',
    // Handed to the bundler by path: the search worker, the late progress bar, the stock
    // modules of the bench's baseline, the diagram and fact components remark plugins import.
    'src/plugins/searchRanking/worker.ts',
    'src/plugins/lightFirstScript/progressBar.ts',
    // Stands in for @docusaurus/utils-common in the browser: its exports are that package's.
    'src/plugins/lightFirstScript/utilsCommon.ts',
    'src/plugins/speedSwitch/stock/*.ts',
    'src/components/Diagram/index.tsx',
    'src/components/FactTables/{CspHeader,SdkInstall}.tsx',
    // The fact tables, read from their folder (factComponentImports/factTableNames.ts).
    'src/components/FactTables/definitions/*Table.ts',
    // The stand-in widget's scripts, bundled by api-stub/widget/serve.ts.
    'api-stub/widget/page/api.ts',
    'api-stub/widget/frames/{checkbox,challenge}.ts',
    'static/js/*.js',
    'scripts/*.ts',
    'scripts/*/main.ts',
    'scripts/sampleRunner/drivers/*.mjs',
    'mcp/*.mjs',
    // mcp/build.mjs bundles from main.ts and answers a generated module from searchConstants.ts.
    'mcp/{main,searchConstants}.ts',
    'docs/**/*.mdx',
    'i18n/**/*.mdx',
  ],
  project: ['**/*.{ts,tsx,js,mjs,mdx}'],
  ignoreDependencies: [
    // Docusaurus's virtual modules: aliases the bundler resolves, not packages.
    /^@docusaurus\/(Link|Translate|Head|Interpolate|ExecutionEnvironment|BrowserOnly|router|use[A-Z]\w*)$/,
    /^@theme(-original)?\//,
    /^@generated\//,
    // The docs' Node samples import them; the sample run executes those samples.
    'express',
    'multer',
    // Grammars the code-sample check loads by file path (scripts/codeSamples/checkers/treeSitter.ts).
    '@repomix/tree-sitter-wasms',
    '@tree-sitter-grammars/tree-sitter-kotlin',
  ],
  // The toolchains the sample run and the build checks start (installed by .ci/run).
  ignoreBinaries: ['php', 'keytool', 'openssl'],
};

export default config;
