// @vitest-environment jsdom
import type {ClientModule} from '@docusaurus/types';
import progressBar from './progressBar';

type Location = Parameters<NonNullable<ClientModule['onRouteUpdate']>>[0]['location'];

const at = (pathname: string) => ({pathname}) as Location;
const bar = () => document.getElementById('progress-bar');

/** A navigation from `from` to `to`: its start, and the function that says the page has come. */
function navigate(from: string, to: string): () => void {
  const cleanup = progressBar.onRouteUpdate!({location: at(to), previousLocation: at(from)});
  return () => {
    if (typeof cleanup === 'function') cleanup();
    progressBar.onRouteDidUpdate!({location: at(to), previousLocation: at(from)});
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  bar()?.remove();
});

describe('progressBar', () => {
  it('shows the bar once a navigation has taken 200 ms, then fades and removes it when the page has come', () => {
    const arrived = navigate('/api', '/faq');
    vi.advanceTimersByTime(199);
    expect(bar()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(bar()).not.toBeNull();
    arrived();
    expect(bar()!.hasAttribute('data-done')).toBe(true);
    vi.advanceTimersByTime(400);
    expect(bar()).toBeNull();
  });

  it('shows nothing for a navigation quicker than 200 ms, nor for a change of anchor', () => {
    navigate('/api', '/faq')();
    navigate('/api', '/api')();
    vi.advanceTimersByTime(1000);
    expect(bar()).toBeNull();
  });

  it('shows nothing on the first page, which no navigation brought', () => {
    expect(
      progressBar.onRouteUpdate!({location: at('/api'), previousLocation: null}),
    ).toBeUndefined();
    progressBar.onRouteDidUpdate!({location: at('/api'), previousLocation: null});
    vi.advanceTimersByTime(1000);
    expect(bar()).toBeNull();
  });

  it('keeps one bar when a second navigation starts before the first has ended', () => {
    navigate('/api', '/faq');
    vi.advanceTimersByTime(200);
    const arrived = navigate('/faq', '/keys');
    vi.advanceTimersByTime(200);
    expect(document.querySelectorAll('#progress-bar')).toHaveLength(1);
    arrived();
    vi.advanceTimersByTime(400);
    expect(bar()).toBeNull();
  });
});
