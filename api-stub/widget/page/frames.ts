/** The widget's cross-origin frames: the checkbox frame, and the challenge frame in a modal dialog. */
import {element, type Passed} from '../shared';
import {call, config, frameOrigin, text, type Widget} from './widgets';

/** A frame document's address: what the frame needs, and the page it may talk to. */
function frameUrl(widget: Widget, name: string, extra: Record<string, string>): string {
  const query = new URLSearchParams({
    id: widget.frameId,
    origin: location.origin,
    host: location.hostname,
    api: config.base,
    sitekey: String(widget.params.sitekey),
    hl: config.lang,
    size: widget.size,
    theme: widget.theme.name,
    ...(widget.theme.custom && {custom: JSON.stringify(widget.theme.custom)}),
    ...(widget.rqdata !== undefined && {rqdata: widget.rqdata}),
    ...extra,
  });
  return `${frameOrigin}/1/frames/${name}.html?${query}`;
}

/** The checkbox frame (hidden for an invisible widget): it runs every check of the widget. */
export function checkFrame(widget: Widget): HTMLIFrameElement {
  const tabindex = Number(widget.params.tabindex);
  const index = String(Number.isInteger(tabindex) ? tabindex : 0);
  const [width, height] = {normal: [320, 88], compact: [180, 120], invisible: [0, 0]}[widget.size];
  const frame = element('iframe', {
    class: `bramble-frame bramble-size-${widget.size}`,
    title: text.frame,
    src: frameUrl(widget, 'checkbox', {tabindex: index}),
    width: String(width),
    height: String(height),
    tabindex: index,
  });
  frame.hidden = widget.size === 'invisible';
  return frame;
}

const challengeLifetimeMs = 60_000;

/**
 * The interactive challenge: a modal dialog in the page holding the challenge frame, which asks
 * the question, sends the answer and tells the outcome. Rejects with a client error code.
 */
export function openChallenge(widget: Widget, prompt: string): Promise<Passed> {
  return new Promise((resolve, reject) => {
    const dialog = element('dialog', {
      class: `bramble-dialog bramble-theme-${widget.theme.name}`,
      lang: config.lang,
      'aria-label': text.challenge,
    });
    const frame = element('iframe', {
      class: 'bramble-challenge-frame',
      title: text.challenge,
      src: frameUrl(widget, 'challenge', {prompt}),
      width: '360',
      height: '260',
    });
    dialog.append(frame);
    const finish = (outcome: Passed | string, callback?: string) => {
      if (widget.challenge?.frame !== frame) return; // over already
      clearTimeout(timer);
      widget.challenge = null;
      dialog.close();
      dialog.remove();
      if (callback) call(widget, callback);
      if (typeof outcome === 'string') reject(outcome);
      else resolve(outcome);
    };
    const closed = () => finish('challenge-closed', 'close-callback');
    const timer = setTimeout(
      () => finish('challenge-expired', 'challenge-expired-callback'),
      challengeLifetimeMs,
    );
    widget.challenge = {
      frame,
      close: () => finish('challenge-closed'), // reset() or remove(): no callback
      onMessage(data) {
        if (data.type === 'ready') frame.focus();
        else if (data.type === 'close') closed();
        else if (data.type === 'error') finish(String(data.code));
        else if (data.type === 'result' && typeof data.data?.token === 'string') finish(data.data);
      },
    };
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault(); // Escape in the page closes the challenge like its Close button
      closed();
    });
    document.body.append(dialog);
    dialog.showModal();
    call(widget, 'open-callback');
  });
}
