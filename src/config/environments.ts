/**
 * The build environments. Each has a web host (where the site is served) and an API host
 * (where `/api/...` calls go). An empty API host means "same origin as the page".
 * Chosen at build time with APP_ENV; WEB_HOST / API_HOST override the table's hosts.
 */
export type EnvironmentName = 'local' | 'development' | 'production';

export type Environment = { name: EnvironmentName; webHost: string; apiHost: string };

export const environments: Record<EnvironmentName, Omit<Environment, 'name'>> = {
  local: { webHost: 'http://localhost:8080', apiHost: '' },
  development: { webHost: 'https://dev-www.huaxia-edu.cn', apiHost: 'https://dev-api.huaxia-edu.cn' },
  production: { webHost: 'https://www.huaxia-edu.cn', apiHost: 'https://api.huaxia-edu.cn' },
};

const isEnvironmentName = (value: string): value is EnvironmentName => value in environments;

export function resolveEnvironment(
  name: string | undefined,
  overrides: { WEB_HOST?: string; API_HOST?: string } = {},
): Environment {
  const chosen = name ?? 'local';
  if (!isEnvironmentName(chosen)) {
    throw new Error(`APP_ENV must be one of ${Object.keys(environments).join(', ')}; got "${chosen}"`);
  }
  const table = environments[chosen];
  return {
    name: chosen,
    webHost: overrides.WEB_HOST ?? table.webHost,
    apiHost: overrides.API_HOST ?? table.apiHost,
  };
}
