/** A port from the environment (dashboard-stub/env.ts reads its own with it too). */
export function readPort(env: NodeJS.ProcessEnv, name: string, fallback: string): number {
  const text = env[name]?.trim() || fallback;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) {
    throw new Error(
      `${name} must be a port number (0 for any free port), not ${JSON.stringify(text)}`,
    );
  }
  return port;
}

/**
 * Reads `API_HTTP_PORT` (3002), `API_HTTPS_PORT` (3443) and `API_FRAME_PORT` (3003), next to the
 * docs (3000) and the dashboard (3001); throws on nonsense. The frame port is the widget's own
 * origin, as js.bramble.example is in production.
 */
export function readEnv(env: NodeJS.ProcessEnv) {
  return {
    httpPort: readPort(env, 'API_HTTP_PORT', '3002'),
    httpsPort: readPort(env, 'API_HTTPS_PORT', '3443'),
    framePort: readPort(env, 'API_FRAME_PORT', '3003'),
  };
}
