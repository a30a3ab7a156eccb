/** CPU time a process and everything it started spent, in seconds. */
export interface CpuTimes {
  user: number;
  system: number;
}

/** What reapAll.py writes once its command and everything it started have ended: `user system`. */
export function parseCpuTimes(line: string): CpuTimes {
  const match = /^(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/.exec(line.trim());
  if (!match) throw new Error(`not reapAll.py's CPU times: "${line}"`);
  return {user: Number(match[1]), system: Number(match[2])};
}
