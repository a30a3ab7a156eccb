/**
 * Runs a framework recipe as a real server: its files written as the docs
 * show them (hosts and keys swapped), started with the recipe's command, and
 * sent real form posts, URL-encoded and multipart, one per case, where the
 * page's own form posts. The server is the verifier: a form it accepts must
 * be a token siteverify verified during that request.
 */
import fs from 'node:fs';
import {freePort} from '../../deploy/nginx/localNginx';
import path from 'node:path';
import type {ApiStub, Lane} from '../../api-stub/server';
import type {ProjectSample} from './projectSamples';
import type {ServerRun} from '../../src/plugins/downloadableProjects/projects';
import {linkNodeModules, serverCommand} from './downloadableProjects';
import {DriverProcess} from './sampleProcess';
import {formAnswerProblems, pageForm, verifiedIn, type PageForm} from './recipeForm';
import {errorText, startOutcome, type CaseOutcome, type SampleOutcome} from './sampleOutcome';
import type {Browser} from 'playwright';
import {recipeHostname, runRecipePage} from './runPageSample';
import type {Trust} from './runtimes/runtime';
import {realKeys, tokenOfKind} from './standIn';
import {substitute} from './substitute';
import {judge} from './runVerifier';
import {verifierCases, visitorIp, type SampleCase} from './verifierCases';

/** The address a local server sees for the runner's requests: the visitor IP it should send. */
const localVisitor = '127.0.0.1';

async function waitUntilUp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, {signal: AbortSignal.timeout(1000)});
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`${url} did not answer within ${timeoutMs} ms: ${String(error)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The recipe's form fields, as a browser sends them, with the token in `bramble-response`. */
function formBody(token: string, multipart: boolean): FormData | URLSearchParams {
  const fields = {
    email: 'ada@example.com',
    message: 'Hello from the sample runner',
    'bramble-response': token,
  };
  if (!multipart) return new URLSearchParams(fields);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/** The verifier cases a server can be sent: the visitor IP is always the runner's own. */
const recipeCases: readonly SampleCase[] = [
  ...verifierCases.filter((testCase) => testCase.remoteip !== null || testCase.token !== 'fresh'),
  {name: 'valid, multipart form', token: 'fresh', remoteip: visitorIp, faults: [], expected: true},
];

/** The form sent as the page's form sends it: to its action, with its method. */
function submit(form: PageForm, token: string, multipart: boolean): Promise<Response> {
  const fields = formBody(token, multipart && form.method === 'POST');
  const url = new URL(form.url);
  if (form.method === 'GET')
    for (const [name, value] of fields as URLSearchParams) url.searchParams.append(name, value);
  return fetch(url, {
    method: form.method,
    body: form.method === 'POST' ? fields : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  });
}

/**
 * A form whose token field is sent as `bramble-response[]=x` (PHP, among others, reads it as an
 * array): the server must refuse it as a form without a token, not fail with a 5xx, and must not
 * send siteverify a token it did not get.
 */
async function arrayFieldCase(
  form: PageForm,
  acceptedStatus: number,
  lane: Lane,
): Promise<CaseOutcome> {
  const started = Date.now();
  const problems: string[] = [];
  const before = lane.requests().length;
  try {
    const fields = new URLSearchParams({
      email: 'ada@example.com',
      message: 'Hello from the sample runner',
      'bramble-response[]': 'x',
    });
    const url = new URL(form.url);
    if (form.method === 'GET')
      for (const [name, value] of fields) url.searchParams.append(name, value);
    const answer = await fetch(url, {
      method: form.method,
      body: form.method === 'POST' ? fields : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    });
    await answer.text();
    if (answer.status >= 500)
      problems.push(`answered HTTP ${answer.status} instead of refusing the form`);
    else if (answer.status === acceptedStatus)
      problems.push(`accepted the form (HTTP ${answer.status}) without a token`);
    if (verifiedIn(lane.requests().slice(before)))
      problems.push('siteverify verified a token the form did not hold');
  } catch (error) {
    problems.push(errorText(error));
  }
  return {
    name: 'token field sent as an array (bramble-response[]=x)',
    problems,
    ms: Date.now() - started,
  };
}

export async function runRecipe(
  project: ProjectSample,
  recipe: ServerRun,
  stub: ApiStub,
  trust: Trust,
  workDir: string,
  browser?: Browser,
): Promise<SampleOutcome> {
  const outcome = startOutcome({where: project.where, runtime: project.name, kind: 'recipe'});
  const lane = stub.lane();
  // The project written out (hosts, keys and port swapped), and its server started.
  const port = await freePort();
  const apiBase = lane.httpsBase;
  for (const file of project.files) {
    let code = substitute(file.code, {apiBase, scriptBase: apiBase, ...realKeys});
    if (file.path === recipe.portIn?.file)
      code = code.replaceAll(recipe.portIn.written, String(port));
    fs.mkdirSync(path.dirname(path.join(workDir, file.path)), {recursive: true});
    fs.writeFileSync(path.join(workDir, file.path), code);
  }
  linkNodeModules(workDir);
  const run = serverCommand(recipe, workDir, port, trust);
  const server = new DriverProcess({
    ...run,
    env: {...run.env, BRAMBLE_SITE_KEY: realKeys.sitekey, BRAMBLE_SECRET_KEY: realKeys.secret},
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(url + recipe.page, 20_000);
  } catch (error) {
    await server.stop(true);
    return {...outcome, failure: `${String(error)}\n${server.takeOutput()}`};
  }
  try {
    let form: PageForm;
    let page: string;
    try {
      const pageUrl = url + recipe.page;
      page = await (await fetch(pageUrl, {signal: AbortSignal.timeout(20_000)})).text();
      form = pageForm(page, pageUrl);
    } catch (error) {
      return {...outcome, failure: `${errorText(error)}\n${server.takeOutput()}`};
    }
    for (const testCase of recipeCases) {
      const token = await tokenOfKind(stub, testCase, realKeys);
      lane.setFaults(testCase.faults);
      const before = lane.requests().length;
      const started = Date.now();
      let verdict: boolean | undefined;
      let error: string | undefined;
      const answerProblems: string[] = [];
      try {
        const answer = await submit(form, token, testCase.name.includes('multipart'));
        const body = await answer.text();
        if (answer.status >= 500) error = `the server answered HTTP ${answer.status}`;
        verdict = answer.status === recipe.acceptedStatus;
        const formAnswer = {accepted: verdict, status: answer.status, body};
        const requests = lane.requests().slice(before);
        answerProblems.push(...formAnswerProblems(form, formAnswer, page, token, requests));
      } catch (failure) {
        error = String(failure);
      }
      lane.setFaults([]);
      const run = {verdict, error, output: '', ms: Date.now() - started};
      const asSent = {...testCase, remoteip: localVisitor};
      const problems = judge(asSent, realKeys, token, run, lane, before, {remoteipOptional: true});
      outcome.cases.push({
        name: testCase.name,
        problems: [...new Set([...answerProblems, ...problems])],
        ms: run.ms,
      } satisfies CaseOutcome);
    }
    outcome.cases.push(await arrayFieldCase(form, recipe.acceptedStatus, lane));
    if (browser) {
      const pageUrl = url.replace('127.0.0.1', recipeHostname) + recipe.page;
      outcome.cases.push(await runRecipePage(browser, lane, pageUrl));
    }
  } finally {
    await server.stop(true);
  }
  return outcome;
}
