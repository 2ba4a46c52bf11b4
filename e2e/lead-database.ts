import path from 'node:path';
import Database from 'better-sqlite3';

/** The e2e server's database (playwright.config.ts: DATA_DIR=data/e2e), read as staff would. */
const databaseFile = path.resolve(__dirname, '..', 'data', 'e2e', 'site.db');

export type StoredLead = {
  name: string;
  phone: string;
  channel: string;
  address: string;
  /** Why the lead is held as suspicious (issue 21); null for a normal lead; absent before the column exists. */
  quarantine_reason?: string | null;
};

export function leadsWithPhone(phone: string): StoredLead[] {
  const database = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    // Every column: a test reads those the running server's migrations have made.
    return database.prepare('select * from site_message where phone = ?').all(phone) as StoredLead[];
  } finally {
    database.close();
  }
}

/** A lead stored as a person's: not held in quarantine (checked where the column exists). */
export function isNormalLead(lead: StoredLead): boolean {
  return !('quarantine_reason' in lead) || lead.quarantine_reason === null;
}
