/**
 * Vue single-file components: @vue/compiler-sfc splits the file and parses
 * the template; the template is then compiled (which parses its expressions),
 * and `<script>` and `<script setup>` go through the TypeScript parser in the
 * flavour their `lang` names.
 */
import type {SFCBlock} from '@vue/compiler-sfc';
import {asWritten, type LanguageChecker, type SyntaxIssue} from '../languageChecker';
import {scriptIssues, type ScriptFlavour} from './typeScript';

type CompilerSfc = typeof import('@vue/compiler-sfc');

interface VueError {
  message: string;
  loc?: {start: {line: number}} | null;
}

function asIssue(error: string | VueError, firstLine = 1): SyntaxIssue {
  if (typeof error === 'string') return {message: error};
  const line = error.loc ? firstLine + error.loc.start.line - 1 : undefined;
  return {line, message: error.message};
}

function flavourOf(block: SFCBlock): ScriptFlavour {
  return block.lang === 'ts' || block.lang === 'tsx' || block.lang === 'jsx' ? block.lang : 'js';
}

function componentIssues(sfc: CompilerSfc, text: string, index: number): SyntaxIssue[] {
  const filename = `sample-${index}.vue`;
  const {descriptor, errors} = sfc.parse(text, {filename});
  if (errors.length > 0) return errors.map((error) => asIssue(error));
  const issues: SyntaxIssue[] = [];
  const {template} = descriptor;
  // Another template language (pug) would need its own compiler.
  if (template && !template.src && (template.lang ?? 'html') === 'html') {
    const compiled = sfc.compileTemplate({source: template.content, filename, id: filename});
    issues.push(...compiled.errors.map((error) => asIssue(error, template.loc.start.line)));
  }
  for (const block of [descriptor.script, descriptor.scriptSetup]) {
    if (!block || block.src) continue;
    const [blockIssues] = scriptIssues([{text: block.content, flavour: flavourOf(block)}]);
    for (const issue of blockIssues!) {
      const line =
        issue.line === undefined ? block.loc.start.line : block.loc.start.line + issue.line - 1;
      issues.push({line, message: `<script>: ${issue.message}`});
    }
  }
  return issues.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

export const vueChecker: LanguageChecker = {
  complete: [asWritten],
  fragments: [],
  async check(texts) {
    const sfc = await import('@vue/compiler-sfc');
    return texts.map((text, i) => componentIssues(sfc, text, i));
  },
};
