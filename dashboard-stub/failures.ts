import {z} from 'zod';
import {parseWith, type ParseResult} from '../api-stub/faults';

/**
 * How one API endpoint misbehaves. `ok` is the real behaviour; the others are the outcomes the
 * docs' session code must survive: error statuses, a login page where JSON was expected (what a
 * proxy or an expired SSO session gives), truncated JSON, no answer at all, an account without sites.
 */
const modes = [
  'ok',
  '500',
  '401',
  '403',
  '404',
  '502',
  'html',
  'badjson',
  'hang',
  'empty-sites',
] as const;
const mode = z.enum(modes, {error: `expected one of ${modes.join(', ')}`});

export type FailureMode = z.infer<typeof mode>;

// The JSON that `POST /__control` takes. Unknown fields are errors, so a misspelt field fails
// loudly instead of leaving the server healthy while the test thinks otherwise.
const updateSchema = z.strictObject(
  {
    // How `GET /user` answers; an empty site list is a property of the site list only.
    user: mode
      .refine((value) => value !== 'empty-sites', 'empty-sites applies to sites only')
      .optional(),
    // How `GET /dashboard/sitekey/page/1` answers.
    sites: mode.optional(),
    // Wait before each API answer (after any hold). A minute is beyond any client timeout.
    delayMs: z.number({error: 'expected a number from 0 to 60000'}).min(0).max(60_000).optional(),
    // Hold each API call until the other one has arrived too (or the hold times out).
    holdUntilBoth: z.boolean({error: 'expected a boolean'}).optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown field: ${issue.keys[0]}`
        : 'expected a JSON object',
  },
);

export type FailureSettings = Required<z.infer<typeof updateSchema>>;

export const noFailures: FailureSettings = {
  user: 'ok',
  sites: 'ok',
  delayMs: 0,
  holdUntilBoth: false,
};

export function parseFailureUpdate(input: unknown): ParseResult<Partial<FailureSettings>> {
  return parseWith(updateSchema, input);
}
