// `npm run restart -- <app>`: asks the running `npm start` (of DATA_DIR, default .data) to restart
// that app's processes one at a time, each once the one before is ready again; waits until done.
// Exit codes: 0 done, 1 the restart failed, 2 bad command line, 4 no npm start running.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { APPS } from '@workapi/devservices';
import type { RestartRequest } from './start';

const WAIT_MS = 10 * 60_000;

async function main(): Promise<number> {
  const [app, ...rest] = process.argv.slice(2);
  if (!app || rest.length > 0 || !(APPS as readonly string[]).includes(app)) {
    console.error(`usage: npm run restart -- <${APPS.join('|')}>`);
    return 2;
  }
  const runDir = join(resolve(process.env.DATA_DIR ?? '.data'), 'run');
  const pidFile = join(runDir, 'start.pid');
  const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : 0;
  try {
    if (!pid) throw new Error('no pid');
    process.kill(pid, 0);
  } catch {
    console.error(`[restart] no npm start is running here (${pidFile})`);
    return 4;
  }
  const request: RestartRequest = { id: randomBytes(6).toString('hex'), app: app as RestartRequest['app'] };
  writeFileSync(join(runDir, 'restart.json'), JSON.stringify(request));
  process.kill(pid, 'SIGHUP');
  console.log(`[restart] restarting ${app}, one process at a time`);
  const answerFile = join(runDir, `restarted-${request.id}.json`);
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    if (existsSync(answerFile)) {
      const answer = JSON.parse(readFileSync(answerFile, 'utf8')) as { done: boolean; error?: string };
      rmSync(answerFile, { force: true });
      if (answer.done) console.log(`[restart] ${app} restarted`);
      else console.error(`[restart] ${app}: ${answer.error}`);
      return answer.done ? 0 : 1;
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 250));
  }
  console.error(`[restart] no answer from npm start within ${WAIT_MS / 60_000} minutes`);
  return 1;
}

main().then((code) => process.exit(code));
