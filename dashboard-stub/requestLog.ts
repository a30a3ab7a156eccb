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
