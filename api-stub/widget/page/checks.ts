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
  if (widget.pending) return widget.pending;
  const generation = widget.generation;
  const current = <T>(value: T): T => {
    if (generation !== widget.generation) throw 'challenge-closed'; // reset() or remove() came first
    return value;
  };
  show(widget, 'busy');
  widget.pending = ask(widget)
    .then((data) =>
      'challenge' in data ? openChallenge(widget, current(data).challenge.prompt) : data,
    )
    .then(
      (data) => {
        pass(widget, current(data));
        return {token: widget.token, respKey: widget.respKey};
      },
      (error: unknown) => {
        if (generation !== widget.generation) throw error;
        let code = String(error);
        if (!errorCodes.includes(code)) {
          console.error(error); // a bug of this test double
          code = 'internal-error';
        }
        widget.pending = null;
        if (stickyErrors.includes(code)) widget.failed = code;
        show(widget, code);
        throw code;
      },
    );
  return widget.pending;
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

function pass(widget: Widget, data: Passed): void {
  widget.pending = null;
  widget.token = data.token;
  widget.respKey = data.respKey;
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
