/**
 * nginx: `nginx -t` on a configuration built around the sample. A sample is
 * rarely a whole nginx.conf: usually `server { ... }` blocks (a conf.d file,
 * which nginx includes inside `http`), or directives of a `server` or
 * `location`. So even a complete sample is checked in a wrapper: as a whole
 * nginx.conf, else inside `http`; a partial one may also go inside `server`
 * or `location /`.
 *
 * The wrapper keeps the test to this run: pid file, temp folders and logs in
 * a temporary prefix. `listen ... ssl` needs a certificate, which a sample
 * leaves to the reader: the wrapper names one through a variable, which nginx
 * only reads on a TLS handshake. A whole nginx.conf sample gets only `pid`
 * and `error_log` (so it must not set `pid` itself).
 */
import fs from 'node:fs';
import path from 'node:path';
import {around, type LanguageChecker, type SyntaxIssue} from '../languageChecker';
import {mapWithPool, runTool, toolPoolSize, withSampleFiles} from '../runTool';

const nginxBinary = '/usr/sbin/nginx';

const mainContext = 'pid nginx.pid;\nerror_log stderr;\n';

// `user root`: the temp folders stay with whoever runs the check (see isolation()).
const httpContext = `user root;
${mainContext}events {}
http {
client_body_temp_path body;
proxy_temp_path proxy;
fastcgi_temp_path fastcgi;
uwsgi_temp_path uwsgi;
scgi_temp_path scgi;
access_log off;
ssl_certificate $ssl_server_name;
ssl_certificate_key $ssl_server_name;
`;

const wholeFile = around('whole nginx.conf', mainContext, '\n');
const inHttp = around('http block', httpContext, '\n}\n');
const inServer = around('server block', `${httpContext}server {\n`, '\n}\n}\n');
const inLocation = around(
  'location block',
  `${httpContext}server {\nlocation / {\n`,
  '\n}\n}\n}\n',
);

const nginxError = /\[(?:emerg|alert|crit|error)\] (?:\d+#\d+: )?(.*?)(?: in \S+:(\d+))?$/m;

/**
 * `nginx -t` opens the listening sockets, which takes root for ports below
 * 1024 (a port in use is fine). Root (CI) runs nginx as is; another user runs
 * it as root of a user namespace with a network of its own, where the system
 * allows that. Not there: a whole nginx.conf, whose default temp folders nginx
 * would hand to an unmapped user.
 */
let namespacePrefix: Promise<string[]> | undefined;
function isolation(): Promise<string[]> {
  namespacePrefix ??=
    process.getuid?.() === 0
      ? Promise.resolve([])
      : runTool('unshare', ['--net', '--map-root-user', 'true']).then(
          (result) => (result.code === 0 ? ['unshare', '--net', '--map-root-user'] : []),
          () => [],
        );
  return namespacePrefix;
}

async function testConfiguration(file: string): Promise<SyntaxIssue[]> {
  const prefix = `${file}.prefix`;
  fs.mkdirSync(prefix);
  const test = ['-t', '-q', '-e', 'stderr', '-p', `${prefix}${path.sep}`, '-c', file];
  const [command, ...args] = [...(await isolation()), nginxBinary, ...test];
  const result = await runTool(command!, args);
  if (result.code === 0) return [];
  const match = nginxError.exec(result.stderr);
  if (!match) return [{message: result.stderr.trim()}];
  return [{line: match[2] === undefined ? undefined : Number(match[2]), message: match[1]!}];
}

export const nginxChecker: LanguageChecker = {
  complete: [wholeFile, inHttp],
  fragments: [inServer, inLocation],
  async check(texts) {
    if (!fs.existsSync(nginxBinary)) {
      throw new Error(`${nginxBinary} is not installed (.ci/run installs nginx; see the README)`);
    }
    return withSampleFiles(texts, '.conf', (files) =>
      mapWithPool(files, toolPoolSize, testConfiguration),
    );
  },
};
