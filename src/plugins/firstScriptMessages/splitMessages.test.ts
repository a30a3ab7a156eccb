import {describe, expect, it} from 'vitest';
import {splitMessages} from './splitMessages';

describe('splitMessages', () => {
  const messages = {
    'theme.navbar.toggle': 'Basculer',
    'themeEditor.title': 'Éditeur',
    'widgetPreview.label': 'Aperçu',
    'theme.blog.post.readMore': 'Lire plus',
    'factTable.code': 'Code',
  };
  const split = splitMessages(
    messages,
    {'themeEditor.': 'themeEditor', 'widgetPreview.': 'themeEditor'},
    ['theme.blog.'],
  );

  it('keeps in the first script what no page has for itself', () => {
    expect(split.firstScript).toEqual({
      'theme.navbar.toggle': 'Basculer',
      'factTable.code': 'Code',
    });
  });

  it('gives a page the messages under its prefixes', () => {
    expect(split.pages).toEqual({
      themeEditor: {'themeEditor.title': 'Éditeur', 'widgetPreview.label': 'Aperçu'},
    });
  });

  it('drops the messages of features the site has not', () => {
    expect(JSON.stringify(split)).not.toContain('theme.blog.');
  });
});
