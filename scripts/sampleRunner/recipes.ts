/**
 * How each framework recipe runs here: the command that starts its server,
 * the page with its form, and what an accepted form looks like. Where the
 * form posts is the page's own business (the runner reads it from the page),
 * and the recipe's own files come from the docs; a recipe adds nothing but
 * the port it listens on and, for Express, the installed packages.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {python} from './runtimes/python';
import {phpRuntime} from './runtimes/php';
import type {PreparedRun, Trust} from './runtimes/runtime';
import {trustEnv} from './runtimes/runtime';

export interface Recipe {
  /** The `project="…"` name of its blocks. */
  name: string;
  missing(): string | undefined;
  /** Lines of the docs' files that name the port the server listens on, swapped for a free one. */
  port?: {file: string; written: string};
  start(dir: string, port: number, trust: Trust): PreparedRun;
  /** The page with the recipe's form, which the server answers once it is up. */
  page: string;
  /** The page has the widget: it is also run in Chromium. */
  pageHasWidget: boolean;
  /** Accepted means verified: a refused token must give another status. */
  acceptedStatus: number;
}

const projectRoot = path.join(__dirname, '../..');

export const recipes: readonly Recipe[] = [
  {
    name: 'express',
    missing: () =>
      fs.existsSync(path.join(projectRoot, 'node_modules/express'))
        ? undefined
        : 'express is not installed',
    port: {file: 'server.js', written: '3000'},
    start(dir, _port, trust) {
      // The project's own packages (express) are this repository's.
      fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'));
      // The recipe's stated minimum (Node 20.6) does not guess a file's module type: nor does the run.
      const args = ['--no-experimental-detect-module', '--env-file=.env', 'server.js'];
      return {command: process.execPath, args, cwd: dir, env: trustEnv(trust)};
    },
    page: '/contact.html',
    pageHasWidget: true,
    acceptedStatus: 200,
  },
  {
    name: 'flask',
    missing() {
      const probe = spawnSync(python, ['-c', 'import flask, requests'], {encoding: 'utf8'});
      return probe.status === 0
        ? undefined
        : `${python} cannot import flask and requests (apt-get install python3-flask python3-requests)`;
    },
    start: (dir, port, trust) => ({
      command: python,
      args: ['-m', 'flask', '--app', 'app', 'run', '--host', '127.0.0.1', '--port', String(port)],
      cwd: dir,
      env: trustEnv(trust),
    }),
    page: '/contact',
    pageHasWidget: true,
    acceptedStatus: 303,
  },
  {
    name: 'php',
    missing: () => phpRuntime.missing(),
    start: (dir, port, trust) => ({
      command: 'php',
      // file_get_contents() over HTTPS reads its CA file from php.ini.
      args: [
        '-d',
        `openssl.cafile=${trust.caFile}`,
        '-d',
        'display_errors=stderr',
        '-S',
        `127.0.0.1:${port}`,
      ],
      cwd: dir,
      env: trustEnv(trust),
    }),
    // index.html, the plain HTML form, as a browser asks for it.
    page: '/',
    pageHasWidget: true,
    acceptedStatus: 200,
  },
];

/** Recipes whose framework this project does not install: the summary lists them with the reason. */
export const recipesNotRunHere: Readonly<Record<string, string>> = {
  nextjs:
    'Next.js is not among this project’s packages (a build of next alone outweighs the whole site’s)',
  wordpress: 'WordPress needs a PHP site with a database',
  laravel: 'Laravel is not packaged in Debian and Composer’s registry is not reachable here',
  django:
    'the view and template need a whole Django project; the helper (contact/bramble.py) runs as a verifier, with Django’s settings as its stand-in',
};
