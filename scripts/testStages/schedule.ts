import type {Stage} from './stages';

interface Progress {
  passed: ReadonlySet<string>;
  running: ReadonlySet<string>;
}

/**
 * The stages that may start now: not started yet, with every stage they need passed. Throws when
 * nothing runs and nothing can start while stages remain: a need that names no stage, or a cycle,
 * would otherwise leave the run waiting for ever.
 */
export function stagesToStart(stages: readonly Stage[], {passed, running}: Progress): Stage[] {
  const waiting = stages.filter((stage) => !passed.has(stage.name) && !running.has(stage.name));
  const ready = waiting.filter((stage) => (stage.needs ?? []).every((need) => passed.has(need)));
  if (ready.length === 0 && running.size === 0 && waiting.length > 0) {
    const blocked = waiting.map(
      (stage) =>
        `${stage.name} (needs ${(stage.needs ?? []).filter((need) => !passed.has(need)).join(', ')})`,
    );
    throw new Error(`these stages can never start: ${blocked.join('; ')}`);
  }
  return ready;
}
