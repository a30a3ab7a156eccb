// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {substituteKeys} from './substituteKeys';
import {substituteKeysInText} from './substituteKeysInText';

const sitekey = '10000000-ffff-ffff-ffff-000000000001';
const secretkey = '0x' + 'a'.repeat(40);
const keysOf = (keys: {sitekey: string | null; secretkey: string | null}) => (text: string) =>
  substituteKeys(text, keys);

function code(): HTMLElement {
  const pre = document.createElement('pre');
  pre.innerHTML =
    '<span class="token string">"YOUR_SITE_KEY"</span><span class="token plain"> = </span>' +
    '<span class="token string">"YOUR_SECRET_KEY"</span><span class="token comment">// keep</span>';
  return pre;
}

describe('substituteKeysInText', () => {
  it('puts the keys into the text nodes that hold a placeholder, leaving the markup alone', () => {
    const pre = code();
    const before = pre.querySelectorAll('span').length;
    substituteKeysInText(pre, keysOf({sitekey, secretkey}), new WeakMap());
    expect(pre.textContent).toBe(`"${sitekey}" = "${secretkey}"// keep`);
    expect(pre.querySelectorAll('span')).toHaveLength(before);
  });

  it('starts again from the placeholders for another site, and after a logout', () => {
    const pre = code();
    const originals = new WeakMap<Text, string>();
    substituteKeysInText(pre, keysOf({sitekey, secretkey}), originals);
    const other = '20000000-ffff-ffff-ffff-000000000002';
    substituteKeysInText(pre, keysOf({sitekey: other, secretkey}), originals);
    expect(pre.textContent).toContain(`"${other}"`);
    substituteKeysInText(pre, keysOf({sitekey: null, secretkey: null}), originals);
    expect(pre.textContent).toBe('"YOUR_SITE_KEY" = "YOUR_SECRET_KEY"// keep');
  });

  it('writes a key as text, never as markup', () => {
    const pre = code();
    substituteKeysInText(pre, () => '<img src=x onerror=alert(1)>', new WeakMap());
    expect(pre.querySelector('img')).toBeNull();
    expect(pre.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
