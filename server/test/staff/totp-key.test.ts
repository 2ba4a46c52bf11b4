import { statSync } from 'node:fs';
import path from 'node:path';
import { totpKeyOf } from '../../src/staff/totp-key';
import { tempDir } from '../helper';

describe('the key TOTP secrets are sealed under', () => {
  it('is made once in the data folder of the embedded store, readable by the server only', () => {
    const dataDir = path.join(tempDir(), 'data');
    const first = totpKeyOf({ staffTotpKey: null, databaseUrl: undefined, dataDir });
    expect(first).toHaveLength(32);
    expect(totpKeyOf({ staffTotpKey: null, databaseUrl: undefined, dataDir })).toEqual(first);
    expect(statSync(path.join(dataDir, 'staff-totp.key')).mode & 0o777).toBe(0o600);
  });

  it('is STAFF_TOTP_KEY when set, and none on a shared PostgreSQL database without it', () => {
    const configured = Buffer.alloc(32, 7);
    const dataDir = tempDir();
    expect(totpKeyOf({ staffTotpKey: configured, databaseUrl: undefined, dataDir })).toBe(configured);
    expect(totpKeyOf({ staffTotpKey: null, databaseUrl: 'postgres://x/y', dataDir })).toBeNull();
  });
});
