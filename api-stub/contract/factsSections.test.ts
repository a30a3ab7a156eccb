import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {factsSections} from './factsSections';

const root = path.join(import.meta.dirname, '../..');
// The facts live beside the project, not in it: where they are present, the list must match them.
const factsFile = path.join(root, '../shared/bramble-facts.md');

const contractFiles = ['api-stub/contract', 'dashboard-stub/contract'].flatMap((folder) =>
  fs
    .readdirSync(path.join(root, folder))
    .filter((name) => /\.contract\.(browser\.)?test\.ts$/.test(name))
    .map((name) => `${folder}/${name}`),
);

describe('the contract tests list every facts section', () => {
  it.each(factsSections)(
    '$heading: held by contract tests that name it, or says why not',
    (section) => {
      if (section.contracts.length === 0) expect(section.notHeld).toMatch(/.{20,}/);
      for (const file of section.contracts) {
        expect(contractFiles, `${file} is not a contract test file`).toContain(file);
        // The first words of the heading: a file quotes the section it holds the stand-in to.
        const name = section.heading.split(' (')[0]!;
        expect(fs.readFileSync(path.join(root, file), 'utf8'), `${file} names "${name}"`).toContain(
          name,
        );
      }
    },
  );

  it('every contract test file is listed under a section', () => {
    const listed = new Set(factsSections.flatMap((section) => section.contracts));
    expect(contractFiles.filter((file) => !listed.has(file))).toEqual([]);
  });

  it.skipIf(!fs.existsSync(factsFile))('the sections are the facts file headings, in order', () => {
    const headings = [...fs.readFileSync(factsFile, 'utf8').matchAll(/^## (.+)$/gm)].map(
      (m) => m[1],
    );
    expect(factsSections.map((section) => section.heading)).toEqual(headings);
  });
});
