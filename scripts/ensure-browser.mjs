// End-to-end tests drive Debian's Chromium (no browser download: the machine reaches no internet
// beyond the package registries), with a CJK font so pages and screenshots show Chinese text.
// Installs what is missing when we are root; otherwise says exactly what to install.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const required = [
  { name: 'chromium', present: fs.existsSync(chromiumPath) },
  { name: 'fonts-wqy-microhei', present: fs.existsSync('/usr/share/fonts/truetype/wqy/wqy-microhei.ttc') },
];
const missing = required.filter((item) => !item.present).map((item) => item.name);
if (missing.length === 0) process.exit(0);

if (process.getuid?.() !== 0) {
  console.error(
    `Missing for the end-to-end tests: ${missing.join(', ')}. Install with:\n` +
      `  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n` +
      '(or set CHROMIUM_PATH to another Chromium binary).',
  );
  process.exit(1);
}

console.log(`Installing Debian packages for the end-to-end tests: ${missing.join(', ')} (about 20 s)…`);
const apt = (args) =>
  execFileSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
apt(['update', '-qq']);
apt(['install', '-y', '-qq', ...missing]);
