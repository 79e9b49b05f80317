import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

// The server's CPU time (user + system) from /proc: req/s moves with whatever else the shared
// machine runs, the CPU a request costs much less. Undefined where there is no /proc.
export const serverPids: number[] = [];
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/** User + system CPU time of a process or thread from its /proc stat file, ms. */
function statCpuMs(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

// The main thread (its task id is the process id) runs JavaScript; the others are the collector's
// helpers and libuv's pool.
export function serverCpuMs(mainOnly = false): number | undefined {
  try {
    let ms = 0;
    for (const pid of serverPids)
      ms += statCpuMs(fs.readFileSync(mainOnly ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8'));
    return serverPids.length ? ms : undefined;
  } catch {
    return undefined;
  }
}

/** CPU time of each PostgreSQL process on this machine (its backends and helpers), ms by pid. */
export function postgresCpu(): Map<string, number> | undefined {
  try {
    const byPid = new Map<string, number>();
    for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (stat.includes('(postgres)')) byPid.set(pid, statCpuMs(stat));
      } catch {
        // gone meanwhile
      }
    }
    return byPid;
  } catch {
    return undefined;
  }
}

/** PostgreSQL's CPU between two snapshots: what each process used since (a process started since counts whole; one that exited is lost). */
export function postgresCpuSince(before: Map<string, number> | undefined): number | undefined {
  const after = postgresCpu();
  if (!before || !after) return undefined;
  let ms = 0;
  for (const [pid, used] of after) ms += used - (before.get(pid) ?? 0);
  return ms;
}

/** Busy CPU time of the whole machine (every core, every process), ms. */
export function machineCpuMs(): number | undefined {
  try {
    const [, ...jiffies] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
    const busy = jiffies.slice(0, 8).reduce((a, b) => a + b, 0) - jiffies[3] - jiffies[4];
    return (busy * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

export const benchCpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
