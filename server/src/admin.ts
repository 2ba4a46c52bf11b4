import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { runCommand } from './config/run-command';
import { adminCommand } from './staff/admin-command';

/** Asks on the terminal with echo off: the password never shows, nor enters the shell history. */
function askHidden(prompt: string): Promise<string> {
  process.stdout.write(prompt);
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: muted, terminal: true });
  return new Promise((resolve) =>
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    }),
  );
}

/** Not a terminal (a script, a test): the password is the first line of stdin. */
async function firstLine(): Promise<string> {
  const rl = createInterface({ input: process.stdin });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLine();
  for (;;) {
    const first = await askHidden('Password: ');
    const second = await askHidden('Password again: ');
    if (first === second) return first;
    console.log('The passwords differ; try again.');
  }
}

/** `npm run admin -- create <name>` (built into dist-server/admin.js). */
void runCommand((config) =>
  adminCommand(process.argv.slice(2), config, { readPassword, out: (line) => console.log(line) }),
);
