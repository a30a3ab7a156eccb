import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {readWidgetScript, widgetScriptPath} from './widgetScript';

describe('readWidgetScript', () => {
  it('is api-stub/widget/api.js', () => {
    expect(path.relative(process.cwd(), widgetScriptPath)).toBe(
      path.join('api-stub', 'widget', 'api.js'),
    );
  });

  it('reads the script, or null while it does not exist', async () => {
    const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'bramble-widget-'));
    try {
      const file = path.join(directory, 'api.js');
      expect(await readWidgetScript(file)).toBeNull();
      await fs.writeFile(file, 'window.bramble = {};\n');
      expect(await readWidgetScript(file)).toBe('window.bramble = {};\n');
    } finally {
      await fs.rm(directory, {recursive: true, force: true});
    }
  });
});
