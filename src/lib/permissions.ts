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
