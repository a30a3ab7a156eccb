import {describe, expect, it} from 'vitest';
import {speedMechanismNames, type SpeedMechanism} from '../../config/speedMechanisms';
import {stockModulesFor} from './stockModules';

describe('stockModulesFor', () => {
  it('replaces nothing while every mechanism is on', () => {
    expect(stockModulesFor(new Set(speedMechanismNames))).toEqual([]);
  });

  it("puts back theme-classic's and the search plugin's own modules for the baseline", () => {
    const replaced = stockModulesFor(new Set<SpeedMechanism>());
    const stockFor = (request: string) => replaced.find((m) => m.request.test(request))?.stock;
    expect(stockFor('@theme/CodeBlock/Content')).toBe('@theme-original/CodeBlock/Content');
    expect(stockFor('@theme/CodeBlock')).toBe('@theme-original/CodeBlock');
    expect(stockFor('@theme/Tabs')).toBe('@theme-original/Tabs');
    expect(stockFor('@theme/SearchBar')).toBe('@theme-original/SearchBar');
    expect(stockFor('./lazyAccountMenu')).toBe('@site/src/components/AccountMenu');
    expect(stockFor('./lazyAccountPanel')).toBe('@site/src/components/AccountMenu/AccountPanel');
    // Only the request for the override: the override's own import of the original stays.
    expect(stockFor('@theme-original/SearchBar')).toBeUndefined();
    expect(stockFor('@theme/CodeBlock/Content/styles.module.css')).toBeUndefined();
  });
});
