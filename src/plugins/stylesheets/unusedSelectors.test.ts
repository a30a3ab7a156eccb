import {bareSite, fullSite} from './siteFeatures.fixtures';
import {unusedSelectors} from './unusedSelectors';

const dropped = (selectors: RegExp[], name: string) => selectors.some((s) => s.test(name));
const servedNothing = new Set<string>();

describe('unusedSelectors', () => {
  it('drops the classes of the parts of every feature the site lacks', () => {
    const selectors = unusedSelectors(bareSite, servedNothing);
    for (const name of [
      'tag_zVej',
      'tagWithCount_h2kH',
      'badge',
      'badge--secondary',
      'card',
      'card__footer',
      'lastUpdated_JAkA',
      'iconEdit_Z9Sw',
      'collapseSidebarButton_PEFL',
      'expandButtonIcon_i1dp',
      'sidebarHidden_VK0M',
      'button--outline',
      'navbar--dark',
      'pagination',
      'pagination__link',
      'details_lb9f',
    ]) {
      expect(dropped(selectors, name), name).toBe(true);
    }
  });

  it('never drops what every page uses, or a part with a longer name', () => {
    const selectors = unusedSelectors(bareSite, servedNothing);
    for (const name of [
      'pagination-nav',
      'pagination-nav__link',
      'navbar',
      'navbar--fixed-top',
      'docMainContainerEnhanced_lQrH',
      'tabItem_Ymn6',
      'tagline',
      'badgeWarn_f3hq',
      'cardContainer_fWXF',
      'button--secondary',
    ]) {
      expect(dropped(selectors, name), name).toBe(false);
    }
  });

  it('keeps a part whose classes a page is served with', () => {
    const selectors = unusedSelectors(bareSite, new Set(['details_lb9f', 'badge', 'navbar']));
    expect(dropped(selectors, 'details_lb9f')).toBe(false);
    expect(dropped(selectors, 'badge--secondary')).toBe(false);
    expect(dropped(selectors, 'card')).toBe(true);
  });

  it('drops nothing of a site with every feature, showing a <details>', () => {
    expect(unusedSelectors(fullSite, new Set(['details_lb9f']))).toEqual([]);
  });
});
