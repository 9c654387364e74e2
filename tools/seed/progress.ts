// How the seed shows where it is: a progress bar on a terminal, plain lines every few seconds
// elsewhere (CI logs, pipes), and the summary at the end.
import { SingleBar } from 'cli-progress';
import type { ApiCounters } from './api';
import type { SeedCounts, SeedEvents, Tally } from './seed';

/** How often a plain (non-terminal) display prints where the seed is. */
const LINE_EVERY_MS = 5_000;
const RATE_WINDOW_MS = 20_000;

const n = (value: number) => value.toLocaleString('en-US');

export function duration(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  if (whole < 3600) return `${Math.floor(whole / 60)} min ${whole % 60} s`;
  return `${Math.floor(whole / 3600)} h ${Math.floor((whole % 3600) / 60)} min`;
}

export interface Progress extends SeedEvents {
  stop(): void;
}

export function progressDisplay(total: number, stream: NodeJS.WriteStream = process.stderr): Progress {
  const state = { found: 0, created: 0, phase: 'starting', note: '' };
  const done = () => state.found + state.created;
  // [time, items created by then] over the last RATE_WINDOW_MS or so: the rate the ETA relies on,
  // unlike an average that would count the time spent reading boards.
  const samples: Array<[number, number]> = [];
  const record = () => {
    const now = Date.now();
    samples.push([now, state.created]);
    while (samples.length > 2 && samples[1][0] < now - RATE_WINDOW_MS) samples.shift();
  };
  const rate = () => {
    if (samples.length < 2) return 0;
    const [since, before] = samples[0];
    return (state.created - before) / Math.max(0.001, (Date.now() - since) / 1000);
  };
  const eta = () => {
    const left = total - done();
    return left <= 0 ? 'done' : rate() > 0 ? duration(left / rate()) : '…';
  };

  if (stream.isTTY) {
    const bar = new SingleBar({
      stream,
      format: '{bar} {percentage}% | {value}/{total} items | {rate} items/s | ETA {left} | {phase}{note}',
      barsize: 30,
      hideCursor: true,
      formatValue: (value, _options, type) =>
        type === 'value' || type === 'total' ? n(value) : String(value),
    });
    const payload = () => ({
      rate: rate().toFixed(0),
      left: eta(),
      phase: state.phase,
      note: state.note ? ` (${state.note})` : '',
    });
    bar.start(total, 0, payload());
    const timer = setInterval(() => bar.update(done(), payload()), 1000);
    return {
      phase(text) {
        state.phase = text;
        state.note = '';
        bar.update(done(), payload());
      },
      items(count, how: keyof Tally) {
        state[how] += count;
        if (how === 'created') {
          state.note = '';
          record();
        }
        bar.update(done(), payload());
      },
      warn(text) {
        state.note = text;
        bar.update(done(), payload());
      },
      stop() {
        clearInterval(timer);
        bar.update(done(), payload());
        bar.stop();
      },
    };
  }

  const line = () =>
    stream.write(
      `[seed] ${n(done())}/${n(total)} items (${total ? Math.floor((done() / total) * 100) : 100}%), ` +
        `${rate().toFixed(0)} items/s, ETA ${eta()}: ${state.phase}${state.note ? ` (${state.note})` : ''}\n`,
    );
  const timer = setInterval(line, LINE_EVERY_MS);
  return {
    phase(text) {
      state.phase = text;
      state.note = '';
      line();
    },
    items(count, how: keyof Tally) {
      state[how] += count;
      if (how === 'created') record();
    },
    warn(text) {
      if (text === state.note) return;
      state.note = text;
      stream.write(`[seed] ${text}\n`);
    },
    stop() {
      clearInterval(timer);
    },
  };
}

export interface Outcome {
  url: string;
  counts: SeedCounts;
  requests: ApiCounters;
  target: number;
  seconds: number;
  end: 'done' | 'interrupted' | 'failed';
}

export function summary(outcome: Outcome): string {
  const { counts, requests, seconds, target } = outcome;
  const tally = (what: string, t: Tally) =>
    `  ${what.padEnd(11)}${n(t.created)} created, ${n(t.found)} already there`;
  const head =
    outcome.end === 'done'
      ? `[seed] done in ${duration(seconds)}: ${n(target)} items on ${n(counts.boards.created + counts.boards.found)} boards at ${outcome.url}`
      : `[seed] ${outcome.end} after ${duration(seconds)}, ` +
        `before the end: ${n(counts.items.created)} of ${n(target)} items created by this run`;
  const lines = [
    head,
    tally('users', counts.users),
    tally('teams', counts.teams),
    tally('workspaces', counts.workspaces),
    tally('folders', counts.folders),
    tally('boards', counts.boards),
    tally('groups', counts.groups),
    tally('columns', counts.columns),
    tally('items', counts.items) +
      (counts.items.duplicatesRemoved ? `, ${n(counts.items.duplicatesRemoved)} duplicates removed` : ''),
    tally('subitems', counts.subitems),
    tally('updates', counts.updates),
    `  speed      ${(counts.items.created / Math.max(seconds, 0.001)).toFixed(1)} items/s`,
    `  requests   ${n(requests.requests)} (${n(requests.throttled)} waited for a limit, ${n(requests.retried)} retried)`,
  ];
  if (outcome.end === 'interrupted') {
    lines.push('Run the same command again to finish: existing items are kept and none is created twice.');
  }
  return lines.join('\n');
}
