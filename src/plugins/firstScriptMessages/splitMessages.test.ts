import {describe, expect, it} from 'vitest';
import {splitMessages} from './splitMessages';

describe('splitMessages', () => {
  const messages = {
    'theme.navbar.toggle': 'Basculer',
    'themeEditor.title': 'Éditeur',
    'widgetPreview.label': 'Aperçu',
    'theme.blog.post.readMore': 'Lire plus',
    'factTable.column.code': 'Code',
    'copyPage.label': 'Copier la page',
  };
  const split = splitMessages(
    messages,
    {'themeEditor.': 'themeEditor', 'widgetPreview.': 'themeEditor', 'factTable.': 'factTables'},
    ['theme.blog.'],
  );

  it('keeps in the first script what no feature has for itself', () => {
    expect(split.firstScript).toEqual({
      'theme.navbar.toggle': 'Basculer',
      'copyPage.label': 'Copier la page',
    });
  });

  it('gives each feature the messages under its prefixes', () => {
    expect(split.features).toEqual({
      themeEditor: {'themeEditor.title': 'Éditeur', 'widgetPreview.label': 'Aperçu'},
      factTables: {'factTable.column.code': 'Code'},
    });
  });

  it('gives a feature a file even when the locale has none of its messages', () => {
    expect(splitMessages({}, {'factTable.': 'factTables'}, []).features).toEqual({
      factTables: {},
    });
  });

  it('drops the messages of features the site has not', () => {
    expect(JSON.stringify(split)).not.toContain('theme.blog.');
  });
});
