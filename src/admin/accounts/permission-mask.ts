import { hasBit, PERMISSION, PERMISSION_NAMES, type PermissionName } from '@contract/permissions';

/** The names of the bits set in a mask, in PERMISSION's order. */
export const permissionNamesOf = (mask: number): PermissionName[] =>
  PERMISSION_NAMES.filter((name) => hasBit(mask, PERMISSION[name]));

/** The mask with one bit set or cleared (integer arithmetic: the known bits are all below 31). */
export function withBit(mask: number, bit: number, on: boolean): number {
  const flag = 2 ** bit;
  const set = hasBit(mask, bit);
  if (on === set) return mask;
  return on ? mask + flag : mask - flag;
}
