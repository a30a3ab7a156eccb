import {isDocPartClass} from './docParts';

describe('isDocPartClass', () => {
  it('accepts the classes of the sidebar, table of contents, breadcrumbs, pager links and tabs', () => {
    for (const name of [
      'sidebar_njMd',
      'menu_SIkG',
      'categoryLinkLabel_W154',
      'table-of-contents',
      'table-of-contents__link--active',
      'tocCollapsibleButton_TO0P',
      'breadcrumbs__item',
      'breadcrumbHomeIcon_YNFT',
      'pagination-nav__link--next',
      'tabs',
      'tabs__item--active',
      'tabList_TRJ7',
    ])
      expect(isDocPartClass(name), name).toBe(true);
  });

  it('leaves the classes every page or the theme editor uses', () => {
    for (const name of [
      'menu__link',
      'menu__caret',
      'navbar-sidebar__items',
      'pagination-nav',
      'alert',
      'alert--warning',
      'admonition_xJq3',
      'table_zHUK',
      'tab_nNZC',
      'tabActive_T6lz',
      'markdown',
      'sidebarLike',
    ])
      expect(isDocPartClass(name), name).toBe(false);
  });
});
