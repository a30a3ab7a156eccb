import type {SiteFeatures} from './siteFeatures';
import {withoutUnusedTranslations} from './unusedTranslations';

const messages = {
  'theme.blog.archive.title': 'Archives',
  'theme.blog.post.readMore': 'Lire plus',
  'theme.tags.tagsPageTitle': 'Étiquettes',
  'theme.docs.tagDocListPageTitle.nDocsTagged': '{count} documents',
  'theme.docs.DocCard.categoryDescription.plurals': '{count} éléments',
  'theme.docs.versions.unreleasedVersionLabel': 'Version non publiée',
  'theme.docs.versionBadge.label': 'Version',
  'theme.lastUpdated.atDate': ' le {date}',
  'theme.common.editThisPage': 'Éditer cette page',
  'theme.common.skipToMainContent': 'Aller au contenu principal',
  'theme.contentVisibility.unlistedBanner.title': 'Page non répertoriée',
  'theme.SearchBar.seeAllOutsideContext': 'Voir tout',
  'theme.SearchBar.label': 'Rechercher',
  'theme.docs.breadcrumbs.home': 'Accueil',
  'keysNotice.loggedIn': 'Vos clés',
};
const none: SiteFeatures = {
  blog: false,
  docTags: false,
  generatedIndexPages: false,
  docVersions: 1,
  lastUpdated: false,
  editLinks: false,
  unlistedDocs: false,
  searchContexts: false,
  hideableSidebar: false,
  navbarStyle: false,
};

describe('withoutUnusedTranslations', () => {
  it('drops the strings of every feature the site lacks, and keeps all others', () => {
    expect(Object.keys(withoutUnusedTranslations(messages, none))).toEqual([
      'theme.common.skipToMainContent',
      'theme.SearchBar.label',
      'theme.docs.breadcrumbs.home',
      'keysNotice.loggedIn',
    ]);
  });

  it('keeps every string when the site has every feature', () => {
    const all: SiteFeatures = {
      blog: true,
      docTags: true,
      generatedIndexPages: true,
      docVersions: 2,
      lastUpdated: true,
      editLinks: true,
      unlistedDocs: true,
      searchContexts: true,
      hideableSidebar: true,
      navbarStyle: true,
    };
    expect(withoutUnusedTranslations(messages, all)).toEqual(messages);
  });

  it('keeps a feature’s strings as soon as the site has it', () => {
    const kept = withoutUnusedTranslations(messages, {...none, blog: true, docVersions: 3});
    expect(kept['theme.blog.archive.title']).toBe('Archives');
    expect(kept['theme.docs.versionBadge.label']).toBe('Version');
    expect(kept['theme.tags.tagsPageTitle']).toBeUndefined();
  });
});
