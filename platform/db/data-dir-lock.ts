// PGlite is a single-process database: two processes opening one data directory corrupt it, and
// PGlite itself does not detect that. A sibling lock file (<dir>.lock, holding the owner's pid)
// makes a second process (the seed CLI while the shop runs, say) refuse with a clear message.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The database directory ${dir} is in use by process ${pid}. Stop the shop (or that process) first, or set DATABASE_URL to seed a PostgreSQL server.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Claims `dir` for this process; returns the release function. Throws DataDirLockedError. */
export function claimDataDir(dir: string): () => void {
  const file = `${dir.replace(/[\\/]+$/, '')}.lock`;
  const body = JSON.stringify({ pid: process.pid, since: new Date().toISOString() });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, body, { flag: 'wx' });
      const release = (): void => {
        try {
          if (JSON.parse(fs.readFileSync(file, 'utf8')).pid === process.pid) fs.unlinkSync(file);
        } catch {
          // Already gone.
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      let pid = 0;
      try {
        pid = Number(JSON.parse(fs.readFileSync(file, 'utf8')).pid) || 0;
      } catch {
        // Unreadable lock: treat as stale.
      }
      if (pid && pid !== process.pid && alive(pid)) throw new DataDirLockedError(dir, pid);
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not create the lock file ${file}`);
}
