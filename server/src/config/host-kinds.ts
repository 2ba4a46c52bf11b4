import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { Platform, type Platform as PlatformName } from '@contract/common';
import { ConfigError } from './config-error';

/** Host name (lower case, no port) → platform. Any host not listed is `company`. */
export const HostKindsSchema = Type.Record(Type.String(), Platform);
export type HostKinds = Static<typeof HostKindsSchema>;

/**
 * The default host kinds, relative to the working directory like `data/` and `dist/`: the
 * server runs from source (tsx) and from its bundle (dist-server/), so not relative to this file.
 */
export const HOST_KINDS_FILE = 'config/host-kinds.json';

function readFile(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new ConfigError(
      `${file} cannot be read: start the server in the folder that holds config/, or set HOST_KINDS`,
    );
  }
}

/** The HOST_KINDS variable when set, else config/host-kinds.json; both hold the same JSON. */
export function readHostKinds(fromEnv: string | undefined, file = path.resolve(HOST_KINDS_FILE)): HostKinds {
  const [source, text] = fromEnv === undefined ? [file, readFile(file)] : ['HOST_KINDS', fromEnv];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ConfigError(`${source} is not valid JSON`);
  }
  if (!Value.Check(HostKindsSchema, value)) {
    throw new ConfigError(
      `${source} must map host names to one of: company, academic, selfStudy, vocational`,
    );
  }
  return Object.fromEntries(Object.entries(value).map(([host, kind]) => [host.toLowerCase(), kind]));
}

/** The host name of a Host header value: lower case, without the port (and IPv6 brackets). */
export const hostNameOf = (host: string | undefined): string =>
  (host ?? '')
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1');

/** The platform of a Host header value; the port (and IPv6 brackets) are ignored. */
export function platformOfHost(hostKinds: HostKinds, host: string | undefined): PlatformName {
  return hostKinds[hostNameOf(host)] ?? 'company';
}
