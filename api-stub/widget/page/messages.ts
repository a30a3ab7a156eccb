/** postMessage between api.js and its cross-origin frames, checked both ways. */
import type {CheckAnswer, FromFrame, Reply, Tagged, ToFrame} from '../shared';
import {start} from './checks';
import {frameOrigin, widgets, type Widget} from './widgets';

/** To the widget's checkbox frame, once it has said it is ready. */
function post(widget: Widget, message: ToFrame, transfer: Transferable[] = []): void {
  const tagged: Tagged<ToFrame> = {...message, id: widget.frameId};
  const send = () => widget.frame.contentWindow?.postMessage(tagged, frameOrigin, transfer);
  if (widget.queue) widget.queue.push(send);
  else send();
}

/** Mirrors the widget's state in the checkbox (an invisible widget has none). */
export function show(widget: Widget, state: string): void {
  if (widget.size !== 'invisible') post(widget, {type: 'show', state, failed: !!widget.failed});
}

/** Asks the checkbox frame to check, which answers on a channel of this check's own. */
export function ask(widget: Widget): Promise<CheckAnswer> {
  const {port1, port2} = new MessageChannel();
  post(widget, {type: 'check', rqdata: widget.rqdata}, [port2]);
  return new Promise((resolve, reject) => {
    port1.onmessage = ({data}: MessageEvent<Reply>) =>
      'error' in data ? reject(data.error) : resolve(data);
  });
}

/** Hears only the widget's own frames, from the frame origin, carrying the widget's id. */
export function listen(): void {
  addEventListener('message', (event: MessageEvent<Tagged<FromFrame> | null>) => {
    const data = event.data;
    const widget = [...widgets.values()].find(({frameId}) => frameId === data?.id);
    if (!widget || !data || event.origin !== frameOrigin) return;
    if (event.source === widget.challenge?.frame.contentWindow) widget.challenge.onMessage(data);
    if (event.source !== widget.frame.contentWindow) return;
    if (data.type === 'ready') {
      for (const send of widget.queue?.splice(0) ?? []) send();
      widget.queue = null;
    } else if (data.type === 'tick' && !widget.token && !widget.failed) {
      start(widget); // as a visitor's click: nothing once passed or failed, nor while a check runs
    }
  });
}
