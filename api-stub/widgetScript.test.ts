import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  frameOriginPlaceholder,
  readWidgetScript,
  widgetScriptPath,
  withFrameOrigin,
} from './widgetScript';

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

  it('the script names its frame origin with the placeholder, once', async () => {
    const script = (await readWidgetScript())!;
    expect(script.split(frameOriginPlaceholder)).toHaveLength(2);
  });
});

describe('withFrameOrigin', () => {
  it('writes the frame origin in, as a string literal', () => {
    expect(
      withFrameOrigin(`const FRAME_ORIGIN = ${frameOriginPlaceholder};`, 'http://127.0.0.1:3003'),
    ).toBe('const FRAME_ORIGIN = "http://127.0.0.1:3003";');
  });

  it('leaves a script without the placeholder as it is, and never reads $ patterns', () => {
    expect(withFrameOrigin('window.x = 1;', 'http://a')).toBe('window.x = 1;');
    expect(withFrameOrigin(frameOriginPlaceholder, "$'$&")).toBe(JSON.stringify("$'$&"));
  });
});
