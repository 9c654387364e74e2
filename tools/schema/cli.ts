// The schema CLI's command line: parsing, usage, and how each outcome becomes output and an exit code.
import { parseArgs } from 'node:util';
import { SUBGRAPH_NAMES, type SubgraphName } from '@workapi/config';
import { RegistryUnreachable, type Registry } from '@workapi/registry';
import { isConnectionError } from '../admin/stores';
import { COMMANDS, UsageError, type Command, type Outcome } from './commands';

/** Exit codes (CONTRACT.md section 7; docs/registry.md). */
export const EXIT = {
  ok: 0,
  refused: 1,
  usage: 2,
  contended: 3,
  unreachable: 4,
  unexpected: 5,
} as const;

export function usage(): string {
  return `Usage: npm run --silent schema -- <command> [--json]

Checks and publishes the subgraphs' schemas in the schema registry (docs/registry.md). Reaches
MongoDB and Redis at MONGO_URL and REDIS_URL, else at the URLs npm start wrote to
\${DATA_DIR:-.data}/services.json, with MONGO_DB_PREFIX and REDIS_KEY_PREFIX as the services use.

Commands:
  check <subgraph> [--schema <file>] [--accept <coordinate>]...
      composes the candidate (default: apps/<subgraph>/src/schema.graphql) with the other
      subgraphs' published schemas, diffs every API version's schema against the head's, and
      checks every known operation; says whether it may be published
  publish <subgraph> [--schema <file>] [--accept <coordinate>]... [--revision <rev>]
      the same check, then a new version of the subgraph and of the supergraph (the head)
  rollback <subgraph> <version> [--accept <coordinate>]...
      publishes that earlier version's schema again, as a new version, through the same check
  history <subgraph>
      the subgraph's published versions, newest first
  status
      the head, and each gateway's applied supergraph version and when it last reported

<subgraph> is one of ${SUBGRAPH_NAMES.join(', ')}. <coordinate> names a dangerous change as the
check prints it (Type.field, Type.field(arg:), Enum.VALUE).

Options:
  --json      print only the report as one JSON document on stdout (messages go to stderr)
  -h, --help  this text

Exit codes: 0 may be published (check) or done, 1 composition fails, a released API version
breaks or a dangerous change is not accepted (nothing published), 2 bad command line,
3 other publishes kept taking the next version (run again), 4 the registry (MongoDB or Redis)
cannot be reached, 5 anything else.`;
}

export interface Invocation {
  command: Command;
  subgraph?: SubgraphName;
  version?: number;
  schema?: string;
  accept: string[];
  revision?: string;
  json: boolean;
}

/** The command a command line asks for, or 'help'; a UsageError says what is wrong with it. */
export function parseCommandLine(argv: string[]): Invocation | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: {
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        schema: { type: 'string' },
        accept: { type: 'string', multiple: true },
        revision: { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  const [name, ...args] = positionals;
  if (!name) throw new UsageError('no command given');
  const command = COMMANDS.find((candidate) => candidate.name === name);
  if (!command) throw new UsageError(`unknown command "${name}"`);
  if (args.length !== command.args.length) {
    const wanted =
      command.args.length === 0 ? 'no arguments' : command.args.map((arg) => `<${arg}>`).join(' ');
    throw new UsageError(
      `${name} takes ${wanted}, got ${args.length === 0 ? 'none' : `"${args.join(' ')}"`}`,
    );
  }
  for (const option of ['schema', 'accept', 'revision'] as const) {
    if (values[option] !== undefined && !command.options.includes(option)) {
      throw new UsageError(`${name} does not take --${option}`);
    }
  }
  const invocation: Invocation = {
    command,
    schema: values.schema,
    accept: values.accept ?? [],
    revision: values.revision,
    json: values.json === true,
  };
  if (command.args.includes('subgraph')) {
    if (!(SUBGRAPH_NAMES as readonly string[]).includes(args[0])) {
      throw new UsageError(`unknown subgraph "${args[0]}": one of ${SUBGRAPH_NAMES.join(', ')}`);
    }
    invocation.subgraph = args[0] as SubgraphName;
  }
  if (command.args.includes('version')) {
    if (!/^[1-9]\d{0,8}$/.test(args[1]))
      throw new UsageError(`version must be a positive number, got "${args[1]}"`);
    invocation.version = Number(args[1]);
  }
  return invocation;
}

export interface SchemaIo {
  out: (text: string) => void;
  err: (text: string) => void;
  /** Opens the registry from the environment; throws RegistryUnreachable when it cannot. */
  open: () => Promise<Registry & { close(): Promise<void> }>;
  /** The repository the default schemas, the checked-in supergraph and the known operations come from. */
  root: string;
}

/** Runs one command line; returns the exit code. Never throws, never prints a stack. */
export async function runSchema(argv: string[], io: SchemaIo): Promise<number> {
  let invocation: Invocation | 'help';
  try {
    invocation = parseCommandLine(argv);
  } catch (error) {
    io.err(`schema: ${(error as Error).message}\n\n${usage()}`);
    return EXIT.usage;
  }
  if (invocation === 'help') {
    io.out(usage());
    return EXIT.ok;
  }
  let registry: (Registry & { close(): Promise<void> }) | undefined;
  try {
    const prepared = invocation.command.prepare(invocation, io.root);
    registry = await io.open();
    const outcome: Outcome = await invocation.command.run(registry, prepared);
    io.out(invocation.json ? JSON.stringify(outcome.json, null, 2) : outcome.text);
    if (outcome.message) io.err(`schema: ${outcome.message}`);
    return EXIT[outcome.exit];
  } catch (error) {
    const { code, message } = failure(error);
    io.err(`schema: ${message}`);
    return code;
  } finally {
    await registry?.close().catch(() => undefined);
  }
}

function failure(error: unknown): { code: number; message: string } {
  if (error instanceof UsageError)
    return { code: EXIT.usage, message: `${error.message} (npm run schema -- --help)` };
  if (error instanceof RegistryUnreachable) return { code: EXIT.unreachable, message: error.message };
  if (isConnectionError(error)) {
    return {
      code: EXIT.unreachable,
      message: `lost the connection to the registry: ${(error as Error).message}`,
    };
  }
  return {
    code: EXIT.unexpected,
    message: `unexpected failure: ${(error as Error)?.message ?? String(error)}`,
  };
}
