import { operationFromDocument, Supergraph } from '@apollo/federation-internals';
import { QueryPlanner } from '@apollo/query-planner';
import { Kind, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { VersionedApi } from '@workapi/versioning';

/**
 * Operations judged between two turns of the event loop: a subgraph publishing at start serves
 * while it checks, so a check of thousands of stored operations delays a request by one batch at
 * most, never by the whole check.
 */
const BATCH = 20;

/** An operation the API knows of: one a client persisted, or one the test suite or the seed tool sends. */
export interface KnownOperation {
  /** Where it was found: `apq:<sha256 prefix>` or `<file>:<line>`. */
  id: string;
  /** `persisted`, `tests`, `seed` ...: counted per source in the report. */
  source: string;
  text: string;
}

/** An operation that worked against the head and does not against the candidate. */
export interface OperationBreak {
  id: string;
  source: string;
  /** The operation's name, where it has one. */
  name: string | null;
  /** The API versions in which it validated against the head and no longer does. */
  versions: string[];
  /** True when it no longer plans against the candidate supergraph (every version). */
  unplannable: boolean;
  /** The first error it gets now. */
  message: string;
}

export interface OperationsVerdict {
  /** How many distinct operation texts were checked, per source. */
  checked: Record<string, number>;
  broken: OperationBreak[];
}

/** A text the API could execute: it parses, and holds only operations and fragments. */
export function executableDocument(text: string): DocumentNode | null {
  let document: DocumentNode;
  try {
    document = parse(text, { noLocation: true });
  } catch {
    return null;
  }
  const operations = document.definitions.filter((node) => node.kind === Kind.OPERATION_DEFINITION);
  const executable = document.definitions.every(
    (node) => node.kind === Kind.OPERATION_DEFINITION || node.kind === Kind.FRAGMENT_DEFINITION,
  );
  return executable && operations.length > 0 ? document : null;
}

const operationNames = (document: DocumentNode) =>
  document.definitions.flatMap((node) =>
    node.kind === Kind.OPERATION_DEFINITION ? [node.name?.value ?? null] : [],
  );

/** Plans each operation of a document; the first planner error, or null when all plan. */
function planError(planner: { supergraph: Supergraph; planner: QueryPlanner }, document: DocumentNode) {
  for (const operationName of operationNames(document)) {
    try {
      const operation = operationFromDocument(planner.supergraph.apiSchema(), document, {
        operationName: operationName ?? undefined,
      });
      planner.planner.buildQueryPlan(operation);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return null;
}

const plannerOf = (supergraphSdl: string) => {
  const supergraph = Supergraph.build(supergraphSdl);
  return { supergraph, planner: new QueryPlanner(supergraph) };
};

/**
 * Every known operation must still work: in each API version whose schema changed, one that
 * validated against the head's schema must validate against the candidate's; and one that planned
 * against the head's supergraph must plan against the candidate's. Operations that did not work
 * before (texts of tests about errors, versions they were not written for) are not judged. Judged
 * in batches of `BATCH`, yielding to the event loop between them.
 */
export async function operationBreaks(
  before: { api: VersionedApi; supergraphSdl: string },
  after: { api: VersionedApi; supergraphSdl: string },
  changedVersions: ReadonlySet<string>,
  operations: KnownOperation[],
): Promise<OperationsVerdict> {
  const checked: Record<string, number> = {};
  const broken: OperationBreak[] = [];
  const seen = new Set<string>();
  const candidatePlanner = plannerOf(after.supergraphSdl);
  let headPlanner: ReturnType<typeof plannerOf> | undefined;
  let judged = 0;
  for (const operation of operations) {
    if (seen.has(operation.text)) continue;
    if (++judged % BATCH === 0) await nextTurn();
    seen.add(operation.text);
    const document = executableDocument(operation.text);
    if (!document) continue;
    checked[operation.source] = (checked[operation.source] ?? 0) + 1;
    const versions: string[] = [];
    let message: string | null = null;
    let validAfter = false;
    for (const [version, schema] of after.api.schemas) {
      const now = validate(schema, document);
      validAfter ||= now.length === 0;
      if (now.length === 0 || !changedVersions.has(version)) continue;
      if (validate(before.api.schemas.get(version) as GraphQLSchema, document).length > 0) continue;
      versions.push(version);
      message ??= now[0].message;
    }
    let unplannable = false;
    if (validAfter && before.supergraphSdl !== after.supergraphSdl) {
      const failure = planError(candidatePlanner, document);
      if (failure) {
        headPlanner ??= plannerOf(before.supergraphSdl);
        unplannable = planError(headPlanner, document) === null;
        if (unplannable) message ??= `does not plan: ${failure}`;
      }
    }
    if (versions.length > 0 || unplannable) {
      const names = operationNames(document).filter(Boolean);
      broken.push({
        id: operation.id,
        source: operation.source,
        name: names.length > 0 ? names.join(', ') : null,
        versions,
        unplannable,
        message: message as string,
      });
    }
  }
  return { checked, broken };
}
