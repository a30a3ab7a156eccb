import {loadScriptsAfterFirstPaint} from './loadScriptsAfterFirstPaint';
import type {HeadScript} from './scripts';

/** A script's attributes for the loader, `defer` aside (an inserted script is async). */
function unorderedAttributes(script: HeadScript): Record<string, string> {
  return Object.fromEntries(
    Object.entries(script).filter((entry): entry is [string, string] => entry[0] !== 'defer'),
  );
}

/** JSON that cannot end the inline script it sits in, nor open an Eta tag. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * The HTML every page is rendered into: Docusaurus's own template (same data, same order),
 * except that the bundle is not `defer`red from the head but loaded by an inline script at the
 * end of the body once the page has been painted, so the server-rendered text shows before any
 * of the site's code runs. `afterPaint` scripts (the copy-page and analytics scripts) wait with
 * it, out of the HTML: a script fetched before the text is painted is one more thing Largest
 * Contentful Paint waits for (Lighthouse counts every request started before it). Nothing
 * preloads the bundle: a preload would compete with the stylesheet for the first paint.
 * Nothing blocks rendering on the HTML either: a browser paints
 * a page as it reads it, and every part of the layout has its size before what follows it
 * arrives (the end-to-end tests measure no layout shift from the first paint).
 */
export const ssrTemplate = (afterPaint: readonly HeadScript[]): string => `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v<%= it.version %>">
<% it.metaAttributes.forEach((metaAttribute) => { %><%~ metaAttribute %>
<% }); %><%~ it.headTags %>
<% it.stylesheets.forEach((stylesheet) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>">
<% }); %></head>
<body <%~ it.bodyAttributes %>>
<%~ it.preBodyTags %>
<div id="__docusaurus"><%~ it.appHtml %></div>
<%~ it.postBodyTags %>
<script>(${loadScriptsAfterFirstPaint.toString()})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>,${inlineJson(afterPaint.map(unorderedAttributes))})</script>
</body>
</html>
`;
