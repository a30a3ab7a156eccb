import fs from 'node:fs';
import path from 'node:path';
import {renderedSiteConfigFile, renderedSiteHttpConfigFile} from '../../deploy/nginx/siteConfig';
import {coldBuild} from './coldBuild';

/** A build the bench compares, put aside with the nginx config rendered for it. */
export interface Variant {
  name: string;
  root: string;
  siteConfig: string;
  siteHttpConfig: string;
  build: {coldSeconds: number; peakMemoryMB: number};
}

const variantsDir = path.resolve('.bench');

/** Moves build/ and its rendered config into .bench/<name>/, so the next build cannot touch them. */
function putAside(name: string, build: Variant['build']): Variant {
  const dir = path.join(variantsDir, name);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  const variant = {
    name,
    root: path.join(dir, 'build'),
    siteConfig: path.join(dir, path.basename(renderedSiteConfigFile)),
    siteHttpConfig: path.join(dir, path.basename(renderedSiteHttpConfigFile)),
    build,
  };
  fs.renameSync('build', variant.root);
  fs.copyFileSync(renderedSiteConfigFile, variant.siteConfig);
  fs.copyFileSync(renderedSiteHttpConfigFile, variant.siteHttpConfig);
  return variant;
}

export async function buildVariant(name: string, env: Record<string, string>): Promise<Variant> {
  const build = await coldBuild(env);
  console.log(`built ${name}: ${build.coldSeconds} s, peak ${build.peakMemoryMB} MB`);
  return putAside(name, build);
}

/** The build already in build/ (BENCH_SKIP_BUILD). */
export const currentBuild = (name: string): Variant =>
  putAside(name, {coldSeconds: NaN, peakMemoryMB: NaN});

/** Back in build/, where `npm run serve` and the tests read it. */
export function restore(variant: Variant): void {
  fs.rmSync('build', {recursive: true, force: true});
  fs.renameSync(variant.root, 'build');
  fs.copyFileSync(variant.siteConfig, renderedSiteConfigFile);
  fs.copyFileSync(variant.siteHttpConfig, renderedSiteHttpConfigFile);
}
