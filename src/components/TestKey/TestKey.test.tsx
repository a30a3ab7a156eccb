import React from 'react';
import {render} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {testKeyValues} from '@site/src/data/testKeys';
import TestKey from '.';

describe('TestKey', () => {
  it.each(Object.entries(testKeyValues))('shows %s as code, from the data', (name, value) => {
    const {container} = render(<TestKey name={name} />);
    expect(container.innerHTML).toBe(`<code>${value}</code>`);
  });

  it('refuses a name the data does not have, naming the ones it has', () => {
    expect(() => render(<TestKey name="sitekey" />)).toThrow(/must be one of siteKey, secretKey/);
  });
});
