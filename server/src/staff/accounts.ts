import type { Kysely, Transaction } from 'kysely';
import { PLATFORMS } from '@contract/platform';
import type { RoleGrant } from '@contract/roles';
import type { StaffInfo } from '@contract/staff';
import type { Database } from '../db/database';
import {
  anyAccount,
  createAccount,
  recordSignIn,
  grantsOf,
  type AccountRow,
  type NewAccount,
} from '../repositories/staff-account';
import { hashPassword } from './password';
import { DEMO_PASSWORDS } from './published-passwords';

/**
 * Staff accounts' rules: a new account's password hashed, a sign-in recorded, the account as its
 * console sees it, the demo's staff. The queries are repositories/staff-account.ts.
 */
type Executor = Kysely<Database> | Transaction<Database>;

/** Inserts an account with a freshly hashed password; returns its id. The caller checks the name is free. */
export async function insertAccount(db: Executor, account: NewAccount, now: Date): Promise<number> {
  return createAccount(
    db,
    {
      ...account,
      passwordHash: await hashPassword(account.password),
      email: account.email ?? null,
      mustChangePassword: account.mustChangePassword ?? false,
    },
    now,
  );
}

/**
 * Records a completed sign-in (password alone, or password and code): this one becomes the last
 * sign-in and the last one so far becomes "上次登录", which is returned.
 */
export async function markSignIn(
  db: Executor,
  account: AccountRow,
  ip: string | null,
  now: Date,
): Promise<{ at: string | null; ip: string | null }> {
  const previous = { at: account.last_sign_in_at, ip: account.last_sign_in_ip };
  await recordSignIn(db, account.id, { at: now.toISOString(), ip }, previous);
  return previous;
}

/** The signed-in account as its console sees it (signIn, signInWithCode, signInfo). */
export const toStaffInfo = (
  account: AccountRow,
  twoFactor: { enabled: boolean; required: boolean },
  previous: { at: string | null; ip: string | null },
): StaffInfo => ({
  id: account.id,
  username: account.username,
  displayName: account.display_name,
  roles: grantsOf(account.roles),
  twoFactorEnabled: twoFactor.enabled,
  twoFactorRequired: twoFactor.required,
  mustChangePassword: account.must_change_password === 1,
  previousSignInAt: previous.at,
  previousSignInIp: previous.ip,
});

/**
 * The demo's staff (README "Demo data"), one per typical role: only ever created in a demo
 * database.
 */
export const DEMO_STAFF: readonly {
  username: string;
  displayName: string;
  roles: RoleGrant[];
  password: string;
}[] = [
  {
    username: 'admin',
    displayName: '演示管理员',
    roles: [{ role: 'groupAdmin' }],
    password: DEMO_PASSWORDS.admin,
  },
  {
    username: 'editor',
    displayName: '演示编辑',
    roles: [{ role: 'groupEditor' }],
    password: DEMO_PASSWORDS.editor,
  },
  {
    username: 'vocational.editor',
    displayName: '职教编辑',
    roles: [{ role: 'editor', sites: ['vocational'] }],
    password: DEMO_PASSWORDS['vocational.editor'],
  },
  {
    username: 'vocational.writer',
    displayName: '职教撰稿人',
    roles: [{ role: 'writer', sites: ['vocational'] }],
    password: DEMO_PASSWORDS['vocational.writer'],
  },
  {
    username: 'vocational.reviewer',
    displayName: '职教审核人',
    roles: [{ role: 'reviewer', sites: ['vocational'] }],
    password: DEMO_PASSWORDS['vocational.reviewer'],
  },
  {
    username: 'academic.admissions',
    displayName: '成教招生老师',
    roles: [{ role: 'admissionsOfficer', sites: ['academic'] }],
    password: DEMO_PASSWORDS['academic.admissions'],
  },
  {
    username: 'admissions.lead',
    displayName: '招生主管',
    roles: [{ role: 'admissionsLead', sites: [...PLATFORMS] }],
    password: DEMO_PASSWORDS['admissions.lead'],
  },
];

/**
 * Creates the demo accounts when the database has no staff at all (a demo database started
 * before accounts existed gets them too). Returns whether it created them.
 */
export async function seedDemoStaffIfNone(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  if (await anyAccount(db)) return false;
  // Hash outside the transaction (scrypt is slow), insert inside it.
  const rows = await Promise.all(
    DEMO_STAFF.map(async (account) => ({
      ...account,
      passwordHash: await hashPassword(account.password),
      // The demo's passwords are printed in the README: nobody is asked to change them there.
      email: null,
      mustChangePassword: false,
    })),
  );
  return db.transaction().execute(async (trx) => {
    if (await anyAccount(trx)) return false;
    for (const row of rows) await createAccount(trx, row, now);
    return true;
  });
}
