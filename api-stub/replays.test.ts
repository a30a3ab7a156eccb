import {describe, expect, it} from 'vitest';
import {jsonAnswer} from './answers';
import {createReplayStore, replayWindowMs} from './replays';

const t0 = Date.parse('2026-03-01T12:00:00.000Z');
const first = jsonAnswer(200, {success: true});

describe('the idempotent answers', () => {
  it('give the first answer again within 120 s, and forget it after', () => {
    const replays = createReplayStore();
    replays.remember('k', first, t0);
    expect(replays.find('k', t0 + replayWindowMs)).toBe(first);
    expect(replays.find('k', t0 + replayWindowMs + 1)).toBeUndefined();
  });

  it('can be backdated by a test, as if the first answer were older', () => {
    const replays = createReplayStore();
    replays.remember('k', first, t0);
    replays.backdate(replayWindowMs);
    expect(replays.find('k', t0)).toBe(first);
    replays.backdate(1);
    expect(replays.find('k', t0)).toBeUndefined();
  });
});
