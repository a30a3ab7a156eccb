import {describe, expect, it} from 'vitest';
import {speedMechanismNames, speedMechanismsOn} from './speedMechanisms';

describe('speedMechanismsOn', () => {
  it('has every mechanism on when nothing is set', () => {
    expect([...speedMechanismsOn({})]).toEqual(speedMechanismNames);
  });

  it('has none on for the stock baseline', () => {
    expect(speedMechanismsOn({BRAMBLE_SPEED: 'stock'}).size).toBe(0);
  });

  it('switches off only the mechanisms named', () => {
    const on = speedMechanismsOn({BRAMBLE_SPEED_WITHOUT: 'prefetchOnIntent, searchBoxStandIn'});
    expect(on.has('prefetchOnIntent')).toBe(false);
    expect(on.has('searchBoxStandIn')).toBe(false);
    expect(on.size).toBe(speedMechanismNames.length - 2);
  });

  it('stops on a name that is no mechanism, naming the ones there are', () => {
    expect(() => speedMechanismsOn({BRAMBLE_SPEED_WITHOUT: 'prefetchOnIntnet'})).toThrow(
      /names no mechanism "prefetchOnIntnet".*bundleAfterFirstPaint/,
    );
    expect(() => speedMechanismsOn({BRAMBLE_SPEED: 'fast'})).toThrow(/"stock" or unset/);
  });
});
