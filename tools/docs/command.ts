import { join, relative } from 'node:path';
import { firstStalePage, writePages } from './files';

export interface DocsTarget {
  dir: string;
  /** The generated reference, page name to Markdown (`apiReference`). */
  pages: Map<string, string>;
  log: (line: string) => void;
  fail: (line: string) => void;
}

/** `npm run docs [-- --check]`: writes the reference, or checks it; returns the exit code. */
export function docsCommand(args: string[], target: DocsTarget): number {
  const unknown = args.filter((arg) => arg !== '--check');
  if (unknown.length > 0) {
    target.fail(`[docs] unknown argument ${unknown[0]}: use npm run docs, or npm run docs -- --check`);
    return 2;
  }
  const { pages } = target;
  const shown = (name: string) => relative(process.cwd(), join(target.dir, name));
  if (args.includes('--check')) {
    const stale = firstStalePage(target.dir, pages);
    if (stale) {
      target.fail(`[docs] ${staleMessage(shown(stale))}`);
      return 1;
    }
    target.log(`[docs] ${shown('')} is up to date`);
    return 0;
  }
  writePages(target.dir, pages);
  target.log(`[docs] wrote ${[...pages.keys()].map(shown).join(', ')}`);
  return 0;
}

export const staleMessage = (page: string) =>
  `docs/api is stale: run npm run docs (first difference: ${page})`;
