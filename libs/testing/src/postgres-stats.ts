import { execFile } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One SQL statement through psql, its rows as text (`-At`: no header, unaligned). */
export async function psql(postgresUrl: string, sql: string, separator = '|'): Promise<string> {
  const { stdout } = await run('psql', [postgresUrl, '-At', '-F', separator, '-c', sql]);
  return stdout.trim();
}

/**
 * The tables of a stack's databases (FerretDB's schemas `<prefix>_<database>`), and how often each
 * was read by a sequential scan so far: a test reads it before and after, and a difference is a
 * query no index served.
 */
export async function sequentialScans(postgresUrl: string, prefix: string): Promise<Map<string, number>> {
  // A backend that goes idle flushes its statistics to pg_stat_user_tables at once, or, when it
  // flushed less than a second before, after PostgreSQL's idle interval of 10 seconds.
  await sleep(11_000);
  const rows = await psql(
    postgresUrl,
    `SELECT schemaname || '.' || relname, seq_scan FROM pg_stat_user_tables
      WHERE schemaname LIKE '${prefix}\\_%' AND relname NOT LIKE '\\_ferretdb%'`,
    ' ',
  );
  return new Map(
    rows
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.split(' ')[0], Number(line.split(' ')[1])] as const),
  );
}
