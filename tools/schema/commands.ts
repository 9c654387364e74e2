// What each command of `npm run schema` does with the registry, and the outcome it reports.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { SUBGRAPH_NAMES, type SubgraphName } from '@workapi/config';
import type { CheckInput, PublishOutcome, Registry } from '@workapi/registry';
import { repositoryOperations } from './operations';
import { checkText, historyText, publishText, statusOf, statusText } from './render';

/** A command line that names no command, an unknown one, or gives it the wrong arguments or files. */
export class UsageError extends Error {}

export type ExitName = 'ok' | 'refused' | 'usage' | 'contended' | 'unreachable' | 'unexpected';

export interface Outcome {
  exit: ExitName;
  text: string;
  json: unknown;
  /** A line for stderr, beside the output. */
  message?: string;
}

export interface Request {
  subgraph?: SubgraphName;
  version?: number;
  schema?: string;
  accept: string[];
  revision?: string;
}

/** What a command needs from the checkout, read before the registry is opened. */
interface Prepared {
  request: Request;
  /** The checked-in schemas, supergraph and operations, for the check. */
  input?: Omit<CheckInput, 'subgraph' | 'sdl'>;
  /** The candidate, for check and publish: its text and where it was read. */
  candidate?: { sdl: string; file: string; revision: string | null };
}

export interface Command {
  name: string;
  args: Array<'subgraph' | 'version'>;
  options: Array<'schema' | 'accept' | 'revision'>;
  prepare(request: Request, root: string): Prepared;
  run(registry: Registry, prepared: Prepared): Promise<Outcome>;
}

const readText = (file: string, what: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(
      `cannot read ${what} ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
};

const schemaFile = (root: string, subgraph: string) => join(root, 'apps', subgraph, 'src', 'schema.graphql');

/** The checked-in schemas and supergraph, and every operation the repository sends. */
function checkout(root: string): Prepared['input'] {
  return {
    fallbackSchemas: Object.fromEntries(
      SUBGRAPH_NAMES.map((name) => [name, readText(schemaFile(root, name), 'the checked-in schema')]),
    ),
    fallbackSupergraph: readText(
      join(root, 'apps', 'gateway', 'src', 'supergraph.graphql'),
      'the checked-in supergraph',
    ),
    operations: repositoryOperations(root),
  };
}

/** The git commit of the file's checkout, `+dirty` when the file has uncommitted changes; null outside git. */
function gitRevision(file: string): string | null {
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: dirname(file),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  try {
    const commit = git('rev-parse', 'HEAD');
    return git('status', '--porcelain', '--', file) ? `${commit}+dirty` : commit;
  } catch {
    return null;
  }
}

/** A file as the report names it: relative to where the command runs, unless it lies outside. */
const shown = (file: string) => {
  const path = relative(process.cwd(), file);
  return path.startsWith('..') || isAbsolute(path) ? file : path;
};

function prepareCandidate(request: Request, root: string): Prepared {
  const file = resolve(request.schema ?? schemaFile(root, request.subgraph as string));
  const sdl = readText(file, 'the schema');
  return {
    request,
    input: checkout(root),
    candidate: {
      sdl,
      file: shown(file),
      revision: request.revision ?? gitRevision(file),
    },
  };
}

const publishedBy = () => `${userInfo().username}@${hostname()} (npm run schema)`;

const PUBLISH_EXIT: Record<PublishOutcome['outcome'], ExitName> = {
  published: 'ok',
  unchanged: 'ok',
  refused: 'refused',
  contended: 'contended',
};

async function publish(
  registry: Registry,
  prepared: Prepared,
  sdl: string,
  revision: string | null,
  what: string,
  rollsBackTo?: number,
) {
  const { request, input } = prepared;
  const outcome = await registry.publish({
    ...input,
    subgraph: request.subgraph as SubgraphName,
    sdl,
    accept: request.accept,
    revision,
    publishedBy: publishedBy(),
    rollsBackTo,
  });
  const json = {
    outcome: outcome.outcome,
    attempts: outcome.attempts,
    ...('supergraph' in outcome
      ? {
          supergraph: { version: outcome.supergraph.version, hash: outcome.supergraph.hash },
          subgraph_version: outcome.supergraph.published.version,
        }
      : {}),
    ...('notified' in outcome ? { notified: outcome.notified } : {}),
    report: outcome.report,
  };
  return {
    outcome,
    result: {
      exit: PUBLISH_EXIT[outcome.outcome],
      text: publishText(outcome, what),
      json,
      message:
        outcome.outcome === 'contended'
          ? 'other publishes kept taking the next version: run it again'
          : undefined,
    } satisfies Outcome,
  };
}

export const COMMANDS: Command[] = [
  {
    name: 'check',
    args: ['subgraph'],
    options: ['schema', 'accept'],
    prepare: prepareCandidate,
    async run(registry, prepared) {
      const { request, input, candidate } = prepared as Required<Prepared>;
      const report = await registry.check({
        ...input,
        subgraph: request.subgraph as SubgraphName,
        sdl: candidate.sdl,
        accept: request.accept,
      });
      return {
        exit: report.verdict.ok ? 'ok' : 'refused',
        text: checkText(report, `check ${request.subgraph}: ${candidate.file}`),
        json: report,
      };
    },
  },
  {
    name: 'publish',
    args: ['subgraph'],
    options: ['schema', 'accept', 'revision'],
    prepare: prepareCandidate,
    async run(registry, prepared) {
      const { request, candidate } = prepared as Required<Prepared>;
      return (
        await publish(
          registry,
          prepared,
          candidate.sdl,
          candidate.revision,
          `publish ${request.subgraph}: ${candidate.file}`,
        )
      ).result;
    },
  },
  {
    name: 'rollback',
    args: ['subgraph', 'version'],
    options: ['accept'],
    prepare: (request, root) => ({ request, input: checkout(root) }),
    async run(registry, prepared) {
      const { subgraph, version } = prepared.request as Required<Request>;
      const earlier = await registry.subgraphVersion(subgraph, version);
      if (!earlier)
        throw new UsageError(
          `${subgraph} has no published version ${version} (npm run schema -- history ${subgraph})`,
        );
      const revision = `rollback to ${subgraph} v${version}${earlier.revision ? ` (${earlier.revision})` : ''}`;
      const { outcome, result } = await publish(
        registry,
        prepared,
        earlier.sdl,
        revision,
        `rollback ${subgraph} to v${version}`,
        version,
      );
      if (outcome.outcome === 'refused') {
        result.message = outcome.report.composition.ok
          ? `${subgraph} v${version} lacks what later versions gave released API versions: take it out in two phases instead (docs/registry.md)`
          : `${subgraph} v${version} no longer composes with the other subgraphs' schemas of the head: publish a schema that does instead`;
      }
      return result;
    },
  },
  {
    name: 'history',
    args: ['subgraph'],
    options: [],
    prepare: (request) => ({ request }),
    async run(registry, { request }) {
      const subgraph = request.subgraph as SubgraphName;
      const newest = (await registry.head())?.subgraphs[subgraph];
      const versions = [];
      for (
        let version = newest?.source === 'registry' ? (newest.version ?? 0) : 0;
        version > 0;
        version -= 1
      ) {
        const found = await registry.subgraphVersion(subgraph, version);
        if (found) versions.push(found);
      }
      const json = versions.map(({ check, sdl, ...rest }) => ({
        ...rest,
        check_ok: check.verdict.ok,
        bytes: sdl.length,
      }));
      return { exit: 'ok', text: historyText(subgraph, versions), json };
    },
  },
  {
    name: 'status',
    args: [],
    options: [],
    prepare: (request) => ({ request }),
    async run(registry) {
      const status = statusOf(await registry.head(), await registry.heartbeats(), new Date());
      return { exit: 'ok', text: statusText(status), json: status };
    },
  },
];
