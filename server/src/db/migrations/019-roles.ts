import type { Kysely, Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const ALL_SITES = ['company', 'academic', 'selfStudy', 'vocational'];
type Grant = { role: string; sites?: string[] };

/**
 * The roles of an account of before roles, from its four permission bits (bit 0 content, 1 leads,
 * 2 lead export, 3 accounts): it keeps exactly what it could do. All four: 集团管理员; content:
 * 集团内容管理员 (every site and page types); accounts: 账号管理员; leads: 招生老师 of every
 * site, with export 招生主管. Export without leads opened nothing (the export needed both).
 * Written out here, not read from contract/roles.ts: a migration stays what it was.
 */
export function grantsOfPermissionBits(mask: number): Grant[] {
  const bit = (n: number) => (mask & (1 << n)) !== 0;
  const [content, leads, leadExport, accounts] = [bit(0), bit(1), bit(2), bit(3)];
  if (content && leads && leadExport && accounts) return [{ role: 'groupAdmin' }];
  const grants: Grant[] = [];
  if (content) grants.push({ role: 'groupEditor' });
  if (accounts) grants.push({ role: 'accountAdmin' });
  if (leads) grants.push({ role: leadExport ? 'admissionsLead' : 'admissionsOfficer', sites: ALL_SITES });
  return grants;
}

/** The bits back from roles (down): what each role of before could do. */
function permissionBitsOf(grants: Grant[]): number {
  const bits: Record<string, number> = {
    groupAdmin: 0b1111,
    groupEditor: 0b0001,
    accountAdmin: 0b1000,
    admissionsLead: 0b0110,
    admissionsOfficer: 0b0010,
  };
  return grants.reduce((mask, grant) => mask | (bits[grant.role] ?? 0), 0);
}

/**
 * Issue 37 item 1: roles per site. staff_account.roles (JSON text of `{ role, sites? }[]`,
 * contract/roles.ts) takes the place of the permission mask, which goes.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .alterTable('staff_account')
      .addColumn('roles', 'text', (col) => col.notNull().defaultTo('[]'))
      .execute();
    const accounts: { id: number; permissions: number }[] = await db
      .selectFrom('staff_account')
      .select(['id', 'permissions'])
      .execute();
    for (const account of accounts) {
      await db
        .updateTable('staff_account')
        .set({ roles: JSON.stringify(grantsOfPermissionBits(Number(account.permissions))) })
        .where('id', '=', account.id)
        .execute();
    }
    await db.schema.alterTable('staff_account').dropColumn('permissions').execute();
  },
  async down(db: AnyDb) {
    await db.schema
      .alterTable('staff_account')
      .addColumn('permissions', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    const accounts: { id: number; roles: string }[] = await db
      .selectFrom('staff_account')
      .select(['id', 'roles'])
      .execute();
    for (const account of accounts) {
      await db
        .updateTable('staff_account')
        .set({ permissions: permissionBitsOf(JSON.parse(account.roles) as Grant[]) })
        .where('id', '=', account.id)
        .execute();
    }
    await db.schema.alterTable('staff_account').dropColumn('roles').execute();
  },
};
