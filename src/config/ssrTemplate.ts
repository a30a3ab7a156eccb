import {loadScriptsAfterFirstPaint} from './loadScriptsAfterFirstPaint';

/**
 * The HTML every page is rendered into: Docusaurus's own template (same data, same order),
 * except that the bundle is not `defer`red from the head but loaded by an inline script at the
 * end of the body once the page has been painted, so the server-rendered text shows before any
 * of the site's code runs. Nothing preloads the bundle: a preload would compete with the
 * stylesheet for the first paint. The first paint also waits until the page's HTML has been
 * read past its root (\`<link rel="expect" blocking="render">\` naming an empty template after
 * it: Chromium unblocks when the named element arrives, not when it ends): a browser that painted
 * a half-read page (seen on a loaded 2-core machine) then moved what was drawn early, a layout
 * shift; the whole HTML of a docs page is tens of kilobytes compressed.
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
<head>
<meta charset="UTF-8">
<meta name="generator" content="Docusaurus v<%= it.version %>">
<% it.metaAttributes.forEach((metaAttribute) => { %><%~ metaAttribute %>
<% }); %><%~ it.headTags %>
<link rel="expect" href="#__docusaurus_read" blocking="render">
<% it.stylesheets.forEach((stylesheet) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>">
<% }); %></head>
<body <%~ it.bodyAttributes %>>
<%~ it.preBodyTags %>
<div id="__docusaurus"><%~ it.appHtml %></div>
<template id="__docusaurus_read"></template>
<%~ it.postBodyTags %>
<script>(${loadScriptsAfterFirstPaint.toString()})(<%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %>)</script>
</body>
</html>
`;
