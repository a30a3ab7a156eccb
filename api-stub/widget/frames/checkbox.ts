/** TEST DOUBLE: the checkbox frame. It runs the checks api.js asks for; hidden for an invisible widget. */
import {element, type Reply} from '../shared';
import {applyTheme, ask, onPage, params, text, toPage} from './frame';

const size = params.get('size') ?? 'normal';
const root = element('div', {class: `bramble-widget bramble-size-${size}`, 'data-state': 'idle'});
const tabindex = params.get('tabindex') ?? '';
const box = element('div', {
  class: 'bramble-checkbox',
  role: 'checkbox',
  'aria-checked': 'false',
  tabindex: /^-?\d+$/.test(tabindex) ? tabindex : '0',
});
const status = element('p', {class: 'bramble-status', role: 'status'});
if (size !== 'invisible') {
  applyTheme(root);
  box.append(
    element('span', {class: 'bramble-box', 'aria-hidden': 'true'}),
    element('span', {class: 'bramble-label'}, text.checkbox),
  );
  root.append(box, status, element('span', {class: 'bramble-brand'}, text.brand));
  // api.js decides whether a tick starts a check (not while one runs, nor after a sticky error).
  box.addEventListener('click', () => toPage({type: 'tick'}));
  box.addEventListener('keydown', (event) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    toPage({type: 'tick'});
  });
  document.body.append(root);
}

/** Mirrors the state api.js holds: idle, busy, passed, expired or an error code. */
function show(state: string, failed: boolean): void {
  root.dataset.state = state;
  box.setAttribute('aria-checked', String(state === 'passed'));
  box.setAttribute('aria-busy', String(state === 'busy'));
  box.setAttribute('aria-disabled', String(failed));
  const said = ['busy', 'passed', 'expired'].includes(state) && text[state as 'busy'];
  const quiet = state === 'idle' || state === 'challenge-closed';
  status.textContent = quiet ? '' : said || `${text.failed} (${state})`;
}

onPage((message, port) => {
  if (message.type === 'show') show(message.state, message.failed);
  else {
    const reply = (answer: Reply) => port?.postMessage(answer);
    ask(message.rqdata ? {rqdata: message.rqdata} : {}).then(reply, (code) =>
      reply({error: String(code)}),
    );
  }
});
toPage({type: 'ready'});
