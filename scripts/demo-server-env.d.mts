export function demoServerEnv(
  server: { port: number; dataDir: string; logLevel: string },
  extra?: Record<string, string>,
): NodeJS.ProcessEnv;
