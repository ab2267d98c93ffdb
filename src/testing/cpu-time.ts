/**
 * Runs `work` and tells the CPU time this process spent on it, in ms: the code's own cost. Wall
 * time would also count the turns other processes take on a shared machine's cores.
 */
export function cpuTimed<Result>(work: () => Result): { result: Result; ms: number } {
  const before = process.cpuUsage();
  const result = work();
  const { user, system } = process.cpuUsage(before);
  return { result, ms: (user + system) / 1000 };
}
