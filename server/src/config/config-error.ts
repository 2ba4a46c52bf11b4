/** A bad environment variable or configuration file: the server must not start. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
