/**
 * Values fixed at build time by webpack's DefinePlugin (see webpack.config.ts and
 * src/config/environments.ts). Under Jest they fall back to the local environment.
 */
declare const __APP_ENV__: string | undefined;
declare const __API_HOST__: string | undefined;
declare const __WEB_HOST__: string | undefined;

export const appEnv = typeof __APP_ENV__ === 'string' ? __APP_ENV__ : 'local';
export const apiHost = typeof __API_HOST__ === 'string' ? __API_HOST__ : '';
export const webHost = typeof __WEB_HOST__ === 'string' ? __WEB_HOST__ : 'http://localhost:8080';
