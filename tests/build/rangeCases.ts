// The range requests the build checks send to nginx, with the site config and the example server.
import {mainScriptPath as mainScript} from './builtPages';
import {immutableCaching} from '../../deploy/nginx/siteConfig';

/** A GET of `urlPath` as a client writes it, with a Range header unless `range` is empty. */
export const rangeRequest = (urlPath: string, range: string, host = 'localhost'): string =>
  `GET ${urlPath} HTTP/1.1\r\nHost: ${host}\r\n${range ? `Range: ${range}\r\n` : ''}Connection: close\r\n\r\n`;

/**
 * The answers to range requests, with the Cache-Control each must carry: a range's answer is
 * revalidated, even on a hashed asset, since nginx sets it before it knows a 416 is coming.
 */
export const rangeCases = [
  {name: 'an inverted range of a page', path: '/api', range: 'bytes=1-0', status: 416},
  {name: 'a range past the end of a page', path: '/fr/api', range: 'bytes=99999999-', status: 416},
  {name: 'an inverted range of a hashed asset', path: mainScript, range: 'bytes=1-0', status: 416},
  {name: 'a range of a page', path: '/api', range: 'bytes=0-9', status: 206},
  {name: 'a range of a hashed asset', path: mainScript, range: 'bytes=0-9', status: 206},
  {name: 'a range of an unknown page', path: '/nope', range: 'bytes=1-0', status: 404},
];

/** The whole asset, for comparison: the only answer kept a year. */
export const wholeAsset = {path: mainScript, cache: immutableCaching};
