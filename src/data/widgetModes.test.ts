import {describe, expect, it} from 'vitest';
import {planFeatures} from './plans';
import {widgetModes} from './widgetModes';

const featureOf = (id: string) => planFeatures.find((feature) => feature.id === id);

describe('widget modes', () => {
  it('each turned on by a plan feature of the same plan', () => {
    for (const mode of widgetModes) {
      expect(featureOf(mode.feature), mode.id).toBeDefined();
      expect(featureOf(mode.feature)?.from, mode.id).toBe(mode.from);
    }
  });

  // Product facts: invisible is `data-size="invisible"` in the page; the passive modes are plan
  // features the page has no attribute for.
  it('takes checkbox or invisible from `data-size` in the page, the passive modes from the dashboard', () => {
    const where = Object.fromEntries(
      widgetModes.map((mode) => [mode.id, featureOf(mode.feature)?.enable.en]),
    );
    expect(where.checkbox).toContain('`data-size`');
    expect(where.invisible).toContain('`data-size`');
    expect(where['passive-99']).toMatch(/^Dashboard › /);
    expect(where['fully-passive']).toMatch(/^Dashboard › /);
  });
});
