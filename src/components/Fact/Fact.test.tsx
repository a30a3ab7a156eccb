import React from 'react';
import {render} from '@testing-library/react';
import {describe, expect, it, vi} from 'vitest';
import Fact from '.';

const context = vi.hoisted(() => ({locale: 'en'}));
vi.mock('@docusaurus/useDocusaurusContext', () => ({
  default: () => ({i18n: {currentLocale: context.locale}}),
}));

describe('Fact', () => {
  it("writes the fact in the page's locale, as text", () => {
    context.locale = 'fr';
    expect(render(<Fact name="checkboxLabel" />).container.innerHTML).toBe('Je suis un humain');
    context.locale = 'en';
    expect(render(<Fact name="checkboxLabel" />).container.innerHTML).toBe('I am human');
  });

  it('refuses a name the data does not have', () => {
    expect(() => render(<Fact name="checkbox" />)).toThrow(/must be one of/);
  });
});
