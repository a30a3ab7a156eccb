import {describe, expect, it} from 'vitest';
import {clock, stageReport, type RunResult} from './stageReport';

describe('clock', () => {
  it.each([
    {name: 'seconds', input: 48.4, expected: '48 s'},
    {name: 'minutes', input: 424.6, expected: '7 min 5 s'},
    {name: 'a whole minute', input: 60, expected: '1 min 0 s'},
  ])('$name', ({input, expected}) => {
    expect(clock(input)).toBe(expected);
  });
});

describe('stageReport', () => {
  const run: RunResult = {
    stages: [
      {
        name: 'browser',
        script: 'test:e2e',
        needs: ['build'],
        started: 100.2,
        ended: 300.4,
        cpu: {user: 300, system: 50},
      },
      {
        name: 'types',
        script: 'typecheck',
        needs: [],
        started: 0.1,
        ended: 60.1,
        cpu: {user: 50, system: 5},
      },
      {
        name: 'build',
        script: 'build:test',
        needs: [],
        started: 0,
        ended: 100,
        cpu: {user: 120, system: 20.4},
      },
    ],
    seconds: 301,
    machine: {date: '2026-11-28', commit: 'abc1234', cpu: 'Some CPU', cores: 2, node: 'v20.20.2'},
  };
  const report = stageReport(run);

  it('has a row per stage with its needs, start, end, wall time and CPU-seconds', () => {
    expect(report).toContain(
      '| types | `npm run typecheck` |  | 0 s | 1 min 0 s | 1 min 0 s | 55 |',
    );
    expect(report).toContain(
      '| browser | `npm run test:e2e` | build | 1 min 40 s | 5 min 0 s | 3 min 20 s | 350 |',
    );
  });

  it('lists the stages in the order they started', () => {
    const order = ['build', 'types', 'browser'].map((name) => report.indexOf(`| ${name} |`));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('sums the whole run: its wall time, its CPU-seconds and those over the cores', () => {
    expect(report).toContain('| **npm test** | | | | | **5 min 1 s** | **545** |');
    expect(report).toContain('| its CPU-seconds over 2 cores | | | | | 4 min 33 s | |');
  });

  it('says where and when it ran', () => {
    expect(report).toContain('2026-11-28, commit `abc1234`, 2 × Some CPU, Node v20.20.2');
  });
});
