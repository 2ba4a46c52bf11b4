// End-to-end tests drive Debian's Chromium (no browser download: the machine has no internet
// beyond the package registries). Installs it when missing and we are root; otherwise says how.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (fs.existsSync(CHROMIUM_PATH)) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(
    `Chromium is not installed at ${CHROMIUM_PATH}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to another Chromium binary).`,
  );
  process.exit(1);
}

console.log('Chromium is missing: installing Debian package "chromium" (about 20 s)…');
const apt = (args) =>
  execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
apt(['update', '-qq']);
apt(['install', '-y', '-qq', 'chromium']);
