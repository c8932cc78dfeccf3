import fs from 'node:fs';

/**
 * DATA_DIR and the SQLite file hold owners' numbers, addresses and sessions: readable by the
 * server's own user only (0700 / 0600), whatever the umask of the shell that started it.
 */
export function ensurePrivateDir(dir: string): void {
  // mode applies to every folder mkdir creates, not to one that already exists.
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** Creates an empty file 0600 when it is missing, so that SQLite (and its -wal, -shm, which copy the file's mode) opens it as it is. */
export function ensurePrivateFile(file: string): void {
  try {
    fs.closeSync(fs.openSync(file, fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_WRONLY, 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}
