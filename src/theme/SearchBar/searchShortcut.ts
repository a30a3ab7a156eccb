/** The keys of a keyboard event that the search shortcut reads. */
export type ShortcutKeys = Pick<
  KeyboardEvent,
  'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'
>;

/**
 * Whether the event is the search shortcut, `mod+k` as src/config/searchOptions.ts sets it for
 * the plugin: Cmd+K on a Mac, Ctrl+K elsewhere, with no other modifier (the plugin's own
 * matching, utils/keymap.js, which the stand-in cannot import without the plugin's code).
 */
export function isSearchShortcut(event: ShortcutKeys, isMac: boolean): boolean {
  return (
    event.key.toLowerCase() === 'k' &&
    event.ctrlKey === !isMac &&
    event.metaKey === isMac &&
    !event.altKey &&
    !event.shiftKey
  );
}

/** Whether the browser runs on a Mac, as the plugin tells (utils/platform.js, user agent). */
export function isMacBrowser(): boolean {
  return /mac/i.test(navigator.userAgent);
}

/** The keys the plugin shows for the shortcut (its getKeymapHints for `mod+k`). */
export const searchShortcutHints = (isMac: boolean): string[] => [isMac ? '⌘' : 'ctrl', 'K'];
