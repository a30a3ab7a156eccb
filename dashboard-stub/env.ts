import {readPort} from '../api-stub/env';

// The docs dev server's two spellings; the session cookie only flows when both sides use the same one.
const defaultOrigins = ['http://127.0.0.1:3000', 'http://localhost:3000'];

/** Reads `DASHBOARD_PORT`, `DASHBOARD_HOST`, `DOCS_ORIGINS` and `DASHBOARD_CONTROL`; throws on nonsense. */
export function readEnv(env: NodeJS.ProcessEnv) {
  const origins = (env.DOCS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  return {
    port: readPort(env, 'DASHBOARD_PORT', '3001'),
    host: env.DASHBOARD_HOST?.trim() || '127.0.0.1',
    allowedOrigins: origins.length > 0 ? origins : defaultOrigins,
    control: env.DASHBOARD_CONTROL === '1',
  };
}
