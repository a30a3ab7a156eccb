import crypto from 'node:crypto';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import DataLoader from 'dataloader';
import path from 'node:path';
import {chromiumLaunchOptions} from '../../config/chromium';
import {diagramConfigs, type ColourMode} from '../../config/diagrams';
import {diagramText} from '../../lib/diagramText';
import {diagramImage, type DiagramSize} from './diagramSvg';

const colourModes = Object.keys(diagramConfigs) as ColourMode[];

/** Its accTitle and accDescr, and the size of its images. */
interface DiagramText extends DiagramSize {
  title: string;
  description: string;
}

export interface RenderedDiagram extends DiagramText {
  files: Record<ColourMode, string>;
}

interface MermaidResult {
  svg: string;
  title?: string;
  description?: string;
}

export type DrawDiagrams = (
  sources: string[],
  mode: ColourMode,
) => Promise<PromiseSettledResult<MermaidResult>[]>;

let browserDraw: DrawDiagrams | undefined;

// Docusaurus loads its config (and so this file) through jiti, whose require() and import()
// cannot load mermaid-isomorphic (ESM, import.meta). Node's own require() can (Node ≥ 20.19).
const nodeRequire = createRequire(path.resolve('package.json'));

const drawInBrowser: DrawDiagrams = async (sources, mode) => {
  if (!browserDraw) {
    const {createMermaidRenderer} = nodeRequire(
      'mermaid-isomorphic',
    ) as typeof import('mermaid-isomorphic');
    const render = createMermaidRenderer({launchOptions: chromiumLaunchOptions});
    browserDraw = (all, colourMode) =>
      render(all, {prefix: 'diagram', mermaidConfig: diagramConfigs[colourMode]});
  }
  return browserDraw(sources, mode);
};

const mermaidVersion = (nodeRequire('mermaid/package.json') as {version: string}).version;

/** Its source and everything that changes how it is drawn. */
function diagramKey(source: string): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify({source, diagramConfigs, mermaidVersion}))
    .digest('hex')
    .slice(0, 20);
}

/**
 * Named after the source, so an unchanged diagram is never drawn twice; those asked for within
 * `batchMs` are drawn together, in one browser page per mode (each takes a second to start).
 */
export function createDiagramRenderer(
  outDir: string,
  draw: DrawDiagrams = drawInBrowser,
  batchMs = 100,
): (source: string) => Promise<RenderedDiagram> {
  const metadataFile = (key: string) => path.join(outDir, `${key}.json`);
  const imageFile = (key: string, mode: ColourMode) => path.join(outDir, `${key}-${mode}.svg`);
  const stored = (key: string): RenderedDiagram => ({
    ...(JSON.parse(fs.readFileSync(metadataFile(key), 'utf8')) as DiagramText),
    files: Object.fromEntries(colourModes.map((mode) => [mode, imageFile(key, mode)])) as Record<
      ColourMode,
      string
    >,
  });

  async function drawAndStore(sources: string[], keys: string[]): Promise<(Error | undefined)[]> {
    const drawn = await Promise.all(colourModes.map((mode) => draw(sources, mode)));
    return keys.map((key, index) => {
      const results = drawn.map((forMode) => forMode[index]!);
      const failed = results.find((r) => r.status === 'rejected');
      if (failed) {
        const reason = (failed as PromiseRejectedResult).reason as {message?: string};
        return new Error(`Mermaid could not draw it: ${reason?.message ?? String(reason)}`);
      }
      const values = (results as PromiseFulfilledResult<MermaidResult>[]).map((r) => r.value);
      const images = values.map((result) => diagramImage(result.svg));
      colourModes.forEach((mode, m) => fs.writeFileSync(imageFile(key, mode), images[m]!.svg));
      const metadata: DiagramText = {
        title: values[0]!.title ?? '',
        description: values[0]!.description ?? '',
        ...images[0]!.size,
      };
      // Written last: its presence says the images are complete.
      fs.writeFileSync(metadataFile(key), JSON.stringify(metadata));
      return undefined;
    });
  }

  const loader = new DataLoader<string, RenderedDiagram>(
    async (sources) => {
      fs.mkdirSync(outDir, {recursive: true});
      const keys = sources.map(diagramKey);
      const problems: (Error | undefined)[] = sources.map((source) => {
        const {title, description} = diagramText(source);
        const missing = !title ? 'accTitle' : !description ? 'accDescr' : undefined;
        return missing
          ? new Error(
              `it has no ${missing}: every diagram needs accTitle and accDescr, its text alternative`,
            )
          : undefined;
      });
      const toDraw = sources
        .map((source, index) => ({source, index, key: keys[index]!}))
        .filter(({index, key}) => !problems[index] && !fs.existsSync(metadataFile(key)));
      if (toDraw.length > 0) {
        const drawProblems = await drawAndStore(
          toDraw.map((d) => d.source),
          toDraw.map((d) => d.key),
        );
        toDraw.forEach(({index}, i) => (problems[index] = drawProblems[i]));
      }
      return keys.map((key, index) => problems[index] ?? stored(key));
    },
    {cache: false, batchScheduleFn: (callback) => setTimeout(callback, batchMs)},
  );
  return (source) => loader.load(source);
}
