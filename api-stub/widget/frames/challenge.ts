/** TEST DOUBLE: the challenge frame, in api.js's modal dialog. It sends the answer itself. */
import {element, type FromFrame} from '../shared';
import {applyTheme, ask, params, text, toPage} from './frame';

const main = element('main', {class: 'bramble-challenge', 'aria-labelledby': 'title'});
applyTheme(main);
const form = element('form');
const label = element('label', {for: 'answer'}, params.get('prompt') ?? '');
const input = element('input', {id: 'answer', type: 'text', autocomplete: 'off'});
const message = element('p', {class: 'bramble-message', role: 'alert'});
const verify = element('button', {type: 'submit'}, text.verify);
const close = element('button', {type: 'button'}, text.close);
form.append(label, input, message, verify, close);
main.append(element('h1', {id: 'title'}, text.challenge), form);
document.body.append(main);

let done = false;
const finish = (outcome: FromFrame) => {
  if (!done) toPage(outcome);
  done = true;
};
close.addEventListener('click', () => finish({type: 'close'}));
addEventListener('keydown', (event) => {
  if (event.key === 'Escape') finish({type: 'close'});
});
form.addEventListener('submit', (event) => {
  event.preventDefault();
  const answer = input.value.trim();
  if (!answer) {
    message.textContent = text.empty;
    input.focus();
    return;
  }
  verify.disabled = true; // one answer: its outcome closes the challenge
  // The stand-in asks again only for an empty answer, which never leaves this frame.
  ask({answer}).then(
    (data) =>
      finish('token' in data ? {type: 'result', data} : {type: 'error', code: 'internal-error'}),
    (code) => finish({type: 'error', code: String(code)}),
  );
});
toPage({type: 'ready'});
input.focus();
