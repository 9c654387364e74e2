// The admin CLI's command line: parsing, usage, and how each outcome becomes output and an exit code.
import { parseArgs } from 'node:util';
import { AccountsRefusal, type RefusalKind } from '@workapi/accounts';
import { COMMANDS, type Command, type Invocation } from './commands';
import { isConnectionError, StoreUnreachable, type AdminStores } from './stores';

/** Exit codes (README, Admin CLI). */
export const EXIT = {
  ok: 0,
  usage: 1,
  notFound: 2,
  conflict: 3,
  unreachable: 4,
  unexpected: 5,
} as const;

const REFUSAL_EXIT: Record<RefusalKind, number> = {
  invalid: EXIT.usage,
  not_found: EXIT.notFound,
  conflict: EXIT.conflict,
};

/** A command line that names no command, an unknown one, or gives it the wrong arguments. */
export class UsageError extends Error {}

const synopsis = (command: Command) =>
  [
    command.name,
    ...command.args,
    ...command.options.map((option) =>
      option.required ? `--${option.name} ${option.value}` : `[--${option.name} ${option.value}]`,
    ),
  ].join(' ');

export function usage(): string {
  const lines = COMMANDS.flatMap((command) => [
    `  ${synopsis(command)}`,
    `      ${command.summary}`,
    ...command.options.flatMap((option) => (option.help ? [`      --${option.name}: ${option.help}`] : [])),
  ]);
  return `Usage: npm run --silent admin -- <command> [--json]

Accounts, users and API tokens in the stack's database, what accounts have used of their
limits, and the audit log of security events (what these commands do to tokens and users is in it). Reaches MongoDB and Redis at MONGO_URL and REDIS_URL, else at the URLs npm start wrote to
\${DATA_DIR:-.data}/services.json, with MONGO_DB_PREFIX and REDIS_KEY_PREFIX as the services use.

Commands:
${lines.join('\n')}

<account> is an account's id or name, <user> a user's id, <token-id> the id tokens list shows
(an issued token reads wa_<token-id>_<secret>).

Options:
  --json      print only JSON on stdout, for scripts (messages and errors go to stderr)
  -h, --help  this text

Exit codes: 0 done, 1 bad command line or value, 2 not found, 3 already exists,
4 MongoDB or Redis not reachable, 5 anything else.`;
}

export interface ParsedCommandLine {
  command: Command;
  input: Invocation;
  json: boolean;
}

const OPTION_NAMES = [
  ...new Set(COMMANDS.flatMap((command) => command.options.map((option) => option.name))),
];

/** The command a command line asks for, or 'help'; a UsageError says what is wrong with it. */
export function parseCommandLine(argv: string[]): ParsedCommandLine | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        ...Object.fromEntries(OPTION_NAMES.map((name) => [name, { type: 'string' as const }])),
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (positionals.length === 0) throw new UsageError('no command given');
  const name = positionals.slice(0, 2).join(' ');
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (!command) throw new UsageError(`unknown command "${name}"`);
  const args = positionals.slice(2);
  if (args.length !== command.args.length) {
    throw new UsageError(
      `${command.name} takes ${command.args.length === 0 ? 'no arguments' : command.args.join(' ')}, got ${args.length === 0 ? 'none' : `"${args.join(' ')}"`}`,
    );
  }
  const options: Record<string, string | undefined> = {};
  for (const option of OPTION_NAMES) {
    const value = (values as Record<string, string | boolean | undefined>)[option] as string | undefined;
    if (value === undefined) continue;
    if (!command.options.some((known) => known.name === option)) {
      throw new UsageError(`${command.name} does not take --${option}`);
    }
    options[option] = value;
  }
  const missing = command.options.find((option) => option.required && options[option.name] === undefined);
  if (missing) throw new UsageError(`${command.name} needs --${missing.name} ${missing.value}`);
  return { command, input: { args, options }, json: values.json === true };
}

export interface AdminIo {
  out: (text: string) => void;
  err: (text: string) => void;
  open: () => Promise<AdminStores>;
}

/** Runs one command line; returns the exit code. Never throws, never prints a stack. */
export async function runAdmin(argv: string[], io: AdminIo): Promise<number> {
  let parsed: ParsedCommandLine | 'help';
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    io.err(`admin: ${(error as Error).message}\n\n${usage()}`);
    return EXIT.usage;
  }
  if (parsed === 'help') {
    io.out(usage());
    return EXIT.ok;
  }
  let stores: AdminStores | undefined;
  try {
    stores = await io.open();
    const outcome = await parsed.command.run(stores, parsed.input);
    io.out(parsed.json ? JSON.stringify(outcome.json, null, 2) : outcome.text);
    return EXIT.ok;
  } catch (error) {
    const { code, message } = failure(error);
    io.err(`admin: ${message}`);
    return code;
  } finally {
    await stores?.close().catch(() => undefined);
  }
}

function failure(error: unknown): { code: number; message: string } {
  if (error instanceof AccountsRefusal) {
    const hint = error.kind === 'invalid' ? ' (npm run admin -- --help)' : '';
    return { code: REFUSAL_EXIT[error.kind], message: `${error.message}${hint}` };
  }
  if (error instanceof StoreUnreachable) return { code: EXIT.unreachable, message: error.message };
  if (isConnectionError(error)) {
    return {
      code: EXIT.unreachable,
      message: `lost the connection to the store: ${(error as Error).message}`,
    };
  }
  return {
    code: EXIT.unexpected,
    message: `unexpected failure: ${(error as Error)?.message ?? String(error)}`,
  };
}
