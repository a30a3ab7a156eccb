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
    phases: [
      {
        seconds: 100,
        stages: [
          {name: 'types', script: 'typecheck', seconds: 60, cpu: {user: 50, system: 5}},
          {name: 'build', script: 'build:test', seconds: 100, cpu: {user: 120, system: 20.4}},
        ],
      },
      {
        seconds: 200.2,
        stages: [{name: 'browser', script: 'test:e2e', seconds: 200, cpu: {user: 300, system: 50}}],
      },
    ],
    machine: {date: '2026-11-28', commit: 'abc1234', cpu: 'Some CPU', cores: 2, node: 'v20.20.2'},
  };
  const report = stageReport(run);

  it('has a row per stage with its wall time and CPU-seconds', () => {
    expect(report).toContain('| 1 | types | `npm run typecheck` | 1 min 0 s | 55 |');
    expect(report).toContain('| 2 | browser | `npm run test:e2e` | 3 min 20 s | 350 |');
  });

  it('sums each phase and the whole run', () => {
    expect(report).toContain('| 1 | **phase 1** | side by side | **1 min 40 s** | **195** |');
    expect(report).toContain('| | **npm test** | | **5 min 0 s** | **545** |');
  });

  it('says where and when it ran', () => {
    expect(report).toContain('2026-11-28, commit `abc1234`, 2 × Some CPU, Node v20.20.2');
  });
});
