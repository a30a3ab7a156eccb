import {describe, expect, it} from 'vitest';
import {createLaneRegistry} from './lanes';

describe('createLaneRegistry', () => {
  it('sends root paths to the default lane', () => {
    const registry = createLaneRegistry();
    expect(registry.resolve('/siteverify')).toEqual({
      lane: registry.defaultLane,
      path: '/siteverify',
    });
    expect(registry.defaultLane).toMatchObject({id: 'default', prefix: ''});
  });

  it('strips the prefix of a lane it created', () => {
    const registry = createLaneRegistry();
    const lane = registry.create();
    expect(lane.id).toMatch(/^[0-9a-f]{12}$/);
    expect(lane.prefix).toBe(`/lanes/${lane.id}`);
    expect(registry.resolve(`/lanes/${lane.id}/1/api.js`)).toEqual({lane, path: '/1/api.js'});
    expect(registry.resolve(`/lanes/${lane.id}`)).toEqual({lane, path: '/'});
  });

  it('knows no lane it did not create', () => {
    const registry = createLaneRegistry();
    expect(registry.resolve('/lanes/0123456789ab/siteverify')).toBeUndefined();
    expect(registry.resolve('/lanes/__proto__/siteverify')).toBeUndefined();
  });

  it('gives each lane its own state', () => {
    const registry = createLaneRegistry();
    const a = registry.create();
    const b = registry.create();
    a.faults.push({kind: 'reset'});
    a.scriptDelayMs = 100;
    expect(a.id).not.toBe(b.id);
    expect(b.faults).toEqual([]);
    expect(b.scriptDelayMs).toBe(0);
    expect(a.log).not.toBe(b.log);
  });
});
