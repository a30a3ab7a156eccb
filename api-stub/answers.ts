/** A complete HTTP answer, ready to send; kept as sent, so an idempotent replay is byte for byte. */
export interface HttpAnswer {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: string;
}

// Exactly `application/json`, without a charset parameter: JSON is UTF-8 by definition, and some
// clients compare the header as a whole.
const jsonHeaders: Readonly<Record<string, string>> = {'Content-Type': 'application/json'};

export function jsonAnswer(status: number, body: unknown): HttpAnswer {
  return {status, headers: jsonHeaders, body: JSON.stringify(body)};
}
