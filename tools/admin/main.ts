// `npm run admin -- <command>`: accounts, users and API tokens of the stack's database, and what
// an account has used of its limits (README, Admin CLI). `--help` lists the commands.
import { runAdmin } from './cli';
import { openStores } from './stores';

void runAdmin(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  open: () => openStores(process.env),
}).then((code) => {
  process.exitCode = code;
});
