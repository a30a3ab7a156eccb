import {describe, expect, it} from 'vitest';
import {stagesToStart} from './schedule';
import {testStages, type Stage} from './stages';

const stages: Stage[] = [
  {name: 'build', script: 'build:test'},
  {name: 'lint', script: 'lint'},
  {name: 'browser', script: 'test:e2e', needs: ['build']},
  {name: 'report', script: 'report', needs: ['browser', 'lint']},
];

const names = (started: Stage[]) => started.map((stage) => stage.name);
const progress = (passed: string[], running: string[]) => ({
  passed: new Set(passed),
  running: new Set(running),
});

describe('stagesToStart', () => {
  it.each([
    {
      when: 'at the start: the stages that need none',
      passed: [],
      running: [],
      start: ['build', 'lint'],
    },
    {when: 'a need still running', passed: ['lint'], running: ['build'], start: []},
    {
      when: 'its need passed, beside a stage still running',
      passed: ['build'],
      running: ['lint'],
      start: ['browser'],
    },
    {when: 'one of two needs passed', passed: ['build', 'browser'], running: ['lint'], start: []},
    {
      when: 'every need passed',
      passed: ['build', 'browser', 'lint'],
      running: [],
      start: ['report'],
    },
    {when: 'all passed', passed: ['build', 'browser', 'lint', 'report'], running: [], start: []},
  ])('$when', ({passed, running, start}) => {
    expect(names(stagesToStart(stages, progress(passed, running)))).toEqual(start);
  });

  it('never starts a stage twice', () => {
    expect(names(stagesToStart(stages, progress([], ['build', 'lint'])))).toEqual([]);
  });

  it.each([
    {
      name: 'a need that names no stage',
      stages: [{name: 'dev', script: 'test:dev', needs: ['biuld']}],
    },
    {
      name: 'a cycle',
      stages: [
        {name: 'a', script: 'a', needs: ['b']},
        {name: 'b', script: 'b', needs: ['a']},
      ],
    },
  ])('refuses to wait for ever: $name', ({stages: stuck}) => {
    expect(() => stagesToStart(stuck, progress([], []))).toThrow(/can never start/);
  });

  it('starts every stage of npm test, in some order', () => {
    const passed = new Set<string>();
    for (let round = 0; round < testStages.length && passed.size < testStages.length; round++) {
      for (const stage of stagesToStart(testStages, {passed, running: new Set()}))
        passed.add(stage.name);
    }
    expect([...passed].sort()).toEqual(testStages.map((stage) => stage.name).sort());
  });
});
