/**
 * The port of the widget's frame origin for `npm run start:api`: `API_FRAME_PORT`, 3003 by
 * default, beside the docs (3000), the dashboard (3001) and the API (3002, 3443).
 */
export const defaultFramePort = 3003;

export function readFramePort(env: NodeJS.ProcessEnv): number {
  const text = env.API_FRAME_PORT?.trim() || String(defaultFramePort);
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) {
    throw new Error(
      `API_FRAME_PORT must be a port number (0 for any free port), not ${JSON.stringify(text)}`,
    );
  }
  return port;
}
