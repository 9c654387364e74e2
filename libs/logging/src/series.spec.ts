import { Counter, Histogram, Registry } from 'prom-client';
import { bindCounter, bindHistogram, seriesBy } from './series';

const BUCKETS = [0.001, 0.01, 0.1, 1];

/** A counter and a histogram by target and outcome, in a registry of their own. */
function metrics() {
  const registry = new Registry();
  const calls = new Counter({
    name: 'calls_total',
    help: 'c',
    labelNames: ['target', 'outcome'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'call_seconds',
    help: 'd',
    labelNames: ['target', 'outcome'],
    buckets: BUCKETS,
    registers: [registry],
  });
  return { registry, calls, durations };
}

const RECORDINGS: Array<[target: string, outcome: string, seconds: number]> = [
  ['items', 'ok', 0.004],
  ['items', 'ok', 0.0005],
  ['boards', 'failed', 2],
  ['items', 'ok', 0.1],
  ['items', 'refused', 0.05],
  ['boards', 'failed', 0.01],
];

describe('series bound once per label set', () => {
  it('serve exactly what prom-client serves for the same recordings', async () => {
    const plain = metrics();
    for (const [target, outcome, seconds] of RECORDINGS) {
      plain.calls.inc({ target, outcome });
      plain.calls.inc({ target, outcome }, 2);
      plain.durations.observe({ target, outcome }, seconds);
    }
    const bound = metrics();
    const series = seriesBy(['target', 'outcome'] as const, (labels) => ({
      calls: bindCounter(bound.calls, labels),
      durations: bindHistogram(bound.durations, labels),
    }));
    for (const [target, outcome, seconds] of RECORDINGS) {
      series(target, outcome).calls.inc();
      series(target, outcome).calls.inc(2);
      series(target, outcome).durations.observe(seconds);
    }
    expect(await bound.registry.metrics()).toBe(await plain.registry.metrics());
  });

  it('leave prom-client after the first recording: no labels checked or hashed per call', () => {
    const { calls, durations } = metrics();
    const inc = jest.spyOn(calls, 'inc');
    const observe = jest.spyOn(durations, 'observe');
    const counted = bindCounter(calls, { target: 'items', outcome: 'ok' });
    const timed = bindHistogram(durations, { target: 'items', outcome: 'ok' });
    for (let n = 0; n < 100; n += 1) {
      counted.inc();
      timed.observe(0.002);
    }
    expect([inc.mock.calls.length, observe.mock.calls.length]).toEqual([1, 1]);
  });

  it('bind again after the metrics are reset', async () => {
    const { registry, calls, durations } = metrics();
    const counted = bindCounter(calls, { target: 'items', outcome: 'ok' });
    const timed = bindHistogram(durations, { target: 'items', outcome: 'ok' });
    counted.inc(5);
    timed.observe(0.5);
    registry.resetMetrics();
    counted.inc();
    timed.observe(0.002);
    timed.observe(0.003);
    const text = await registry.metrics();
    expect(text).toContain('calls_total{target="items",outcome="ok"} 1\n');
    expect(text).toContain('call_seconds_count{target="items",outcome="ok"} 2\n');
    expect(text).toContain('call_seconds_bucket{le="0.01",target="items",outcome="ok"} 2\n');
  });
});
