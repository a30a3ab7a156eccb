// The downloadable projects' French READMEs, made as the build makes them.
import path from 'node:path';
import {docsPagesOf, projectManifests} from '../../src/plugins/downloadableProjects/projectFiles';
import {french, proseOf, root, type FrenchSource} from './frenchSources';

export function frenchReadmes(): FrenchSource[] {
  const pages = docsPagesOf(path.join(root, french.docsDir));
  return projectManifests(pages, french.code).map((manifest) => {
    const source = manifest.files.find((file) => file.path === 'README.md')!.text;
    return {
      file: `README.md of ${manifest.folder} (src/plugins/downloadableProjects/readme.ts)`,
      source,
      runs: proseOf('README.md', source),
    };
  });
}
