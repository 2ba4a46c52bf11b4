import { PostgresAdapter, sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { ALL_PERMISSIONS, maskOf } from '@contract/permissions';
import type { StaffInfo } from '@contract/staff';
import type { Database, StaffAccountTable } from '../db/database';
import { pageOf } from '../db/paging';
import { containsText } from '../lib/contains-text';
import { hashPassword } from './password';

type Executor = Kysely<Database> | Transaction<Database>;

export type NewAccount = {
  username: string;
  displayName: string;
  permissions: number;
  password: string;
  enabled?: boolean;
};

/** Inserts an account with a freshly hashed password; returns its id. The caller checks the name is free. */
export async function insertAccount(db: Executor, account: NewAccount, now: Date): Promise<number> {
  return createAccount(db, { ...account, passwordHash: await hashPassword(account.password) }, now);
}

/**
 * The staff_account table (issue 24: routes call this module, never the table): one row type,
 * the lookups, the paged list, the writes, and the lock that serialises account changes.
 */
export type AccountRow = Selectable<StaffAccountTable>;

/** Inserts an account whose password is already hashed (hash outside a transaction: scrypt is slow). */
export async function createAccount(
  db: Executor,
  account: Omit<NewAccount, 'password'> & { passwordHash: string },
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const { id } = await db
    .insertInto('staff_account')
    .values({
      username: account.username,
      display_name: account.displayName,
      password_hash: account.passwordHash,
      permissions: account.permissions,
      enabled: account.enabled === false ? 0 : 1,
      created_at: at,
      updated_at: at,
      last_sign_in_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export const findAccountById = (db: Executor, id: number): Promise<AccountRow | undefined> =>
  db.selectFrom('staff_account').selectAll().where('id', '=', id).executeTakeFirst();

/** By the lower-case name staff sign in with. */
export const findAccountByName = (db: Executor, username: string): Promise<AccountRow | undefined> =>
  db.selectFrom('staff_account').selectAll().where('username', '=', username).executeTakeFirst();

/** A page of accounts, by id; `keyword` (literal) in the name or the display name. */
export async function listAccounts(
  db: Executor,
  { pageNum, pageSize, keyword }: { pageNum: number; pageSize: number; keyword?: string },
): Promise<{ total: number; pageList: AccountRow[] }> {
  let query = db.selectFrom('staff_account');
  if (keyword) {
    query = query.where((eb) =>
      eb.or([containsText('username', keyword), containsText('display_name', keyword)]),
    );
  }
  return pageOf(query, (filtered) => filtered.selectAll().orderBy('id'), { pageNum, pageSize });
}

export async function updateAccount(
  db: Executor,
  id: number,
  changes: { displayName: string; permissions: number; enabled: 0 | 1 },
  now: Date,
): Promise<void> {
  await db
    .updateTable('staff_account')
    .set({
      display_name: changes.displayName,
      permissions: changes.permissions,
      enabled: changes.enabled,
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

export async function setPasswordHash(db: Executor, id: number, hash: string, now: Date): Promise<void> {
  await db
    .updateTable('staff_account')
    .set({ password_hash: hash, updated_at: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function deleteAccount(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('staff_account').where('id', '=', id).execute();
}

/**
 * Account changes one at a time (PostgreSQL: an advisory lock; the embedded store runs one
 * transaction at a time), so that two admins removing each other's accounts bit together cannot
 * both see the other one keep it.
 */
export async function lockAccounts(trx: Transaction<Database>): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext('staff accounts'))`.execute(trx);
  }
}

/** The permission masks of the enabled accounts. */
export async function enabledPermissions(db: Executor): Promise<number[]> {
  const rows = await db.selectFrom('staff_account').select('permissions').where('enabled', '=', 1).execute();
  return rows.map((row) => row.permissions);
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
  await db
    .updateTable('staff_account')
    .set({
      last_sign_in_at: now.toISOString(),
      last_sign_in_ip: ip,
      previous_sign_in_at: previous.at,
      previous_sign_in_ip: previous.ip,
    })
    .where('id', '=', account.id)
    .execute();
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
  permissions: account.permissions,
  twoFactorEnabled: twoFactor.enabled,
  twoFactorRequired: twoFactor.required,
  previousSignInAt: previous.at,
  previousSignInIp: previous.ip,
});

/** The demo's staff (README "Demo data"): only ever created in a demo database. */
export const DEMO_STAFF = [
  { username: 'admin', displayName: '演示管理员', permissions: ALL_PERMISSIONS, password: 'Huaxia@2026demo' },
  {
    username: 'editor',
    displayName: '演示编辑',
    permissions: maskOf('content'),
    password: 'Bianji@2026demo',
  },
] as const;

/**
 * Creates the demo accounts when the database has no staff at all (a demo database started
 * before accounts existed gets them too). Returns whether it created them.
 */
export async function seedDemoStaffIfNone(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  const existing = await db.selectFrom('staff_account').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  // Hash outside the transaction (scrypt is slow), insert inside it.
  const rows = await Promise.all(
    DEMO_STAFF.map(async (account) => ({ ...account, hash: await hashPassword(account.password) })),
  );
  return db.transaction().execute(async (trx) => {
    const again = await trx.selectFrom('staff_account').select('id').limit(1).executeTakeFirst();
    if (again) return false;
    const at = now.toISOString();
    await trx
      .insertInto('staff_account')
      .values(
        rows.map((row) => ({
          username: row.username,
          display_name: row.displayName,
          password_hash: row.hash,
          permissions: row.permissions,
          enabled: 1 as const,
          created_at: at,
          updated_at: at,
          last_sign_in_at: null,
        })),
      )
      .execute();
    return true;
  });
}
