/** A unique index refused the row (SQLite and PostgreSQL say it in their own ways). */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};
