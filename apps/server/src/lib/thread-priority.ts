import { readFileSync, readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * How much lower than the event loop's the worker threads run (a nice value; 19 is the lowest): the
 * render threads and the parse threads. On a machine short of CPU (documents laid out or read,
 * other processes) the thread every request shares is then served first, and the workers wait
 * instead. A parse's budget is counted in its thread's CPU time (threadCpuMs), so a file waiting
 * for a core at this priority is not charged for the wait.
 */
export const WORKER_NICENESS = 10;

/** The calling thread's id (Linux: /proc/thread-self -> "<pid>/task/<tid>"); undefined elsewhere. */
export function currentThreadId(): number | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Lowers the priority of the calling thread alone (Linux schedules threads each with its own nice
 * value, named by thread id). Elsewhere, or when the system refuses, nothing changes.
 */
export function lowerThreadPriority(niceness = WORKER_NICENESS): boolean {
  const tid = currentThreadId();
  if (tid === undefined) return false;
  try {
    setPriority(tid, niceness);
    return true;
  } catch {
    return false;
  }
}

/**
 * Linux gives a thread's CPU time in clock ticks of 1/100 s (USER_HZ, 100 on every architecture
 * Node runs on, whatever the kernel's own tick).
 */
const MS_PER_TICK = 10;

/**
 * CPU time (user + system, ms, in steps of 10) used so far by thread `tid` of this process, read
 * from /proc/self/task/<tid>/stat; undefined when it cannot be read (not Linux, thread gone).
 */
export function threadCpuMs(tid: number): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/self/task/${tid}/stat`, 'latin1');
  } catch {
    return undefined;
  }
  // "tid (name) state ppid ...": the name may hold spaces or parentheses, so fields are counted
  // from the last ")". utime and stime are fields 14 and 15, the 12th and 13th after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return Number.isFinite(ticks) ? ticks * MS_PER_TICK : undefined;
}
