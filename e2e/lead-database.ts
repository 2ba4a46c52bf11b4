import path from 'node:path';
import Database from '../server/src/db/sqlite-driver';

/** The e2e server's database (playwright.config.ts: DATA_DIR=data/e2e), read as staff would. */
const databaseFile = path.resolve(__dirname, '..', 'data', 'e2e', 'site.db');

export type StoredLead = {
  name: string;
  phone: string;
  channel: string;
  address: string;
  /** Why the lead is held as suspicious (issue 21); null for a normal lead. */
  quarantine_reason: string | null;
};

export function leadsWithPhone(phone: string): StoredLead[] {
  const database = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return database
      .prepare('select name, phone, channel, address, quarantine_reason from site_message where phone = ?')
      .all(phone) as StoredLead[];
  } finally {
    database.close();
  }
}

/** A lead stored as a person's: not held in quarantine. */
export const isNormalLead = (lead: StoredLead): boolean => lead.quarantine_reason === null;
