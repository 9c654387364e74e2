// npm run seed: the demo organisation, then boards, groups, columns and items through the public
// API (README, Demo data).
// Ctrl-C stops sending new requests, waits for those in flight, prints the summary and exits 130;
// the same command run again completes the data. A second Ctrl-C quits at once.
import { EXIT, SeedApi, SeedError } from './api';
import { HELP, parseSeedArgs, UsageError, type SeedOptions } from './args';
import { progressDisplay, summary, type Outcome } from './progress';
import { closeRun, openRun } from './run';
import { Seeder } from './seed';

const SIGNAL_EXIT: Record<string, number> = { SIGINT: 130, SIGTERM: 143 };

function options(): SeedOptions {
  try {
    const parsed = parseSeedArgs(process.argv.slice(2), process.env);
    if (parsed === 'help') {
      console.log(HELP);
      process.exit(EXIT.done);
    }
    return parsed;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`[seed] ${error.message}\nnpm run seed -- --help lists the options.`);
    process.exit(EXIT.usage);
  }
}

async function main() {
  const opts = options();
  const stop = new AbortController();
  let signal: string | undefined;
  const onSignal = (name: string) => {
    if (signal) {
      console.error(`\n[seed] ${name} again: quitting now. Run the same command to resume.`);
      process.exit(SIGNAL_EXIT[name]);
    }
    signal = name;
    console.error(`\n[seed] ${name}: finishing the requests in flight (press Ctrl-C again to quit at once)`);
    stop.abort();
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));

  const run = openRun(opts.dataDir, opts.url);
  const total = opts.boards * opts.items;
  console.error(
    `[seed] ${run.resumed ? 'resuming' : 'seeding'} ${opts.url}: ${opts.boards} boards × ${opts.items.toLocaleString('en-US')} items ` +
      `(seed "${opts.seed}", ${opts.concurrency} requests of ${opts.batch} items in flight)`,
  );
  if (!run.file) {
    console.error(
      `[seed] cannot write ${opts.dataDir}/seed-run.json: a later run still completes the data, but cannot answer requests this one leaves in flight`,
    );
  }
  const progress = progressDisplay(total);
  const api = new SeedApi(opts.url, opts.token, opts.tokenFrom, stop.signal, (text) => progress.warn(text));
  const seeder = new Seeder(opts, api, run, progress, stop.signal);
  const started = Date.now();
  let end: Outcome['end'];
  let failure: SeedError | undefined;
  try {
    end = (await seeder.seed()) ? 'done' : 'interrupted';
  } catch (error) {
    if (!(error instanceof SeedError)) throw error;
    failure = error;
    end = 'failed';
  }
  progress.stop();
  if (end === 'done') closeRun(run);
  const outcome: Outcome = {
    url: opts.url,
    counts: seeder.counts,
    requests: api.counters,
    target: seeder.target,
    seconds: (Date.now() - started) / 1000,
    end,
  };
  if (failure) console.error(`[seed] ${failure.message}`);
  console.log(summary(outcome));
  process.exit(failure ? failure.exitCode : end === 'done' ? EXIT.done : SIGNAL_EXIT[signal ?? 'SIGINT']);
}

main().catch((error) => {
  console.error(`[seed] unexpected failure: ${error instanceof Error ? error.message : error}`);
  process.exit(EXIT.failed);
});
