// The bench's outputs: a table per scenario on stdout, bench/results.json with every number, and
// BENCHMARKS.md generated from the results (docs/bench-notes.md included verbatim when present).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, platform, release, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { SCENARIOS, type Row, type ScenarioName, type ScenarioResult } from './common';
import type { BenchConfig, StackLimits } from './context';

export const ROOT = join(__dirname, '..', '..');
export const RESULTS_FILE = join(ROOT, 'bench', 'results.json');
export const MARKDOWN_FILE = join(ROOT, 'BENCHMARKS.md');
export const NOTES_FILE = join(ROOT, 'docs', 'bench-notes.md');

export interface Machine {
  cpuModel: string;
  cpus: number;
  totalMemoryGb: number;
  node: string;
  platform: string;
  /** 1-minute load average when the run started and when it ended: was anything else running? */
  loadAverage: { start: number; end: number };
}

export interface BenchResults {
  timestamp: string;
  durationSeconds: number;
  machine: Machine;
  storage: {
    /** How each service was obtained (`services.routes`), e.g. "ferretdb … (SQLite backend)". */
    routes: { mongo: string; redis: string };
    /** `${dataDir}/services.json` of the provisioned services, passwords removed. */
    services: Record<string, string>;
  };
  config: BenchConfig & { seeded: 'ingest' | 'unmeasured' };
  /** The limits the stack ran under (absent in results written before they were recorded). */
  limits?: StackLimits;
  scenarios: Partial<Record<ScenarioName, ScenarioResult>>;
  /** Scenarios that did not finish, with the error. */
  failed: Partial<Record<ScenarioName, string>>;
  misses: Array<{
    scenario: ScenarioName;
    metric: string;
    target: string;
    value: number | null;
    unit: string;
  }>;
}

export function machine(): Machine {
  const list = cpus();
  return {
    cpuModel: list[0]?.model.trim() ?? 'unknown',
    cpus: list.length,
    totalMemoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${platform()} ${release()}`,
    loadAverage: { start: Math.round(loadavg()[0] * 100) / 100, end: 0 },
  };
}

/** services.json with any password in a URL replaced, so the file can be committed. */
export function readServices(dataDir: string): Record<string, string> {
  const file = join(dataDir, 'services.json');
  if (!existsSync(file)) return {};
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [
      key,
      String(value).replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@'),
    ]),
  );
}

export function missesOf(scenarios: BenchResults['scenarios']): BenchResults['misses'] {
  return SCENARIOS.flatMap((name) =>
    (scenarios[name]?.rows ?? [])
      .filter((row) => row.verdict === 'MISS')
      .map((row) => ({
        scenario: name,
        metric: row.metric,
        target: row.target ?? '',
        value: row.value,
        unit: row.unit,
      })),
  );
}

export const formatValue = (value: number | null, unit = '') => {
  if (value === null || Number.isNaN(value)) return 'n/a';
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  const text = value.toLocaleString('en-US', { maximumFractionDigits: digits });
  return unit ? `${text} ${unit}` : text;
};

export function printTable(result: ScenarioResult): void {
  const lines = result.rows.map((row: Row) => [
    row.metric,
    row.target ?? '',
    formatValue(row.value, row.unit),
    row.verdict === 'INFO' ? '' : row.verdict,
  ]);
  const header = ['measure', 'target', 'measured', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  console.log(
    `\n== ${result.name}: ${result.title}${result.seconds ? ` (${result.seconds.toFixed(0)} s)` : ''}`,
  );
  console.log(format(header));
  console.log(format(widths.map((w) => '-'.repeat(w))));
  for (const line of lines) console.log(format(line));
  for (const note of result.notes ?? []) console.log(note);
  if (result.cpu) console.log(cpuLine(result));
}

/** "CPU seconds used meanwhile: items 40.1, gateway 20.3, …" in decreasing order. */
export function cpuLine(result: ScenarioResult): string {
  const used = Object.entries(result.cpu ?? {})
    .sort((a, b) => b[1] - a[1])
    .map(([group, seconds]) => `${group} ${seconds.toFixed(1)}`)
    .join(', ');
  return `CPU seconds used in the ${result.seconds ?? '?'} s: ${used || 'none measured'}.`;
}

export function writeResults(results: BenchResults): void {
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
}

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function renderMarkdown(results: BenchResults, notes: string | null): string {
  const m = results.machine;
  const n = (value: number) => value.toLocaleString('en-US');
  const out: string[] = [];
  out.push('# Benchmarks', '');
  out.push(
    `Generated by \`npm run bench\` (\`tools/bench/\`) from \`bench/results.json\`; do not edit by hand ` +
      `(\`npx tsx tools/bench/markdown.ts\` regenerates it from the results, e.g. after editing ` +
      `\`docs/bench-notes.md\`).`,
    '',
  );
  out.push(
    `Measured ${results.timestamp.slice(0, 16).replace('T', ' ')} UTC on ${m.cpus} × ${m.cpuModel}, ` +
      `${m.totalMemoryGb} GB memory, Node ${m.node}, ${m.platform}; the four servers, the stores and the load ` +
      `generator all on that machine. Storage: ${results.storage.routes.mongo}; Redis: ${results.storage.routes.redis}. ` +
      `Boards: ${n(results.config.items)} items (large) and ${n(results.config.smallItems)} items (small)` +
      `${results.config.seeded === 'ingest' ? ', filled by the ingest scenario' : ', seeded without measuring (ingest not run)'}. ` +
      `The run took ${(results.durationSeconds / 60).toFixed(1)} min; the load average (1 min) was ` +
      `${m.loadAverage.start} when it started and ${m.loadAverage.end} when it ended` +
      `${Math.max(m.loadAverage.start, m.loadAverage.end) > 1 ? ' (something else was using the machine: the numbers are noisier)' : ''}.`,
    '',
  );
  if (results.limits) {
    const l = results.limits;
    out.push(
      `The stack ran with \`RATE_LIMIT_PER_MINUTE=${l.rateLimitPerMinute}\` and ` +
        `\`COMPLEXITY_BUDGET_PER_MINUTE=${l.complexityBudgetPerMinute}\` (CONTRACT.md section 1), which lift ` +
        `every tier's limits, and the bench account on the ${l.tier} tier: under a tier's own limits, one ` +
        `account's load is answered with 429s.`,
      '',
    );
  }
  out.push(
    'Every scenario runs against the real stack: the gateway and the three subgraphs as separate processes over ' +
      'the provisioned stores, called over HTTP. Each compares itself with a floor measured in the same run (a raw ' +
      'driver read of the same documents, or the HTTP floor of the gateway). Latencies are p50/p95 over the ' +
      'repetitions after warm-up.',
    '',
  );
  out.push('| Scenario | Targets met | Missed |', '| --- | --- | --- |');
  for (const name of SCENARIOS) {
    const result = results.scenarios[name];
    if (!result) {
      out.push(`| [${name}](#${name.toLowerCase()}) | ${results.failed[name] ? 'failed' : 'not run'} | |`);
      continue;
    }
    const judged = result.rows.filter((row) => row.verdict !== 'INFO');
    const missed = judged.filter((row) => row.verdict === 'MISS').length;
    out.push(
      `| [${name}](#${name.toLowerCase()}) | ${judged.length - missed} of ${judged.length} | ${missed || ''} |`,
    );
  }
  out.push('');
  for (const name of SCENARIOS) {
    const result = results.scenarios[name];
    out.push(`## ${name}`, '');
    if (!result) {
      out.push(results.failed[name] ? `Failed: \`${cell(results.failed[name] ?? '')}\`` : 'Not run.', '');
      continue;
    }
    out.push(`**${result.title}.** ${result.description}`, '');
    out.push('| Measure | Target | Measured | Verdict |', '| --- | --- | --- | --- |');
    for (const row of result.rows) {
      const verdict = row.verdict === 'PASS' ? 'PASS' : row.verdict === 'MISS' ? '**MISS**' : '';
      out.push(
        `| ${cell(row.metric)} | ${cell(row.target ?? '')} | ${formatValue(row.value, row.unit)} | ${verdict} |`,
      );
    }
    out.push('');
    for (const note of result.notes ?? []) out.push(`- ${note}`);
    if (result.notes?.length) out.push('');
    if (result.cpu) out.push(`${cpuLine(result)} (The machine has ${m.cpus} cores.)`, '');
  }
  out.push('## Missed targets', '');
  if (results.misses.length === 0) out.push('None.', '');
  for (const miss of results.misses) {
    out.push(
      `- **${miss.scenario}**, ${miss.metric}: ${formatValue(miss.value, miss.unit)} (target ${miss.target})`,
    );
  }
  if (results.misses.length) out.push('');
  out.push('## Why', '');
  out.push('<!-- Included verbatim from docs/bench-notes.md. Edit that file, not this section. -->', '');
  out.push(notes?.trim() ? notes.trim() : '_No notes yet: write them in `docs/bench-notes.md`._', '');
  return out.join('\n');
}

/** Renders BENCHMARKS.md through the repository's Prettier settings (aligned tables). */
export async function writeMarkdown(results: BenchResults): Promise<void> {
  const notes = existsSync(NOTES_FILE) ? readFileSync(NOTES_FILE, 'utf8') : null;
  let text = renderMarkdown(results, notes);
  try {
    const prettier = await import('prettier');
    const options = (await prettier.resolveConfig(MARKDOWN_FILE)) ?? {};
    text = await prettier.format(text, { ...options, parser: 'markdown' });
  } catch {
    // Unformatted Markdown is still correct Markdown.
  }
  writeFileSync(MARKDOWN_FILE, text);
}
