import React from 'react';
import {render} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import KeyValue from '.';

describe('KeyValue', () => {
  it('shows a placeholder as text, padded to the length of a real key by generated content', () => {
    const {container} = render(
      <KeyValue kind="secret" value={null} placeholder="YOUR_SECRET_KEY" width={42} />,
    );
    const code = container.querySelector('code')!;
    expect(code.dataset.key).toBe('secret');
    // Only the placeholder is text: the padding is never read, copied or indexed.
    expect(code.textContent).toBe('YOUR_SECRET_KEY');
    const filler = code.querySelector<HTMLElement>('[data-filler]')!;
    expect('YOUR_SECRET_KEY'.length + filler.dataset.filler!.length).toBe(42);
  });

  it('shows a real key as one text node and nothing else', () => {
    const key = '8c2e51b4-7f3a-4d5e-9a61-0b7d2c4e9f13';
    const {container} = render(
      <KeyValue kind="site" value={key} placeholder="YOUR_SITE_KEY" width={36} />,
    );
    const code = container.querySelector('code')!;
    expect([...code.childNodes].map((n) => [n.nodeType, n.textContent])).toEqual([
      [Node.TEXT_NODE, key],
    ]);
  });

  it('needs no padding when the placeholder is as long as the key', () => {
    const {container} = render(<KeyValue kind="site" value={null} placeholder="ABC" width={2} />);
    expect(container.querySelector<HTMLElement>('[data-filler]')!.dataset.filler).toBe('');
  });
});
