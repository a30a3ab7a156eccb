import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {darkCodeTheme, lightCodeTheme} from '../../config/codeThemes';
import {codeThemeCss} from './codeThemeCss';

/**
 * The code colours of both modes as a stylesheet: with inline colours, Docusaurus redrew every
 * code block after hydration to put the visitor's mode in, blocking the main thread.
 */
export default function codeThemeCssPlugin(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, 'code-theme', 'code-theme.css');
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, codeThemeCss({light: lightCodeTheme, dark: darkCodeTheme}));
  return {name: 'code-theme-css', getClientModules: () => [file]};
}
