export interface CpuTimes {
  user: number;
  system: number;
}

/** What reapAll.py writes: `user system`. */
export function parseCpuTimes(line: string): CpuTimes {
  const match = /^(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/.exec(line.trim());
  if (!match) throw new Error(`not reapAll.py's CPU times: "${line}"`);
  return {user: Number(match[1]), system: Number(match[2])};
}
