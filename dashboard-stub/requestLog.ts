/** One request as the test control endpoint reports it. Never holds a header value or a key. */
export interface LogEntry {
  method: string;
  /** The path without its query. */
  path: string;
  /** The `Origin` header, or null when the browser sent none (same-origin navigation, curl). */
  origin: string | null;
  /** Arrival, in milliseconds since the epoch. */
  at: number;
  /** When the answer was sent in full, or null while the request is held, delayed or hung. */
  answeredAt: number | null;
  /** Whether a `bramble_session` cookie came with the request (its value is not kept). */
  cookie: boolean;
}

// A development server can run for days; the tests that read the log need only the last few.
const maxEntries = 1000;

export function createRequestLog() {
  let entries: LogEntry[] = [];
  return {
    add(entry: LogEntry): void {
      entries.push(entry);
      if (entries.length > maxEntries) entries = entries.slice(-maxEntries);
    },
    entries: (): readonly LogEntry[] => entries,
    clear() {
      entries = [];
    },
  };
}
