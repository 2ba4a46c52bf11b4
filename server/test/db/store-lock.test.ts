import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lockStore } from '../../src/db/store-lock';

describe("the embedded store's lock", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'store-lock-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('lets several servers share the store, and refuses a restore while any of them runs', () => {
    const first = lockStore(dataDir, 'shared');
    const second = lockStore(dataDir, 'shared');
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(lockStore(dataDir, 'exclusive')).toBeNull();
    first!.release();
    expect(lockStore(dataDir, 'exclusive')).toBeNull();
    second!.release();
    const restore = lockStore(dataDir, 'exclusive');
    expect(restore).not.toBeNull();
    restore!.release();
  });

  it('starts no server and no second restore while a restore holds it', () => {
    const restore = lockStore(dataDir, 'exclusive');
    expect(restore).not.toBeNull();
    expect(lockStore(dataDir, 'shared')).toBeNull();
    expect(lockStore(dataDir, 'exclusive')).toBeNull();
    restore!.release();
    lockStore(dataDir, 'shared')!.release();
  });
});
