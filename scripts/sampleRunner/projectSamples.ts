/**
 * Framework recipes as the runner sees them: every block of a page with `project="express"` (and
 * a `title`, its path in the project) belongs to that project, in page order. The runner writes
 * the files and runs the project as a real server.
 */
import {metaAttribute} from '../../src/lib/codeBlockMeta';
import {docsBlocks} from '../../src/plugins/downloadableProjects/projectFiles';
import {docsPages, pageWithPartials} from './docsPages';

export interface ProjectSample {
  name: string;
  /** The project's first block. */
  where: string;
  /** Each path in the project, from the block's title. */
  files: {path: string; code: string; where: string}[];
}

export function projectsOfDocs(docsDir: string): {projects: ProjectSample[]; problems: string[]} {
  const projects = new Map<string, ProjectSample>();
  const problems: string[] = [];
  const pages = docsPages(docsDir).map((page) => {
    const {text, origins} = pageWithPartials(docsDir, page);
    return {page, source: text, origins};
  });
  for (const {meta, where, code} of docsBlocks(pages)) {
    const name = metaAttribute(meta, 'project');
    const title = metaAttribute(meta, 'title');
    if (!name) continue;
    if (!title)
      problems.push(
        `${where}: a block of project "${name}" needs a title, its path in the project`,
      );
    else {
      const project = projects.get(name) ?? {name, where, files: []};
      project.files.push({path: title, code, where});
      projects.set(name, project);
    }
  }
  return {projects: [...projects.values()], problems};
}
