import {execFileSync, spawn} from 'node:child_process';

function treeRssKb(root: number): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='], {encoding: 'utf8'})
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of rows) {
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return rows.filter(([pid]) => tree.has(pid)).reduce((total, [, , rss]) => total + rss, 0);
}

/** A cold test build of both locales, with `env` added: its time and peak memory. */
export async function coldBuild(
  env: Readonly<Record<string, string>> = {},
): Promise<{coldSeconds: number; peakMemoryMB: number}> {
  execFileSync('node_modules/.bin/docusaurus', ['clear'], {stdio: 'ignore'});
  const started = performance.now();
  const child = spawn('node_modules/.bin/tsx', ['scripts/build-for-tests.ts'], {
    env: {...process.env, ...env},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let peakKb = 0;
  const sampler = setInterval(() => {
    try {
      peakKb = Math.max(peakKb, treeRssKb(child.pid!));
    } catch {
      // The tree can end between two samples.
    }
  }, 250);
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`The build failed (exit ${code}); see build.log`);
  return {
    coldSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    peakMemoryMB: Math.round(peakKb / 1024),
  };
}
