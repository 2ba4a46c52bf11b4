// Chromium's flags on this machine, for the end-to-end tests (playwright.config.ts), the
// Lighthouse benchmark (scripts/bench-web.mjs) and results day (server/bench/results-day.ts): the
// network is closed, and without these Chromium keeps trying to reach Google; as root it runs
// without its sandbox.
export const CLOSED_NETWORK_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
