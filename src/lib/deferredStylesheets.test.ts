// @vitest-environment jsdom
import {describe, expect, it} from 'vitest';
import {loadDeferredStylesheets} from './deferredStylesheets';

describe('loadDeferredStylesheets', () => {
  it("enables the group's disabled stylesheets only", () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/a.css" data-deferred="search" disabled>' +
      '<link rel="stylesheet" href="/b.css" data-deferred="other" disabled>';
    loadDeferredStylesheets('search');
    const [search, other] = document.head.querySelectorAll('link');
    expect(search?.hasAttribute('disabled')).toBe(false);
    expect(other?.hasAttribute('disabled')).toBe(true);
    // Nothing left to enable is not an error.
    loadDeferredStylesheets('search');
  });
});
