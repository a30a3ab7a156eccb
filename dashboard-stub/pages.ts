import type {DemoAccount} from './accounts';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and quoted attribute values alike. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

// Inline, so a page needs nothing but this server; colours chosen to pass WCAG AA contrast.
const styles = `
:root{color-scheme:light;--bramble:#5b2163;--ink:#1f1a24;--muted:#554e5c;--line:#d6cfdc;--bg:#faf7fb}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:var(--ink);background:var(--bg)}
header{display:flex;align-items:center;gap:.5rem;padding:.75rem 1.25rem;background:var(--bramble);color:#fff;font-size:1.125rem}
header strong{font-weight:700}
.logo{width:1.25rem;height:1.25rem;border-radius:50%;background:radial-gradient(circle at 35% 35%,#d9a5e2,#2d0f33)}
main{max-width:34rem;margin:2rem auto;padding:0 1.25rem}
.note{display:inline-block;margin:0 0 1rem;padding:.125rem .625rem;border:1px solid #c2410c;border-radius:999px;background:#fff7ed;color:#7c2d12;font-size:.875rem}
h1{margin:0 0 .5rem;font-size:1.75rem;line-height:1.2}
a{color:var(--bramble)}
:focus-visible{outline:3px solid #6d28d9;outline-offset:2px}
fieldset{margin:1.5rem 0;padding:0;border:0}
legend{margin-bottom:.5rem;font-weight:600}
ul.accounts{display:grid;gap:.75rem;margin:0;padding:0;list-style:none}
ul.accounts button{display:grid;gap:.125rem;width:100%;padding:.875rem 1rem;border:1px solid var(--line);border-radius:.5rem;background:#fff;color:inherit;font:inherit;text-align:left;cursor:pointer}
ul.accounts button:hover{border-color:var(--bramble)}
.name{color:var(--bramble);font-weight:600}
.detail,.hint{color:var(--muted);font-size:.875rem}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.875em;overflow-wrap:anywhere}
`;

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Bramble dashboard (stand-in)</title>
<style>${styles}</style>
</head>
<body>
<header><span class="logo" aria-hidden="true"></span><strong>Bramble</strong> dashboard</header>
<main>
<p class="note" role="note">Stand-in dashboard — development only</p>
${content}
</main>
</body>
</html>
`;
}

function siteCount({sites}: DemoAccount): string {
  return sites.length === 0 ? 'No sites' : sites.length === 1 ? '1 site' : `${sites.length} sites`;
}

/** Where the visitor goes after logging in, as the login page explains it. */
export type Return = {kind: 'none'} | {kind: 'allowed'; url: string} | {kind: 'refused'};

function returnHint(target: Return): string {
  switch (target.kind) {
    case 'none':
      return '';
    case 'allowed':
      return `<p class="hint">After logging in you go back to <code>${escapeHtml(target.url)}</code>.</p>`;
    case 'refused':
      return '<p class="hint">The return address is not on an allowed docs origin, so you will stay on the dashboard.</p>';
  }
}

export function loginPage(
  accounts: readonly DemoAccount[],
  backurl: string,
  target: Return,
): string {
  const buttons = accounts
    .map(
      (account) => `<li><button type="submit" name="account" value="${escapeHtml(account.email)}">
<span class="name">${escapeHtml(account.name)}</span>
<span>${escapeHtml(account.email)}</span>
<span class="detail">${siteCount(account)}</span>
</button></li>`,
    )
    .join('\n');
  return layout(
    'Log in',
    `<h1>Log in</h1>
<p>Pick a demo account. There is no password: this server only stands in for the Bramble dashboard.</p>
<form method="post" action="/login">
<input type="hidden" name="backurl" value="${escapeHtml(backurl)}">
<fieldset>
<legend>Demo accounts</legend>
<ul class="accounts">
${buttons}
</ul>
</fieldset>
</form>
${returnHint(target)}`,
  );
}

export function homePage(account: DemoAccount | undefined): string {
  if (!account) {
    return layout(
      'Not logged in',
      `<h1>Not logged in</h1>
<p><a href="/login">Log in</a> with a demo account.</p>`,
    );
  }
  const sites =
    account.sites.length === 0
      ? '<p>This account has no sites yet.</p>'
      : `<h2>Sites</h2>
<ul>
${account.sites.map((site) => `<li>${escapeHtml(site.name)}: <code>${escapeHtml(site.sitekey)}</code></li>`).join('\n')}
</ul>`;
  return layout(
    'Logged in',
    `<h1>Logged in</h1>
<p>You are logged in as <strong>${escapeHtml(account.email)}</strong>.</p>
${sites}
<p><a href="/logout">Log out</a></p>`,
  );
}

export function errorPage(
  title: string,
  message: string,
  link = {href: '/', text: 'Dashboard home'},
): string {
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`,
  );
}
