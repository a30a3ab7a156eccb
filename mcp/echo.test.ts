import {echo, maxEcho} from './echo';

it(`repeats a short input whole, a long one cut to ${maxEcho} characters`, () => {
  expect(echo('/api')).toBe('/api');
  expect(echo('x'.repeat(maxEcho))).toBe('x'.repeat(maxEcho));
  const cut = echo('y'.repeat(1_000_000));
  expect(cut).toHaveLength(maxEcho);
  expect(cut.endsWith('…')).toBe(true);
});
