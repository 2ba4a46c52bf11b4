/** The seed's bit-N helper now lives in the contract, shared with the server. */
export { hasBit, type PermissionMask } from '@contract/permissions';
