/**
 * A recipe's form as its page writes it, and what the answer to that form
 * must show. The runner posts where the page's own form posts, never to a
 * path of its own: a form whose `action` misses the server's script must
 * fail the run, and a static server quietly answering the page again (as
 * `php -S` does for an unknown path) is no verification.
 */
import type {LoggedRequest} from '../../api-stub/server';
import {parseHtml} from '../../tests/build/htmlDocument';

export interface PageForm {
  /** Where the browser sends it: the `action` resolved against the page's URL. */
  url: string;
  /** As the browser sends it: the `method` attribute, GET when there is none. */
  method: 'GET' | 'POST';
  /** The `action` as the page writes it, for messages. */
  action: string;
}

/** The form that holds the widget (the first form when none does); throws when the page has none. */
export function pageForm(html: string, pageUrl: string): PageForm {
  const document = parseHtml(html);
  const form = document.one('form:has(.bramble)') ?? document.one('form');
  if (!form) throw new Error(`${pageUrl} holds no form`);
  const action = form.attribute('action') ?? '';
  // As a browser does: an empty action posts to the page itself.
  const url = new URL(action.trim() === '' ? pageUrl : action.trim(), pageUrl).href;
  const method = (form.attribute('method') ?? '').trim().toLowerCase() === 'post' ? 'POST' : 'GET';
  return {url, method, action};
}

export interface FormAnswer {
  /** The server took the form (its accepted status). */
  accepted: boolean;
  status: number;
  body: string;
}

/** Whether siteverify verified a token (this one, when given) in these requests. */
export function verifiedIn(requests: readonly LoggedRequest[], token?: string): boolean {
  return requests.some(
    (request) =>
      request.path.endsWith('/siteverify') &&
      (token === undefined || request.fields.response?.[0] === token) &&
      (request.answer as {success?: unknown} | undefined)?.success === true,
  );
}

/**
 * What is wrong with the answer to a form: an accepted form must have had its very token verified
 * by siteverify during the request, and no answer may be the page itself, served again.
 */
export function formAnswerProblems(
  form: PageForm,
  answer: FormAnswer,
  page: string,
  token: string,
  requests: readonly LoggedRequest[],
): string[] {
  const problems: string[] = [];
  if (answer.body.trim() !== '' && answer.body.trim() === page.trim())
    problems.push(
      `the form's action "${form.action}" answered HTTP ${answer.status} with the page itself: the form never reaches the server's script`,
    );
  if (answer.accepted && !verifiedIn(requests, token))
    problems.push(
      `accepted the form sent to "${form.action}" (HTTP ${answer.status}) without siteverify verifying its token`,
    );
  return problems;
}
