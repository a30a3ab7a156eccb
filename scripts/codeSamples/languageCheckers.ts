/**
 * Which checker each fence language gets. A language missing here (and not
 * listed as plain text) fails the check, so a new language cannot slip
 * through unchecked: add its checker in ./checkers/ and its names here.
 */
import {diffChecker} from './checkers/diff';
import {goChecker} from './checkers/go';
import {htmlChecker} from './checkers/html';
import {javaChecker} from './checkers/java';
import {jsonChecker} from './checkers/json';
import {mermaidChecker} from './checkers/mermaid';
import {nginxChecker} from './checkers/nginx';
import {phpChecker} from './checkers/php';
import {pythonChecker} from './checkers/python';
import {erbChecker, rubyChecker} from './checkers/ruby';
import {shellChecker} from './checkers/shell';
import {treeSitterChecker} from './checkers/treeSitter';
import {scriptChecker} from './checkers/typeScript';
import {vueChecker} from './checkers/vue';
import type {LanguageChecker} from './languageChecker';

/** Languages that are not code (output, HTTP exchanges): shown as they are, never checked. */
export const plainTextLanguages: ReadonlySet<string> = new Set(['text', 'txt', 'http']);

const javaScript = scriptChecker('js');
const typeScript = scriptChecker('ts');
const csharp = treeSitterChecker('csharp');
const kotlin = treeSitterChecker('kotlin');

export const languageCheckers: ReadonlyMap<string, LanguageChecker> = new Map([
  ['json', jsonChecker],
  ['js', javaScript],
  ['javascript', javaScript],
  ['jsx', scriptChecker('jsx')],
  ['ts', typeScript],
  ['typescript', typeScript],
  ['tsx', scriptChecker('tsx')],
  ['python', pythonChecker],
  ['py', pythonChecker],
  ['php', phpChecker],
  ['ruby', rubyChecker],
  ['rb', rubyChecker],
  ['erb', erbChecker],
  ['bash', shellChecker],
  ['sh', shellChecker],
  ['shell', shellChecker],
  ['go', goChecker],
  ['java', javaChecker],
  ['csharp', csharp],
  ['cs', csharp],
  ['kotlin', kotlin],
  ['kt', kotlin],
  ['swift', treeSitterChecker('swift')],
  ['dart', treeSitterChecker('dart')],
  ['nginx', nginxChecker],
  ['html', htmlChecker],
  ['vue', vueChecker],
  ['mermaid', mermaidChecker],
  ['diff', diffChecker],
]);
