import { PostgresAdapter, sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { normalizeGrants, type RoleGrant } from '@contract/roles';
import type { Database, StaffAccountTable } from '../db/database';
import { pageOf } from '../db/paging';
import { containsText } from '../lib/contains-text';
import { isPlatform } from '@contract/platform';

type Executor = Kysely<Database> | Transaction<Database>;

export type NewAccount = {
  username: string;
  displayName: string;
  roles: readonly RoleGrant[];
  password: string;
  enabled?: boolean;
  email?: string | null;
  mustChangePassword?: boolean;
};

/**
 * The staff_account table (issue 24: routes and services call this module, never the table): one row type,
 * the lookups, the paged list, the writes, and the lock that serialises account changes.
 */
export type AccountRow = Selectable<StaffAccountTable>;

/**
 * An account's roles from its stored text: known roles only, in the one stored form; text that
 * is not such a list (written by hand in the database) grants nothing.
 */
export function grantsOf(stored: string): RoleGrant[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    return normalizeGrants(
      parsed.filter(
        (grant): grant is RoleGrant =>
          typeof grant === 'object' &&
          grant !== null &&
          (grant.sites === undefined || (Array.isArray(grant.sites) && grant.sites.every(isPlatform))),
      ),
    );
  } catch {
    return [];
  }
}

/** Inserts an account whose password is already hashed (hash outside a transaction: scrypt is slow). */
export async function createAccount(
  db: Executor,
  account: Omit<NewAccount, 'password'> & {
    passwordHash: string;
    email: string | null;
    /** The password is an admin's (temporary, or unusable until an invitation sets one). */
    mustChangePassword: boolean;
  },
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  const { id } = await db
    .insertInto('staff_account')
    .values({
      username: account.username,
      display_name: account.displayName,
      password_hash: account.passwordHash,
      roles: JSON.stringify(normalizeGrants(account.roles)),
      enabled: account.enabled === false ? 0 : 1,
      email: account.email,
      must_change_password: account.mustChangePassword ? 1 : 0,
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
  changes: { displayName: string; roles: readonly RoleGrant[]; enabled: 0 | 1; email: string | null },
  now: Date,
): Promise<void> {
  await db
    .updateTable('staff_account')
    .set({
      display_name: changes.displayName,
      roles: JSON.stringify(normalizeGrants(changes.roles)),
      enabled: changes.enabled,
      email: changes.email,
      updated_at: now.toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * A new password for the account: `chosenByOwner` when the person chose it (a change, an
 * invitation's or a reset link's), not when an admin set it (which the owner must then change).
 */
export async function setPasswordHash(
  db: Executor,
  id: number,
  hash: string,
  now: Date,
  chosenByOwner: boolean,
): Promise<void> {
  await db
    .updateTable('staff_account')
    .set({ password_hash: hash, updated_at: now.toISOString(), must_change_password: chosenByOwner ? 0 : 1 })
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

/** The roles of each enabled account. */
export async function enabledAccountRoles(db: Executor): Promise<RoleGrant[][]> {
  const rows = await db.selectFrom('staff_account').select('roles').where('enabled', '=', 1).execute();
  return rows.map((row) => grantsOf(row.roles));
}

/** Records a completed sign-in: `last` becomes the last sign-in and `previous` the one before it. */
export async function recordSignIn(
  db: Executor,
  id: number,
  last: { at: string; ip: string | null },
  previous: { at: string | null; ip: string | null },
): Promise<void> {
  await db
    .updateTable('staff_account')
    .set({
      last_sign_in_at: last.at,
      last_sign_in_ip: last.ip,
      previous_sign_in_at: previous.at,
      previous_sign_in_ip: previous.ip,
    })
    .where('id', '=', id)
    .execute();
}

/** Whether any account exists. */
export const anyAccount = async (db: Executor): Promise<boolean> =>
  (await db.selectFrom('staff_account').select('id').limit(1).executeTakeFirst()) !== undefined;

/** The enabled accounts, for picking who a lead is given to (the caller keeps those who may handle the lead's site). */
export const enabledAccounts = (db: Executor) =>
  db
    .selectFrom('staff_account')
    .select(['id', 'display_name', 'roles', 'enabled'])
    .where('enabled', '=', 1)
    .orderBy('id')
    .execute();

/** Several accounts as assignee candidates (those that exist), in id order. */
export const accountsByIds = async (db: Executor, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : db
        .selectFrom('staff_account')
        .select(['id', 'display_name', 'roles', 'enabled'])
        .where('id', 'in', [...ids])
        .orderBy('id')
        .execute();

/** One account as an assignee candidate. */
export const assigneeCandidate = (db: Executor, staffId: number) =>
  db
    .selectFrom('staff_account')
    .select(['display_name', 'roles', 'enabled'])
    .where('id', '=', staffId)
    .executeTakeFirst();
