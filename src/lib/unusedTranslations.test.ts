import {bareSite, fullSite} from './siteFeatures.fixtures';
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
describe('withoutUnusedTranslations', () => {
  it('drops the strings of every feature the site lacks, and keeps all others', () => {
    expect(Object.keys(withoutUnusedTranslations(messages, bareSite))).toEqual([
      'theme.common.skipToMainContent',
      'theme.SearchBar.label',
      'theme.docs.breadcrumbs.home',
      'keysNotice.loggedIn',
    ]);
  });

  it('keeps every string when the site has every feature', () => {
    expect(withoutUnusedTranslations(messages, fullSite)).toEqual(messages);
  });

  it('keeps a feature’s strings as soon as the site has it', () => {
    const kept = withoutUnusedTranslations(messages, {...bareSite, blog: true, docVersions: 3});
    expect(kept['theme.blog.archive.title']).toBe('Archives');
    expect(kept['theme.docs.versionBadge.label']).toBe('Version');
    expect(kept['theme.tags.tagsPageTitle']).toBeUndefined();
  });
});
