// The seed's command line: options, their defaults and where the API token comes from.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

export interface SeedOptions {
  url: string;
  token: string;
  /** Where the token came from, for messages: `--token`, `WORKAPI_TOKEN` or the dev-token file. */
  tokenFrom: string;
  boards: number;
  /** Items per board. */
  items: number;
  seed: string;
  concurrency: number;
  /** create_item mutations per request (aliases of one operation). */
  batch: number;
  /** Where the run file (and, by default, the dev token) lives: `DATA_DIR`, as for `npm start`. */
  dataDir: string;
}

/** Bad command line: the message is printed with the usage hint and the seed exits with 1. */
export class UsageError extends Error {}

export const HELP = `npm run seed -- [options]

Fills the API with demo data through the public GraphQL API: with an admin's token, users of
every role (invited, so pending), three teams, an open and a closed workspace and a folder; then
boards with groups, columns of the common types, items with realistic values, and subitems on
every tenth item. Stopped with Ctrl-C, it
finishes the requests in flight and exits; running the same command again completes the data
without creating anything twice.

Options:
  --boards <n>       boards to fill (default 3)
  --items <n>        items per board (default 1000); --boards 3 --items 10000 makes 30,000 items
  --url <url>        the gateway (default http://127.0.0.1:\${PORT:-4000}/graphql)
  --token <token>    API token (default: WORKAPI_TOKEN, else the dev token npm start keeps in
                     \${DATA_DIR:-.data}/dev-token)
  --seed <text>      varies names and values; the same seed makes the same data (default demo)
  --concurrency <n>  requests in flight (default 8, at most 64)
  --batch <n>        items created per request (default 25, at most 100)
  -h, --help         this text

Exit codes: 0 done, 1 bad command line, 2 token refused, 4 gateway unreachable, 5 other API
failure, 130 interrupted by Ctrl-C (143 by SIGTERM): run the same command again to resume.`;

function count(option: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw.replace(/[_,]/g, ''));
  if (!/^\d[\d_,]*$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(
      `--${option} must be a whole number from ${min} to ${max.toLocaleString('en-US')}, got "${raw}"`,
    );
  }
  return value;
}

function readTokenFile(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The options of `argv` (without node and the script), or 'help'. */
export function parseSeedArgs(
  argv: string[],
  env: Record<string, string | undefined>,
  readToken: (file: string) => string | undefined = readTokenFile,
): SeedOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        boards: { type: 'string' },
        items: { type: 'string' },
        url: { type: 'string' },
        token: { type: 'string' },
        seed: { type: 'string' },
        concurrency: { type: 'string' },
        batch: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return 'help';

  const url = values.url ?? `http://127.0.0.1:${env.PORT || 4000}/graphql`;
  let parsedUrl: URL | null = null;
  try {
    parsedUrl = new URL(url);
  } catch {
    parsedUrl = null;
  }
  if (!parsedUrl || !['http:', 'https:'].includes(parsedUrl.protocol)) {
    throw new UsageError(`--url must be an http(s) URL such as http://127.0.0.1:4000/graphql, got "${url}"`);
  }

  const dataDir = resolve(env.DATA_DIR || '.data');
  const tokenFile = join(dataDir, 'dev-token');
  const [token, tokenFrom] = values.token
    ? [values.token, '--token']
    : env.WORKAPI_TOKEN
      ? [env.WORKAPI_TOKEN, 'WORKAPI_TOKEN']
      : [readToken(tokenFile), tokenFile];
  if (!token) {
    throw new UsageError(
      `No API token: pass --token, set WORKAPI_TOKEN, or run npm start once so that ${tokenFile} exists`,
    );
  }

  const seed = values.seed ?? 'demo';
  if (seed === '' || seed.length > 40 || !/^[\x21-\x7e]+$/.test(seed)) {
    throw new UsageError('--seed must be 1 to 40 visible ASCII characters');
  }

  return {
    url,
    token: token.trim(),
    tokenFrom,
    boards: count('boards', values.boards, 3, 1, 100),
    items: count('items', values.items, 1000, 0, 1_000_000),
    seed,
    concurrency: count('concurrency', values.concurrency, 8, 1, 64),
    batch: count('batch', values.batch, 25, 1, 100),
    dataDir,
  };
}
