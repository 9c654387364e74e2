import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const pagesIn = (dir: string) =>
  existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.md')) : [];

/**
 * The first page (by name) of `dir` that differs from the generated reference: changed, missing,
 * or left over from a version no longer generated. Null when the directory is up to date.
 */
export function firstStalePage(dir: string, pages: Map<string, string>): string | null {
  const names = [...new Set([...pages.keys(), ...pagesIn(dir)])].sort();
  return (
    names.find((name) => {
      const path = join(dir, name);
      return !existsSync(path) || readFileSync(path, 'utf8') !== pages.get(name);
    }) ?? null
  );
}

/** Writes the reference into `dir`, removing pages no longer generated. */
export function writePages(dir: string, pages: Map<string, string>): void {
  mkdirSync(dir, { recursive: true });
  for (const name of pagesIn(dir)) if (!pages.has(name)) rmSync(join(dir, name));
  for (const [name, text] of pages) writeFileSync(join(dir, name), text);
}
