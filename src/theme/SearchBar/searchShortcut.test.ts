import {searchOptions} from '@site/src/config/searchOptions';
import {isSearchShortcut, type ShortcutKeys} from './searchShortcut';

const keys = (key: string, mods: Partial<ShortcutKeys> = {}): ShortcutKeys => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('isSearchShortcut', () => {
  it('implements the keymap the plugin is given', () => {
    expect(searchOptions.searchBarShortcutKeymap).toBe('mod+k');
  });

  it.each([
    {name: 'Ctrl+K elsewhere', input: [keys('k', {ctrlKey: true}), false], expected: true},
    {name: 'Ctrl+K with Caps Lock', input: [keys('K', {ctrlKey: true}), false], expected: true},
    {name: 'Cmd+K on a Mac', input: [keys('k', {metaKey: true}), true], expected: true},
    {name: 'Ctrl+K on a Mac', input: [keys('k', {ctrlKey: true}), true], expected: false},
    {name: 'Meta+K elsewhere', input: [keys('k', {metaKey: true}), false], expected: false},
    {
      name: 'Ctrl+Shift+K',
      input: [keys('K', {ctrlKey: true, shiftKey: true}), false],
      expected: false,
    },
    {name: 'Ctrl+Alt+K', input: [keys('k', {ctrlKey: true, altKey: true}), false], expected: false},
    {name: 'K alone', input: [keys('k'), false], expected: false},
    {name: 'Ctrl+J', input: [keys('j', {ctrlKey: true}), false], expected: false},
  ] as const)('$name', ({input: [event, isMac], expected}) => {
    expect(isSearchShortcut(event, isMac)).toBe(expected);
  });
});
