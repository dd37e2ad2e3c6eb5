/*
 * `npm run users -- add PHONE` / `npm run users -- pin PHONE`, on the server machine with the
 * server's environment (DATA_DIR or DATABASE_URL): makes an account, or gives an existing one a
 * new PIN, on SQLite or PostgreSQL. The PIN is typed without echo, or piped on standard input;
 * never an argument. One line of result, exit 0; or one `btv users: …` line, exit 1.
 */
import { systemClock } from '../clock';
import { loadConfig } from '../config';
import { createDb } from '../db/client';
import { migrateToLatest } from '../db/migrate';
import {
  addAccount,
  operatorInputProblem,
  phoneProblem,
  setAccountPin,
} from '../domain/operator-accounts';
import type { OperatorInputProblem } from '../domain/operator-accounts';
import { readPin } from './read-pin';
import { Refused, runCommand } from './run-command';

const USAGE =
  'usage: npm run users -- add PHONE | pin PHONE (the PIN is asked, or read from standard input)';

const PROBLEMS: Record<OperatorInputProblem, string> = {
  phone: 'the phone must be 8 digits, as registration asks',
  pin: 'the PIN must be 4 digits',
  'common-pin':
    'that PIN is one of the most common (server/domain/pin-blocklist.ts); choose another',
};

async function run(args: string[]): Promise<string> {
  const [command, phone, ...rest] = args;
  if ((command !== 'add' && command !== 'pin') || phone === undefined) throw new Refused(USAGE);
  if (rest.length > 0) {
    throw new Refused(
      'the PIN is never taken from the command line (shell history, the process list): type it when asked, or pipe it on standard input',
    );
  }
  // Before asking for a PIN: a typo in the phone should not cost the operator one.
  if (phoneProblem(phone)) throw new Refused(PROBLEMS.phone);
  const pin = await readPin(phone);
  if (pin === null) throw new Refused('no PIN given');
  if (pin === 'mismatch') throw new Refused('the two PINs typed differ; nothing changed');
  const problem = operatorInputProblem(phone, pin);
  if (problem) throw new Refused(PROBLEMS[problem]);

  const config = loadConfig();
  const db = createDb(config);
  try {
    // The first staff account may come before the server's first start.
    await migrateToLatest(db);
    const input = { phone, pin, now: systemClock.now() };
    if (command === 'add') {
      const added = await addAccount(db, input);
      if (added === 'taken') {
        throw new Refused(
          `${phone} already has an account (npm run users -- pin ${phone} sets a new PIN)`,
        );
      }
      return `added ${phone} (user ${added.id}); it signs in with that PIN`;
    }
    const changed = await setAccountPin(db, input);
    if (changed === 'unknown')
      throw new Refused(`${phone} has no account (npm run users -- add ${phone})`);
    return `new PIN for ${phone} (user ${changed.id}); its sessions are ended`;
  } finally {
    await db.destroy();
  }
}

runCommand('users', run);
