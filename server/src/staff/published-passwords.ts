/**
 * The passwords printed in this repository: the demo staff's (README "Demo data"). The demo seed
 * gives them to its accounts (accounts.ts); a server not in demo mode refuses a sign-in with one
 * (routes/api/bms/system/admin.ts), and no staff member may choose one (password-strength.ts).
 */
export const DEMO_PASSWORDS = { admin: 'Huaxia@2026demo', editor: 'Bianji@2026demo' } as const;

/** Whether a password is one printed in the repository. */
export const isPublishedPassword = (password: string): boolean =>
  (Object.values(DEMO_PASSWORDS) as string[]).includes(password);
