/** The two API calls the docs make at once on every page load. */
export type ApiKind = 'user' | 'sites';

interface Held {
  kind: ApiKind;
  release: () => void;
}

/**
 * Holds each API call until a call of the other kind has arrived. Answering neither before both
 * are in proves the client sent them in parallel: a client that waits for `/user` before asking
 * for the sites only gets its answer when the hold times out.
 */
export function createHoldGate(timeoutMs: number) {
  let held: Held[] = [];

  /** Lets every held call go, as on a reset. */
  function releaseAll(): void {
    const releasing = held;
    held = [];
    for (const entry of releasing) entry.release();
  }

  return {
    /** Resolves when the other kind of call has arrived, or after the timeout. */
    wait(kind: ApiKind): Promise<void> {
      return new Promise<void>((resolve) => {
        if (held.some((entry) => entry.kind !== kind)) {
          releaseAll();
          resolve();
          return;
        }
        const timer = setTimeout(() => {
          held = held.filter((entry) => entry !== self);
          resolve();
        }, timeoutMs);
        // A held call must not keep a test process alive after its server is closed.
        timer.unref();
        const self: Held = {
          kind,
          release: () => {
            clearTimeout(timer);
            resolve();
          },
        };
        held.push(self);
      });
    },
    releaseAll,
  };
}
