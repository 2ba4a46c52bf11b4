export const CLOSED_NETWORK_FLAGS: string[];
