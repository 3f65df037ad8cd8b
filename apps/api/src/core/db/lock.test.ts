import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockEmbeddedDatabase } from './lock.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'armonia-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database lock', () => {
  it('when the folder is held, then a second holder is refused until it is released', () => {
    const target = path.join(dir, 'uno');
    const release = lockEmbeddedDatabase(target);
    expect(readFileSync(`${target}.pid`, 'utf8')).toBe(String(process.pid));
    expect(() => lockEmbeddedDatabase(target)).toThrow(/abierta por otro proceso/);
    release();
    expect(existsSync(`${target}.pid`)).toBe(false);
    lockEmbeddedDatabase(target)();
  });

  it('when the pid file was left by a process that died, then it is taken over', () => {
    const target = path.join(dir, 'dos');
    // Above the kernel's pid_max: no such process.
    writeFileSync(`${target}.pid`, '4194305');
    const release = lockEmbeddedDatabase(target);
    expect(readFileSync(`${target}.pid`, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('when the pid file names a live process, then the folder is refused', () => {
    const target = path.join(dir, 'tres');
    writeFileSync(`${target}.pid`, String(process.ppid));
    expect(() => lockEmbeddedDatabase(target)).toThrow(`pid ${process.ppid}`);
  });
});
