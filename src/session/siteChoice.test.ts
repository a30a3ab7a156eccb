import {describe, expect, it, vi} from 'vitest';
import {
  chooseSitekey,
  createSiteChoiceStore,
  siteChoiceStorageKey,
  type ChoiceStorage,
} from './siteChoice';

const shop = 'c1f43851-3ef9-4e3b-a0a7-c6e04001438f';
const blog = 'de74bf5e-4dfc-4c49-96ef-6a9722ccffa5';
const forum = 'ee6994ae-1b92-4874-8943-37b4beddf6bc';
const deleted = '4276b6a4-e806-4dda-ac92-a08c4eb7f812';
const only = 'e0126917-6d6b-4b61-bf4e-596769827727';
const sites = [{sitekey: shop}, {sitekey: blog}, {sitekey: forum}];

describe('chooseSitekey', () => {
  it.each<{
    name: string;
    sites: {sitekey: string}[];
    stored: string | null;
    expected: string | null;
  }>([
    {name: 'nothing stored: the first site', sites, stored: null, expected: shop},
    {name: 'the stored choice', sites, stored: blog, expected: blog},
    {name: 'the stored choice, last of the list', sites, stored: forum, expected: forum},
    {name: 'the stored site is gone: the first site', sites, stored: deleted, expected: shop},
    {name: 'no sites: no key', sites: [], stored: null, expected: null},
    {name: 'no sites, something stored: no key', sites: [], stored: blog, expected: null},
    {name: 'one site', sites: [{sitekey: only}], stored: blog, expected: only},
  ])('$name', ({sites, stored, expected}) => {
    expect(chooseSitekey(sites, stored)).toBe(expected);
  });
});

function memoryStorage(initial: Record<string, string> = {}): ChoiceStorage & {
  data: Record<string, string>;
} {
  const data = {...initial};
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('createSiteChoiceStore', () => {
  it('reads the stored key once, and stores a new choice under its key only', () => {
    const storage = memoryStorage({[siteChoiceStorageKey]: blog});
    const store = createSiteChoiceStore(() => storage);
    expect(store.get()).toBe(blog);
    const onChange = vi.fn();
    store.subscribe(onChange);
    store.set(forum);
    expect(store.get()).toBe(forum);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(storage.data).toEqual({[siteChoiceStorageKey]: forum});
  });

  it.each([
    {name: 'markup', stored: '<img src=x onerror=alert(1)>'},
    {name: 'a huge value', stored: 'k'.repeat(10_000)},
    {name: 'an empty string', stored: ''},
    {name: 'word characters, not a UUID', stored: 'site_key-1'},
    {name: 'a secret key', stored: '0x' + 'ab'.repeat(20)},
  ])('ignores a stored value that is not a key: $name', ({stored}) => {
    const store = createSiteChoiceStore(() => memoryStorage({[siteChoiceStorageKey]: stored}));
    expect(store.get()).toBeNull();
  });

  it('refuses to store anything that is not a key', () => {
    const storage = memoryStorage();
    const store = createSiteChoiceStore(() => storage);
    store.set('0x secret with spaces');
    expect(storage.data).toEqual({});
    expect(store.get()).toBeNull();
  });

  it('keeps the choice in memory when storage throws or is missing', () => {
    const throwing: ChoiceStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    for (const getStorage of [() => throwing, () => undefined]) {
      const store = createSiteChoiceStore(getStorage);
      expect(store.get()).toBeNull();
      store.set(blog);
      expect(store.get()).toBe(blog);
    }
  });

  it("follows another tab's choice, and ignores other storage keys", () => {
    const storage = memoryStorage({[siteChoiceStorageKey]: blog});
    const store = createSiteChoiceStore(() => storage);
    expect(store.get()).toBe(blog);
    const onChange = vi.fn();
    store.subscribe(onChange);
    storage.data.theme = 'dark';
    store.storageChanged('theme');
    expect(onChange).not.toHaveBeenCalled();
    storage.data[siteChoiceStorageKey] = forum;
    store.storageChanged(siteChoiceStorageKey);
    expect(store.get()).toBe(forum);
    expect(onChange).toHaveBeenCalledTimes(1);
    // localStorage.clear() in another tab: back to the default.
    delete storage.data[siteChoiceStorageKey];
    store.storageChanged(null);
    expect(store.get()).toBeNull();
  });
});
