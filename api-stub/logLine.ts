import {defaultLaneId} from './lanes';
import type {LoggedRequest} from './requestLog';

/**
 * A secret as a log may show it: the first 6 characters (`0x` and 4 hex digits, enough to tell
 * the demo accounts and test secrets apart) and an ellipsis. Never the whole secret, even a short one.
 */
export function maskSecret(secret: string): string {
  return secret.length > 6 ? `${secret.slice(0, 6)}…` : '…';
}

/** What the answer said, in a few words: the verdict, an error, or why there was none. */
function outcome(request: LoggedRequest): string {
  if (request.status === 0) return 'no answer';
  const answer = request.answer;
  if (typeof answer !== 'object' || answer === null) return '';
  const body = answer as Record<string, unknown>;
  if (body.success === true) return 'success';
  if (Array.isArray(body['error-codes'])) return body['error-codes'].join(',');
  if (typeof body.error === 'string') return body.error;
  if (typeof body.token === 'string') return 'token';
  if (typeof body.challenge === 'object') return 'challenge';
  return '';
}

/**
 * One line per request for a person watching `npm run start:api`: time, lane, scheme, method,
 * path, status, the masked secret of a verification and its outcome. No token, no full secret.
 */
export function formatLogLine(request: LoggedRequest, laneId: string): string {
  const time = request.at.slice(11, 23);
  const lane = laneId === defaultLaneId ? '' : ` [lane ${laneId}]`;
  const secrets = request.fields.secret ?? [];
  const secret = secrets.length > 0 ? ` secret=${secrets.map(maskSecret).join(',')}` : '';
  const result = outcome(request);
  return [
    `${time}${lane} ${request.scheme} ${request.method} ${request.path} ${request.status}${secret}`,
    result,
  ]
    .filter((part) => part !== '')
    .join(' ');
}
