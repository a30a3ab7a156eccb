/** postMessage between api.js and its cross-origin frames, checked both ways. */
import type {CheckAnswer, FromFrame, Tagged, ToFrame} from '../shared';
import {start} from './checks';
import {byFrameId, frameOrigin, widgets, type Widget} from './widgets';

/** To the widget's checkbox frame, once it has said it is ready. */
export function post(widget: Widget, message: ToFrame): void {
  if (!widget.ready) {
    widget.queue.push(message);
    return;
  }
  const tagged: Tagged<ToFrame> = {...message, id: widget.frameId};
  widget.frame.contentWindow?.postMessage(tagged, frameOrigin);
}

/** Mirrors the widget's state in the checkbox (an invisible widget has none). */
export function show(widget: Widget, state: string): void {
  if (widget.size !== 'invisible') post(widget, {type: 'show', state, failed: !!widget.failed});
}

/** Asks the checkbox frame to check; rejects with a client error code. */
export function ask(widget: Widget): Promise<CheckAnswer> {
  return new Promise((resolve, reject) => {
    const seq = ++widget.seq;
    widget.replies.set(seq, {resolve: resolve as (data: unknown) => void, reject});
    post(widget, {type: 'check', seq, ...(widget.rqdata !== undefined && {rqdata: widget.rqdata})});
  });
}

/** Hears only the widget's own frames, from the frame origin, carrying the widget's id. */
export function listen(): void {
  addEventListener('message', (event: MessageEvent<Tagged<FromFrame> | null>) => {
    const widget = event.origin === frameOrigin ? byFrameId.get(event.data?.id ?? '') : undefined;
    if (!widget || !widgets.has(widget.id)) return;
    if (event.source === widget.frame.contentWindow) fromCheckFrame(widget, event.data!);
    else if (event.source === widget.challenge?.frame.contentWindow) {
      widget.challenge?.onMessage(event.data);
    }
  });
}

function fromCheckFrame(widget: Widget, data: FromFrame): void {
  if (data.type === 'ready') {
    widget.ready = true;
    for (const message of widget.queue.splice(0)) post(widget, message);
  } else if (data.type === 'tick') {
    // As a visitor's click: nothing once passed or failed, nothing more while a check runs.
    if (!widget.token && !widget.failed) start(widget);
  } else if (data.type === 'reply') {
    const waiting = widget.replies.get(data.seq);
    widget.replies.delete(data.seq);
    if (typeof data.error === 'string') waiting?.reject(data.error);
    else waiting?.resolve(data.data);
  }
}
