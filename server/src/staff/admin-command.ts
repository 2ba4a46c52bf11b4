import { Value } from 'typebox/value';
import type { AppConfig } from '../config/env';
import { connect } from '../db/connect';
import { passwordProblem } from './password-strength';
import { migrateToLatest } from '../db/migrate';
import { isPlatform, PLATFORMS } from '@contract/platform';
import {
  describeGrants,
  grantsProblem,
  isRoleName,
  normalizeGrants,
  ROLE_NAMES,
  type RoleGrant,
} from '@contract/roles';
import { DisplayName, PASSWORD_MAX, PASSWORD_MIN, Username } from '@contract/staff';
import { insertAuditRows } from '../repositories/audit-log';
import { findAccountByName, setPasswordHash } from '../repositories/staff-account';
import { deleteSessionsOf } from '../repositories/staff-session';
import { hashPassword } from './password';
import { insertAccount } from './accounts';

export const ADMIN_USAGE = `Usage: npm run admin -- create <username> [--roles <role>[:<site>+<site>…],…] [--name <display name>]
       npm run admin -- password <username>
  create: makes a staff account in the configured database (DATABASE_URL, else DATA_DIR).
  password: gives an account a new password and ends its sessions (a demo account put online).
  The password is asked for twice with echo off; when stdin is not a terminal, it is the first line of stdin.
  --roles  comma-separated roles (default: groupAdmin), a site role with its sites after ":":
           ${ROLE_NAMES.join(', ')}
           sites: ${PLATFORMS.join(', ')}; e.g. --roles editor:vocational+academic,admissionsOfficer:vocational`;

export type AdminIo = {
  /** Asks for the password; `confirm` asks again and must match (a terminal only). */
  readPassword(): Promise<string>;
  out(line: string): void;
};

type Parsed = { username: string; roles: RoleGrant[]; displayName: string };

/** `--roles`' value as grants, or why it is refused. */
function parseRoles(value: string): RoleGrant[] | string {
  const grants: RoleGrant[] = [];
  for (const part of value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const [role, sitesText] = part.split(':');
    if (!isRoleName(role)) return `Unknown role ${role}: one of ${ROLE_NAMES.join(', ')}.`;
    const sites = sitesText === undefined ? [] : sitesText.split('+');
    const unknown = sites.filter((site) => !isPlatform(site));
    if (unknown.length) return `Unknown site ${unknown.join(', ')}: one of ${PLATFORMS.join(', ')}.`;
    grants.push(sites.length ? { role, sites: sites.filter(isPlatform) } : { role });
  }
  if (!grants.length) return ADMIN_USAGE;
  const problem = grantsProblem(grants);
  return problem ?? normalizeGrants(grants);
}

export function parseAdminArgs(args: readonly string[]): Parsed | string {
  const [command, username, ...rest] = args;
  if (command !== 'create' || !username) return ADMIN_USAGE;
  if (!Value.Check(Username, username)) return 'The username is 2 to 32 letters, digits, "_", "." or "-".';
  let roles: RoleGrant[] = [{ role: 'groupAdmin' }];
  let displayName = username;
  for (let index = 0; index < rest.length; index += 2) {
    const [flag, value] = [rest[index], rest[index + 1]];
    if (value === undefined) return ADMIN_USAGE;
    if (flag === '--roles') {
      const parsed = parseRoles(value);
      if (typeof parsed === 'string') return parsed;
      roles = parsed;
    } else if (flag === '--name') {
      if (!Value.Check(DisplayName, value)) return 'The display name is 1 to 32 characters, without < or >.';
      displayName = value;
    } else {
      return ADMIN_USAGE;
    }
  }
  return { username: username.toLowerCase(), roles, displayName };
}

/** The password typed for `username`, or why it is refused (nothing is changed then). */
async function newPassword(
  io: AdminIo,
  username: string,
): Promise<{ password: string } | { refused: string }> {
  const password = await io.readPassword();
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    return {
      refused: `The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters; nothing changed.`,
    };
  }
  const weak = passwordProblem(password, username);
  if (weak) return { refused: `${weak} (the password is too easy to guess); nothing changed.` };
  return { password };
}

/**
 * `npm run admin -- password <name>`: a new password for an existing account (the way back in when
 * every admin still has a published demo password, which a server outside the demo refuses), its
 * sessions ended, audited as the console's 重置密码 is.
 */
async function setPassword(args: readonly string[], config: AppConfig, io: AdminIo): Promise<number> {
  const username = args[1]?.toLowerCase();
  if (!username || args.length !== 2) {
    io.out(ADMIN_USAGE);
    return 2;
  }
  const { db } = connect(config);
  try {
    await migrateToLatest(db);
    const account = await findAccountByName(db, username);
    if (!account) {
      io.out(`No account is named "${username}"; nothing changed.`);
      return 1;
    }
    const typed = await newPassword(io, username);
    if ('refused' in typed) {
      io.out(typed.refused);
      return 1;
    }
    const hash = await hashPassword(typed.password);
    const now = new Date();
    await db.transaction().execute(async (trx) => {
      // The operator typed it at the server for the account's owner (the break-glass path).
      await setPasswordHash(trx, account.id, hash, now, true);
      await deleteSessionsOf(trx, account.id);
      await insertAuditRows(trx, [
        {
          at: now.toISOString(),
          staff_id: null,
          staff_name: null,
          action: 'resetPassword',
          entity: 'staffAccount',
          entity_id: String(account.id),
          summary: JSON.stringify({ generated: false, via: 'npm run admin' }),
          ip: null,
        },
      ]);
    });
    io.out(`New password set for "${username}"; its sessions are ended.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

/** `npm run admin -- create <name>` or `npm run admin -- password <name>`: returns the exit code. */
export async function adminCommand(args: readonly string[], config: AppConfig, io: AdminIo): Promise<number> {
  if (args[0] === 'password') return setPassword(args, config, io);
  const parsed = parseAdminArgs(args);
  if (typeof parsed === 'string') {
    io.out(parsed);
    return 2;
  }
  const { db } = connect(config);
  try {
    await migrateToLatest(db);
    const taken = await findAccountByName(db, parsed.username);
    if (taken) {
      io.out(`An account named "${parsed.username}" already exists; nothing changed.`);
      return 1;
    }
    const typed = await newPassword(io, parsed.username);
    if ('refused' in typed) {
      io.out(typed.refused);
      return 1;
    }
    await insertAccount(db, { ...parsed, password: typed.password }, new Date());
    await insertAuditRows(db, [
      {
        at: new Date().toISOString(),
        staff_id: null,
        staff_name: null,
        action: 'create',
        entity: 'staffAccount',
        entity_id: null,
        summary: JSON.stringify({
          username: parsed.username,
          roles: parsed.roles,
          via: 'npm run admin',
        }),
        ip: null,
      },
    ]);
    io.out(`Created "${parsed.username}" with the roles ${describeGrants(parsed.roles)}.`);
    return 0;
  } catch (error) {
    // A concurrent create of the same name loses on the UNIQUE constraint.
    if (error instanceof Error && /unique/i.test(error.message)) {
      io.out(`An account named "${parsed.username}" already exists; nothing changed.`);
      return 1;
    }
    throw error;
  } finally {
    await db.destroy();
  }
}
