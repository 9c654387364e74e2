// `npm run docs`: writes the API reference into docs/api/ from the supergraph.
// `npm run docs -- --check`: exits 1, naming the first stale page, when docs/api/ differs.
import { readFileSync } from 'node:fs';
import { docsCommand } from './command';
import { apiReference, REFERENCE_DIR, SUPERGRAPH_FILE } from './reference';

process.exitCode = docsCommand(process.argv.slice(2), {
  dir: REFERENCE_DIR,
  pages: apiReference(readFileSync(SUPERGRAPH_FILE, 'utf8')),
  log: (line) => console.log(line),
  fail: (line) => console.error(line),
});
