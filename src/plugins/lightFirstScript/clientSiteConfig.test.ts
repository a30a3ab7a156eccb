import type {DocusaurusConfig} from '@docusaurus/types';
import {clientSiteConfigModule} from './clientSiteConfig';

const parse = (module: string): unknown =>
  JSON.parse(/^export default (.*);\n$/s.exec(module)![1]!);

describe('clientSiteConfigModule', () => {
  it('keeps what pages read in the browser and drops what only the build reads', () => {
    const readInTheBrowser = {
      title: 'Bramble Docs',
      url: 'https://docs.bramble.example',
      baseUrl: '/',
      customFields: {authHost: 'https://dashboard.bramble.example'},
      themeConfig: {navbar: {title: 'Bramble'}},
      future: {experimental_router: 'browser'},
    };
    const siteConfig = {
      ...readInTheBrowser,
      ssrTemplate: '<!DOCTYPE html>…',
      headTags: [{tagName: 'link', attributes: {rel: 'preconnect'}}],
      scripts: [{src: '/js/copy-page.js', defer: true}],
      presets: [['classic', {docs: {routeBasePath: '/'}}]],
      plugins: [() => ({name: 'a-plugin'})],
      markdown: {mdx1Compat: {headingIds: true}},
      onBrokenLinks: 'throw',
    } as unknown as DocusaurusConfig;
    expect(parse(clientSiteConfigModule(siteConfig))).toEqual(readInTheBrowser);
  });
});
