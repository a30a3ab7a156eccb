// The downloadable projects the build holds (`build/downloads`, `build/fr/downloads`) are, byte
// for byte, the projects the docs make now with the test keys; their own tests run in the
// sample run (scripts/sampleRunner/downloadableProjects.run.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {builtProjectProblems} from '../../scripts/sampleRunner/downloadableProjects';
import {docsPagesOf, projectManifests} from '../../src/plugins/downloadableProjects/projectFiles';
import {locales} from '../../src/config/site';

describe.each(locales)('the $code downloads', (locale) => {
  const downloads = path.join('build', locale.prefix, 'downloads');
  const manifests = projectManifests(docsPagesOf(locale.docsDir), locale.code);

  it('are in the build, a zip and a manifest for each project', () => {
    expect(manifests.length).toBeGreaterThan(0);
    const missing = manifests
      .flatMap(({project}) => [`${project}.zip`, `${project}.json`])
      .filter((file) => !fs.existsSync(path.join(downloads, file)));
    expect(missing).toEqual([]);
  });

  it('are the projects the docs make', () => {
    expect(manifests.flatMap((manifest) => builtProjectProblems(manifest, downloads))).toEqual([]);
  });
});
