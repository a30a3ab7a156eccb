import type {ServerResponse} from 'node:http';
import {createLaneRegistry, type LaneRegistry} from './lanes';
import {createRateLimiter} from './rateLimit';
import {createReplayStore} from './replays';
import {createSecretRotations} from './secretRotation';
import type {LoggedRequest} from './requestLog';
import {createTokenStore} from './tokens';
import type {VerifyState} from './verdict';

/** Everything one running stand-in holds, shared by its HTTP and HTTPS listeners. */
export interface StubState {
  lanes: LaneRegistry;
  /** Tokens, idempotent answers and rate counts are the API's, not a lane's: shared by all lanes. */
  verify: VerifyState;
  /** Answers deliberately held back (hang faults), so closing the stand-in can end them. */
  held: Set<ServerResponse>;
  /** Pending delays (late hangs, script delays), cleared on close. */
  timers: Set<NodeJS.Timeout>;
  /** Told about each request once it is over (answered, or its connection gone). */
  onRequest?: (request: LoggedRequest, laneId: string) => void;
}

export function createStubState(onRequest?: StubState['onRequest']): StubState {
  return {
    lanes: createLaneRegistry(),
    verify: {
      tokens: createTokenStore(),
      replays: createReplayStore(),
      rateLimiter: createRateLimiter(),
      secrets: createSecretRotations(),
    },
    held: new Set(),
    timers: new Set(),
    onRequest,
  };
}

/** Waits `ms`, unless the stand-in closes first (then never resolves: the connection is gone). */
export function wait(state: StubState, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      state.timers.delete(timer);
      resolve();
    }, ms);
    state.timers.add(timer);
  });
}
