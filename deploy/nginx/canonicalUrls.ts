// One URL per page: where nginx and the client router read a path differently (`/api%2f`,
// `/API`), one would show the page and the other "Page Not Found", and hydration fails.

/** The clean URL of each page in a build, from its HTML files' paths; a locale's home keeps its slash. */
export function pageUrls(htmlFiles: readonly string[], localeHomes: readonly string[]): string[] {
  return htmlFiles
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .map((file) => `/${file.slice(0, -'index.html'.length)}`)
    .map((url) => (url === '/' || localeHomes.includes(url) ? url : url.replace(/\/$/, '')))
    .sort();
}

const regexSpecial = /[.*+?^${}()|[\]\\]/g;

/** The map from a path that names a page in other letter case (`/Fr/Api/`) to its URL. */
export function renderPageCaseMap(pages: readonly string[]): string {
  const entries = pages
    .filter((url) => /[a-z]/i.test(url))
    .map((url) => {
      const pattern = url.replace(/\/$/, '').replace(regexSpecial, '\\$&');
      if (/["\s]/.test(url)) throw new Error(`A page URL nginx cannot hold: ${url}`);
      return `  "~*^${pattern}/?$" "${url}";`;
    });
  return ['map $uri $bramble_page_in_its_case {', '  default "";', ...entries, '}'].join('\n');
}
