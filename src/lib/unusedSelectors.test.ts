import {bareSite, fullSite} from './siteFeatures.fixtures';
import {unusedSelectors} from './unusedSelectors';

const dropped = (selectors: RegExp[], name: string) => selectors.some((s) => s.test(name));

describe('unusedSelectors', () => {
  it('drops the classes of the parts of every feature the site lacks', () => {
    const selectors = unusedSelectors(bareSite, {details: false});
    for (const name of [
      'tag_zVej',
      'tagWithCount_h2kH',
      'lastUpdated_JAkA',
      'iconEdit_Z9Sw',
      'collapseSidebarButton_PEFL',
      'expandButtonIcon_i1dp',
      'sidebarHidden_VK0M',
      'navbar--dark',
      'pagination',
      'pagination__link',
      'details_lb9f',
    ]) {
      expect(dropped(selectors, name), name).toBe(true);
    }
  });

  it('never drops what every page uses, or a part with a longer name', () => {
    const selectors = unusedSelectors(bareSite, {details: false});
    for (const name of [
      'pagination-nav',
      'pagination-nav__link',
      'navbar',
      'navbar--fixed-top',
      'docMainContainerEnhanced_lQrH',
      'tabItem_Ymn6',
      'tagline',
      'badgeWarn_f3hq',
    ]) {
      expect(dropped(selectors, name), name).toBe(false);
    }
  });

  it('drops nothing of a site with every feature and a <details>', () => {
    expect(unusedSelectors(fullSite, {details: true})).toEqual([]);
  });
});
