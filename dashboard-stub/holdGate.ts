/** The two API calls the docs make at once on every page load. */
export type ApiKind = 'user' | 'sites';

/**
 * Holds each API call until a call of the other kind has arrived. Answering neither before both
 * are in proves the client sent them in parallel: a client that waits for `/user` before asking
 * for the sites only gets its answer when the hold times out.
 */
export function createHoldGate(timeoutMs: number) {
  /** Each held call's release, with its kind. */
  const held = new Map<() => void, ApiKind>();

  function releaseAll(): void {
    const releasing = [...held.keys()];
    held.clear();
    for (const release of releasing) release();
  }

  return {
    /** Resolves when the other kind of call has arrived, or after the timeout. */
    wait(kind: ApiKind): Promise<void> {
      if ([...held.values()].some((other) => other !== kind)) {
        releaseAll();
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        const release = (): void => {
          clearTimeout(timer);
          held.delete(release);
          resolve();
        };
        // A held call must not keep a test process alive after its server is closed.
        const timer = setTimeout(release, timeoutMs).unref();
        held.set(release, kind);
      });
    },
    releaseAll,
  };
}
