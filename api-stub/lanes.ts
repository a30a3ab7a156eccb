import {randomBytes} from 'node:crypto';
import type {Fault} from './faults';
import {createRequestLog, type LoggedRequest} from './requestLog';

export const defaultLaneId = 'default';

/**
 * The per-lane state: what one test changes and reads without touching its neighbours'. The
 * prefix is '' for the default lane at the root, `/lanes/<id>` for the others; the faults apply
 * to the next `/siteverify` requests, one each, in order.
 */
function newLane(id: string, prefix: string) {
  const log = createRequestLog<LoggedRequest>();
  return {id, prefix, faults: [] as Fault[], scriptDelayMs: 0, log};
}

export type LaneState = ReturnType<typeof newLane>;

const lanePath = /^\/lanes\/([^/]+)(\/.*)?$/;

export function createLaneRegistry() {
  const defaultLane = newLane(defaultLaneId, '');
  const lanes = new Map<string, LaneState>();
  return {
    defaultLane,
    create(): LaneState {
      // Random, not a counter, so two servers' lanes never share an id in a test's output.
      const id = randomBytes(6).toString('hex');
      const lane = newLane(id, `/lanes/${id}`);
      lanes.set(id, lane);
      return lane;
    },
    /**
     * The lane a request path belongs to, and the path inside it; undefined for `/lanes/<id>` with
     * an id nobody created (a typo must not silently fall back to the shared default lane).
     */
    resolve(pathname: string): {lane: LaneState; path: string} | undefined {
      const match = lanePath.exec(pathname);
      if (!match) return {lane: defaultLane, path: pathname};
      const lane = lanes.get(match[1]!);
      return lane ? {lane, path: match[2] ?? '/'} : undefined;
    },
  };
}
