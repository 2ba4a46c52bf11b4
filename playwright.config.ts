import { defineConfig, devices } from '@playwright/test';
import { CLOSED_NETWORK_FLAGS } from './scripts/chromium-flags.mjs';

/** The real server on its own port and a fresh database seeded with the demo content. */
const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://localhost:${E2E_PORT}`;
/**
 * The SMTP server 忘记密码's mails go to: e2e/onboarding.spec.ts starts a real one (smtp-server) on
 * this loopback port while it runs; at other times the server's mail fails to connect, which it
 * logs and nobody waits for.
 */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 1);

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CLOSED_NETWORK_FLAGS,
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  // One more worker than CI's two cores: a test waits on its server and its browser's frames part
  // of the time (2 workers: 5.2 min, 20 % idle; 3: 4.4 min, 9 % idle, on the same machine).
  workers: process.env.CI ? 3 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: 'zh-CN',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
    {
      name: 'phone',
      // A 375 px wide phone, as most visitors (often inside WeChat).
      use: { ...devices['iPhone 13 Mini'], browserName: 'chromium', launchOptions: chromium },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: 'rm -rf data/e2e && node_modules/.bin/tsx server/src/server.ts',
    url: `${baseURL}/api/cms/web/pageType/listForClient`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: 'data/e2e',
      // The demo: its content and its staff, who sign in with their published passwords.
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      // The journeys submit many leads and lookups from one address.
      LEAD_RATE_LIMIT: '1000',
      LOOKUP_RATE_LIMIT: '1000',
      // Production's 2 s render limit sends a page without its server render when a cold render
      // waits for the CPU (two browsers and this server on two cores). These tests check the page,
      // so they allow 6 s (under the 10 s request limit). The limit itself is tested in
      // server/test/web/page-render-guard.test.ts.
      PAGE_RENDER_TIMEOUT_MS: '6000',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: '华夏教育集团 <noreply@example.cn>',
      STAFF_CONSOLE_URL: `${baseURL}/admin`,
      // e2e/lead-alerts.spec.ts's group robots are local stand-ins (http:// on this machine).
      LEAD_ALERT_ALLOW_LOOPBACK: '1',
    },
  },
});
