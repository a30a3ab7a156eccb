// After `docusaurus build`: the nginx config for this build and its precompressed files.
import path from 'node:path';
import {prepareHosting} from '../deploy/nginx/buildHosting';
import {readSiteEnv} from '../src/config/siteEnv';

async function main(): Promise<void> {
  const started = Date.now();
  const report = await prepareHosting(path.resolve('build'), readSiteEnv(process.env));
  const {files, bytes, gzipBytes, brotliBytes} = report.compressed;
  const kB = (n: number) => `${(n / 1024).toFixed(0)} kB`;
  console.log(
    `[hosting] ${path.relative('.', report.siteConfig)}: ${report.scriptHashes.length} inline script hash(es); ` +
      `${files} text files compressed (${kB(bytes)} → gzip ${kB(gzipBytes)}, brotli ${kB(brotliBytes)}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
