/**
 * Framework recipes as the runner sees them: every block of a page with
 * `project="express"` (and a `title`, its path in the project) belongs to
 * that project, in page order. The runner assembles the files and runs the
 * project as a real server.
 */
import {extractCodeSamples, metaAttribute} from '../codeSamples/extractCodeSamples';
import {whereInSources} from '../../src/lib/mdxPartials';
import {docsPages, pageWithPartials} from './docsPages';

export interface ProjectFile {
  /** Path in the project, from the block's title. */
  path: string;
  code: string;
  where: string;
}

export interface ProjectSample {
  name: string;
  /** The project's first block. */
  where: string;
  files: ProjectFile[];
}

export function projectsOfPage(
  source: string,
  page: string,
  whereOf: (line: number) => string = (line) => `${page}:${line}`,
): {projects: ProjectSample[]; problems: string[]} {
  const projects = new Map<string, ProjectSample>();
  const problems: string[] = [];
  for (const block of extractCodeSamples(source, page)) {
    const name = metaAttribute(block.meta, 'project');
    if (!name) continue;
    const where = whereOf(block.line);
    const title = metaAttribute(block.meta, 'title');
    if (!title) {
      problems.push(
        `${where}: a block of project "${name}" needs a title, its path in the project`,
      );
      continue;
    }
    const project = projects.get(name) ?? {name, where, files: []};
    project.files.push({path: title, code: block.code, where});
    projects.set(name, project);
  }
  return {projects: [...projects.values()], problems};
}

export function projectsOfDocs(docsDir: string): {projects: ProjectSample[]; problems: string[]} {
  const all = {projects: [] as ProjectSample[], problems: [] as string[]};
  for (const page of docsPages(docsDir)) {
    // A partial's blocks count where its tag stands, named by the partial's file and line.
    const inlined = pageWithPartials(docsDir, page);
    const found = projectsOfPage(inlined.text, page, (line) => whereInSources(inlined, line));
    all.projects.push(...found.projects);
    all.problems.push(...found.problems);
  }
  return all;
}
