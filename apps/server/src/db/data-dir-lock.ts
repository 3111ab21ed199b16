/**
 * DATA_DIR belongs to one process at a time: the embedded database cannot be shared, so a second
 * process on the same directory stops at once, naming the holder.
 */
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/** Another live process holds DATA_DIR: the embedded database has one owner at a time. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another Tailor process (pid ${pid}) is using the data directory ${dataDir}. ` +
        'Stop it first, or give this one another DATA_DIR (or a DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Lock files this process holds, so opening the same directory twice in one process is refused too. */
const heldLocks = new Set<string>();

/** A process with this id exists and is a Node process (a pid reused by something else is not a holder). */
function holderAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return false; // not in heldLocks: a previous life of this pid (containers)
  try {
    process.kill(pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true; // no /proc (macOS): the pid alone decides
  }
}

const readPid = (file: string) => {
  try {
    return Number(readFileSync(file, 'utf8').trim());
  } catch {
    return 0;
  }
};

/**
 * Takes DATA_DIR/tailor.lock (created exclusively, holding our pid) and answers its release.
 * A lock left by a process that died (kill -9) is taken over; a live holder throws DataDirLockedError.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'tailor.lock');
  if (heldLocks.has(file)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      heldLocks.add(file);
      return () => {
        heldLocks.delete(file);
        if (readPid(file) === process.pid) unlinkSync(file);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const pid = readPid(file);
    if (holderAlive(pid)) throw new DataDirLockedError(dataDir, pid);
    // Stale. Move it aside under a name of our own (only one process can), then check that what was
    // moved is still the stale lock and not a fresh one another process took in the meantime.
    const aside = `${file}.${process.pid}.stale`;
    try {
      renameSync(file, aside);
    } catch {
      continue;
    }
    const moved = readPid(aside);
    if (holderAlive(moved)) {
      try {
        linkSync(aside, file);
      } catch {
        // a newer lock is already in place
      }
      unlinkSync(aside);
      throw new DataDirLockedError(dataDir, moved);
    }
    unlinkSync(aside);
  }
  throw new DataDirLockedError(dataDir, readPid(file));
}
