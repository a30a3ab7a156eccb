// `npm run social-cards`: draws the 1200x630 social preview image of each locale into
// static/img/ (committed), from the text in i18n/<locale>/social-card.json.
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../src/config/chromium';
import {locales} from '../src/config/site';
import {readSiteEnv} from '../src/config/siteEnv';
import {socialCardFile, socialCardSize} from '../src/config/socialCard';
import {readMessageFile, type Messages} from './translationFiles';

const escape = (text: string): string => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function cardHtml(text: Messages, logo: string, host: string): string {
  const [title, tagline] = ['title', 'tagline'].map((id) => {
    const message = text[id]?.message;
    if (!message) throw new Error(`social-card.json has no "${id}"`);
    return message;
  });
  return `<!doctype html><html><head><style>
  body{margin:0;width:${socialCardSize.width}px;height:${socialCardSize.height}px;box-sizing:border-box;
    padding:80px 96px;display:flex;flex-direction:column;justify-content:space-between;
    background:linear-gradient(135deg,#3b1442 0%,#5b1f6a 55%,#7b2d8b 100%);color:#fff;
    font-family:'Liberation Sans',Arial,sans-serif}
  .brand{display:flex;align-items:center;gap:24px;font-size:44px;font-weight:700}
  .brand span{background:#fff;border-radius:24px;padding:14px;display:flex}
  .brand img{width:72px;height:72px}
  h1{font-size:72px;line-height:1.1;margin:0 0 28px;max-width:980px}
  p{font-size:34px;line-height:1.35;margin:0;max-width:980px;color:#f3e5f7}
  .host{font-size:28px;color:#e6c9ee;font-family:'Liberation Mono',monospace}
</style></head><body>
  <div class="brand"><span><img src="data:image/svg+xml;base64,${logo}" alt=""></span>Bramble</div>
  <div><h1>${escape(title!)}</h1><p>${escape(tagline!)}</p></div>
  <div class="host">${escape(host)}</div>
</body></html>`;
}

async function main(): Promise<void> {
  const logo = fs.readFileSync('static/img/logo.svg').toString('base64');
  const host = new URL(readSiteEnv(process.env).siteUrl).host;
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage({viewport: socialCardSize});
  for (const locale of locales) {
    const text = readMessageFile(path.join('i18n', locale.code, 'social-card.json'));
    await page.setContent(cardHtml(text, logo, host));
    const file = path.join('static', socialCardFile(locale.code));
    await page.screenshot({path: file});
    console.log(file);
  }
  await browser.close();
}

void main();
