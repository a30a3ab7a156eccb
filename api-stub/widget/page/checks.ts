/** A widget's checks: one at a time, its outcome in the fields and the callbacks, the token's life. */
import {errorCodes} from '../facts';
import type {Passed} from '../shared';
import {openChallenge} from './frames';
import {ask, show} from './messages';
import {call, report, setFields, type Widget} from './widgets';

const tokenLifetimeMs = 120_000;
/** After these the widget is unusable until reset(); after the others the visitor can try again. */
const stickyErrors = ['invalid-data', 'challenge-error', 'internal-error', 'script-error'];

/** One verification, shared by whoever asks while it runs. Rejects with a client error code. */
export function check(widget: Widget): Promise<Passed> {
  if (widget.token) return Promise.resolve({token: widget.token, respKey: widget.respKey});
  if (widget.failed) return Promise.reject(widget.failed);
  return (widget.pending ??= run(widget));
}

async function run(widget: Widget): Promise<Passed> {
  const generation = widget.generation;
  const current = () => {
    if (generation !== widget.generation) throw 'challenge-closed'; // reset() or remove() came first
  };
  show(widget, 'busy');
  try {
    const answer = await ask(widget);
    current();
    const passed =
      'challenge' in answer ? await openChallenge(widget, answer.challenge.prompt) : answer;
    current();
    pass(widget, passed);
    return passed;
  } catch (error) {
    if (generation !== widget.generation) throw error;
    const code = String(error);
    if (!errorCodes.includes(code)) console.error(error); // a bug of this test double
    const known = errorCodes.includes(code) ? code : 'internal-error';
    widget.pending = null;
    if (stickyErrors.includes(known)) widget.failed = known;
    show(widget, known);
    throw known;
  }
}

/** As if the visitor ticked the box: the outcome goes to callback or error-callback. */
export function start(widget: Widget): void {
  if (widget.pending) return; // a check is running: a second click changes nothing
  const generation = widget.generation;
  check(widget).then(
    ({token}) => generation === widget.generation && call(widget, 'callback', token),
    (code: string) => generation === widget.generation && report(widget, code),
  );
}

function pass(widget: Widget, passed: Passed): void {
  Object.assign(widget, {...passed, pending: null});
  setFields(widget, widget.token); // before the callback runs, so it can submit the form
  show(widget, 'passed');
  clearTimeout(widget.expiry);
  widget.expiry = setTimeout(() => {
    widget.token = '';
    setFields(widget, '');
    show(widget, 'expired');
    call(widget, 'expired-callback');
  }, tokenLifetimeMs);
}

/** Forgets the running check (its promise rejects with challenge-closed) and the token's timer. */
export function stop(widget: Widget): void {
  widget.generation++;
  widget.pending = null;
  widget.challenge?.close();
  clearTimeout(widget.expiry);
}
