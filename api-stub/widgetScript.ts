import fs from 'node:fs/promises';
import path from 'node:path';

/** The stand-in widget, written separately (plain browser JavaScript, no build step). */
export const widgetScriptPath = path.join(__dirname, 'widget', 'api.js');

/** The script's text, or null while it does not exist. */
export async function readWidgetScript(file: string = widgetScriptPath): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
