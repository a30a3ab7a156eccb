/** What one request of a lane sent, and what the stand-in answered. */
export interface LoggedRequest {
  /** Arrival time, ISO 8601. */
  at: string;
  method: string;
  /** The path inside the lane (`/siteverify`, not `/lanes/<id>/siteverify`), without the query. */
  path: string;
  scheme: 'http' | 'https';
  contentType: string | undefined;
  /** The url-encoded body's fields, then the query's: every value kept, so repeats are visible. */
  fields: Record<string, string[]>;
  /** The body as UTF-8 text (a broken sequence shows as U+FFFD). */
  rawBody: string;
  /** What the stand-in answered; 0 while it has not, and for good when it never does. */
  status: number;
  /** The JSON answered, parsed; undefined for other answers and for none. */
  answer: unknown;
}

/** The last `max` entries (both stand-ins' logs): a stand-in run by hand can live for days. */
export function createRequestLog<T>(max = 5000) {
  let entries: T[] = [];
  return {
    add(entry: T): void {
      entries.push(entry);
      if (entries.length > max) entries = entries.slice(-max);
    },
    // Copies, so a caller's later reads and edits never race with the server filling in `status`.
    entries: () => entries.map((entry) => structuredClone(entry)),
    clear(): void {
      entries = [];
    },
  };
}
