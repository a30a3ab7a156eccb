// Serves build/ on 127.0.0.1 with per-locale not-found pages: `npm run serve`.
import path from 'node:path';
import {createStaticServer} from './static-server';

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

const server = createStaticServer(buildDir);
server.listen(port, host, () => {
  console.log(`Serving ${buildDir} at http://${host}:${port}/`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
