import fs from 'node:fs/promises';
import path from 'node:path';

/** The stand-in widget, written separately (plain browser JavaScript, no build step). */
export const widgetScriptPath = path.join(__dirname, 'widget', 'api.js');

/** Where api.js names the widget's frame origin; the server writes the real one in. */
export const frameOriginPlaceholder = "'__BRAMBLE_FRAME_ORIGIN__'";

/** The script's text, or null while it does not exist. */
export async function readWidgetScript(file: string = widgetScriptPath): Promise<string | null> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The script as served: with the origin its frames come from, which only the running stand-in
 * knows (a port picked at start). A script without the placeholder is served as it is.
 */
export function withFrameOrigin(script: string, frameOrigin: string): string {
  return script.replace(frameOriginPlaceholder, () => JSON.stringify(frameOrigin));
}
