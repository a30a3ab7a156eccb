import type {ServerResponse} from 'node:http';
import {createLaneRegistry} from './lanes';
import {createRateLimiter} from './rateLimit';
import {createReplayStore} from './replays';
import {createSecretRotations} from './secretRotation';
import type {LoggedRequest} from './requestLog';
import {createTokenStore} from './tokens';
import type {VerifyState} from './verdict';

/** Everything one running stand-in holds, shared by its HTTP and HTTPS listeners. */
export type StubState = ReturnType<typeof createStubState>;

/** `onRequest` is told about each request once it is over (answered, or its connection gone). */
export function createStubState(onRequest?: (request: LoggedRequest, laneId: string) => void) {
  return {
    lanes: createLaneRegistry(),
    // Tokens, idempotent answers and rate counts are the API's, not a lane's: shared by all lanes.
    verify: {
      tokens: createTokenStore(),
      replays: createReplayStore(),
      rateLimiter: createRateLimiter(),
      secrets: createSecretRotations(),
    } satisfies VerifyState,
    // Answers deliberately held back (hang faults), so closing the stand-in can end them.
    held: new Set<ServerResponse>(),
    // Pending delays (late hangs, script delays), cleared on close.
    timers: new Set<NodeJS.Timeout>(),
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
