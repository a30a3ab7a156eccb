import React, {type ReactNode} from 'react';
import {render} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import Token from '.';

vi.mock('@theme-original/CodeBlock/Line/Token', () => ({
  default: ({children, className}: {children: ReactNode; className: string}) => (
    <span className={className}>{children}</span>
  ),
}));
vi.mock('@site/src/session/useSubstituteKeys', () => ({
  useSubstituteKeys: () => (text: string) => text.replace('<YOUR_SITE_KEY>', 'key-1'),
}));

/** A line of tokens as theme-classic's Line hands them to Token, inside a <code>. */
function line(tokens: {types: string[]; content: string}[]) {
  const {container} = render(
    <code>
      {tokens.map((token, i) => (
        <Token key={i} line={tokens} token={token} className={`token ${token.types.join(' ')}`}>
          {token.content}
        </Token>
      ))}
    </code>,
  );
  return container.querySelector('code')!;
}

describe('Token', () => {
  it('draws every token as theme-classic does, with its element', () => {
    const code = line([
      {types: ['keyword'], content: 'const'},
      {types: ['plain'], content: ' a '},
    ]);
    expect(code.textContent).toBe('const a ');
    expect([...code.querySelectorAll('span')].map((s) => s.className)).toEqual([
      'token keyword',
      'token plain',
    ]);
  });

  it('puts the keys into a plain token that holds a placeholder', () => {
    const code = line([{types: ['plain'], content: 'key <YOUR_SITE_KEY>'}]);
    expect(code.textContent).toBe('key key-1');
  });
});
