// Where the server sends odd and unknown URLs: a question for HTTP, not for a browser visit.
import {locales, type SiteLocale} from '../../src/config/site';
import {frontMatter, uiString} from '../e2e/site';
import {parseHtml} from './htmlDocument';
import {useServedBuild} from './servedBuild';

const [en, fr] = locales as [SiteLocale, SiteLocale];
const notFound = (locale: SiteLocale): string => uiString(locale, 'theme.NotFound.title');
const title = (locale: SiteLocale, file: string): string => frontMatter(locale, file).title;

describe('the build served by nginx', () => {
  const {base} = useServedBuild();

  it.each([
    {path: '/api', status: 200, locale: en, h1: title(en, 'api.mdx')},
    {path: '/fr/', status: 200, locale: fr, h1: title(fr, 'index.mdx')},
    {path: '/fr/api', status: 200, locale: fr, h1: title(fr, 'api.mdx')},
    {
      path: '/configuration?utm_source=x&a=%20',
      status: 200,
      locale: en,
      h1: title(en, 'configuration.mdx'),
    },
    {path: '/fr/faq?q=1', status: 200, locale: fr, h1: title(fr, 'faq.mdx')},
    {path: '/?', status: 200, locale: en, h1: title(en, 'index.mdx')},
    {path: '/api/no/such/thing?x=1', status: 404, locale: en, h1: notFound(en)},
    {path: '/fr/api/nope', status: 404, locale: fr, h1: notFound(fr)},
    {path: '/fr/assets/js/nope.js', status: 404, locale: fr, h1: notFound(fr)},
    {path: '/assets/js/nope.js', status: 404, locale: en, h1: notFound(en)},
    {path: '/fr/nope.md', status: 404, locale: fr, h1: notFound(fr)},
    {path: '/../../etc/passwd', status: 404, locale: en, h1: notFound(en)},
    {path: '/frog', status: 404, locale: en, h1: notFound(en)},
    // The enterprise folder is excluded from the build.
    {path: '/enterprise/rqdata', status: 404, locale: en, h1: notFound(en)},
    {path: '/fr/enterprise/rqdata', status: 404, locale: fr, h1: notFound(fr)},
    // The not-found page asked for by name, and a folder of files with no page.
    {path: '/404.html', status: 404, locale: en, h1: notFound(en)},
    {path: '/fr/404.html', status: 404, locale: fr, h1: notFound(fr)},
    {path: '/img/', status: 404, locale: en, h1: notFound(en)},
    {path: '/downloads/', status: 404, locale: en, h1: notFound(en)},
    {path: '/fr/img/', status: 404, locale: fr, h1: notFound(fr)},
  ])(
    '$path answers $status with the $locale.code page "$h1"',
    async ({path: urlPath, status, locale, h1}) => {
      const response = await fetch(base() + urlPath, {redirect: 'manual'});
      expect(response.status).toBe(status);
      const document = parseHtml(await response.text());
      expect(document.one('html')?.attribute('lang')).toBe(locale.htmlLang);
      expect(document.one('h1')?.text()).toBe(h1);
    },
  );
});
