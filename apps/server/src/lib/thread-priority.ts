import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * How much lower than the event loop's the render threads run (a nice value; 19 is the lowest). On
 * a machine short of CPU (documents laid out, other processes) the thread every request shares is
 * then served first, and the layout waits instead.
 * The parse threads keep the event loop's priority: a file's 15 s reading budget is wall time, and
 * on a machine loaded 10 times over its cores, ordinary files read at a lower priority overran it
 * (422). Lowering them too wants a budget of the thread's CPU time first.
 */
export const WORKER_NICENESS = 10;

/**
 * Lowers the priority of the calling thread alone (Linux schedules threads each with its own nice
 * value, named by thread id). Elsewhere, or when the system refuses, nothing changes.
 */
export function lowerThreadPriority(niceness = WORKER_NICENESS): boolean {
  if (process.platform !== 'linux') return false;
  try {
    // /proc/thread-self -> "<pid>/task/<tid>"
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0) return false;
    setPriority(tid, niceness);
    return true;
  } catch {
    return false;
  }
}
