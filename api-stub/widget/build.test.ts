import {describe, expect, it} from 'vitest';
import {clientErrorCodes} from '../../src/data/clientErrorCodes';
import {frameOriginPlaceholder, widgetScript, widgetScripts} from './build';

describe('widgetScripts', () => {
  it('bundles api.js and the two frame scripts', async () => {
    const scripts = await widgetScripts();
    expect([...scripts.keys()].sort()).toEqual([
      'api.js',
      'frames/challenge.js',
      'frames/checkbox.js',
    ]);
  });

  it('carries the facts of src/data as values, without their descriptions', async () => {
    for (const [name, script] of await widgetScripts()) {
      for (const {code, cause} of clientErrorCodes) {
        expect(script, name).toContain(`"${code}"`);
        expect(script, name).not.toContain(cause.en);
      }
      expect(script, name).not.toMatch(/react|docusaurus/i);
    }
  });

  it('api.js names its frame origin with the placeholder, once', async () => {
    const script = (await widgetScripts()).get('api.js')!;
    expect(script.split(frameOriginPlaceholder)).toHaveLength(2);
  });
});

describe('widgetScript', () => {
  it('writes the frame origin in, as a string literal, never reading $ patterns', async () => {
    const script = await widgetScript("http://127.0.0.1:3003$'$&");
    expect(script).toContain(JSON.stringify("http://127.0.0.1:3003$'$&"));
    expect(script).not.toContain(frameOriginPlaceholder);
  });
});
