// npm run profile -- [app ...] [--seconds N]: CPU profiles of the apps of a running `npm start`,
// for speedscope or Chrome DevTools (README, Working on it).
import { join, resolve } from 'node:path';
import { profilesDir } from '@workapi/telemetry';
import { HELP, parseProfileArgs, profileApps, runningApps, UsageError } from './profile';

const log = (message: string) => console.log(`[profile] ${message}`);

async function main() {
  const options = parseProfileArgs(process.argv.slice(2));
  if (options === 'help') {
    console.log(HELP);
    return;
  }
  const dataDir = resolve(process.env.DATA_DIR ?? '.data');
  const pids = runningApps(join(dataDir, 'run', 'apps.json'), options.apps);
  const files = await profileApps(pids, options.seconds, profilesDir(process.env), log);
  for (const [app, file] of files) log(`${app}: ${file}`);
  log('open them in https://www.speedscope.app or Chrome DevTools (Performance, Load profile)');
}

main().catch((error) => {
  const usage = error instanceof UsageError;
  console.error(`[profile] ${error instanceof Error ? error.message : error}`);
  if (usage) console.error('npm run profile -- --help says how to call it.');
  process.exit(usage ? 1 : 2);
});
