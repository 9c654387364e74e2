// Regenerates BENCHMARKS.md from bench/results.json (e.g. after editing docs/bench-notes.md),
// without running anything: `npx tsx tools/bench/markdown.ts`.
import { readFileSync } from 'node:fs';
import { MARKDOWN_FILE, RESULTS_FILE, writeMarkdown, type BenchResults } from './report';

writeMarkdown(JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as BenchResults).then(
  () => console.log(`[bench] wrote ${MARKDOWN_FILE}`),
  (error) => {
    console.error(`[bench] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
