/** A permission mask as the back office sends it: a number, a BigInt, or a string of digits. */
export type PermissionMask = number | bigint | string;

function toBigInt(mask: PermissionMask): bigint | null {
  if (typeof mask === 'bigint') return mask >= 0n ? mask : null;
  if (typeof mask === 'number') return Number.isSafeInteger(mask) && mask >= 0 ? BigInt(mask) : null;
  // Masks wider than 2^53 arrive as strings; a number would already have lost their low bits.
  return /^\d+$/.test(mask) ? BigInt(mask) : null;
}

/**
 * Whether bit `bit` (0 = lowest) of a permission mask is set.
 * BigInt arithmetic, not `>>`: JavaScript's shift works on 32-bit signed integers, so
 * `2 ** 31 >> 31` is -1 and bits from 32 up wrap around. Negative, fractional or unsafe
 * masks and negative or fractional bits answer false rather than a wrong true.
 */
export function hasBit(mask: PermissionMask, bit: number): boolean {
  if (!Number.isInteger(bit) || bit < 0) return false;
  const value = toBigInt(mask);
  if (value === null) return false;
  return ((value >> BigInt(bit)) & 1n) === 1n;
}

/**
 * The staff permission bits (bit N of the mask). No typebox here: the browser imports this file
 * at run time to decide what to draw; the server decides what is allowed with the same bits.
 */
export const PERMISSION = {
  /** Menus, page types, content, banners, coworkers, job positions, site settings. */
  content: 0,
  /** Reading and handling leads (site messages). */
  leads: 1,
  /** Exporting leads: a permission of its own, apart from reading them. */
  leadExport: 2,
  /** Staff accounts and the audit trail. */
  accounts: 3,
} as const;
export type PermissionName = keyof typeof PERMISSION;
export type PermissionBit = (typeof PERMISSION)[PermissionName];

export const PERMISSION_NAMES = Object.keys(PERMISSION) as PermissionName[];

/** The mask with every known bit set. */
export const ALL_PERMISSIONS = PERMISSION_NAMES.reduce((mask, name) => mask | (1 << PERMISSION[name]), 0);

/** The mask of the named bits. */
export const maskOf = (...names: PermissionName[]) =>
  names.reduce((mask, name) => mask | (1 << PERMISSION[name]), 0);

/** Chinese labels for the console. */
export const PERMISSION_LABELS: Record<PermissionName, string> = {
  content: '内容管理',
  leads: '线索查看',
  leadExport: '线索导出',
  accounts: '账号管理',
};

/**
 * The bits whose holders must use two-factor sign-in when the security policy asks for it
 * (issue 23 item 2): whoever manages accounts or exports leads.
 */
export const TWO_FACTOR_BITS: readonly PermissionBit[] = [PERMISSION.accounts, PERMISSION.leadExport];

/** Whether an account with this mask falls under the policy "two-factor required". */
export const coveredByTwoFactorPolicy = (mask: PermissionMask) =>
  TWO_FACTOR_BITS.some((bit) => hasBit(mask, bit));
