import {prefetchOnIntent} from './prefetchOnIntent';

test('prefetch does nothing, preload still loads, and the result stays frozen', () => {
  const prefetch = vi.fn(() => Promise.resolve());
  const preload = vi.fn(() => Promise.resolve());
  const api = prefetchOnIntent({prefetch, preload});

  expect(api.prefetch('/api')).toBe(false);
  expect(prefetch).not.toHaveBeenCalled();
  void api.preload('/api');
  expect(preload).toHaveBeenCalledWith('/api');
  expect(Object.isFrozen(api)).toBe(true);
});
