import {
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { unavailable, type Unavailability } from '@workapi/errors';
import { connectionRefused, errorCode } from '@workapi/internal';

/**
 * Why a subgraph fetch failed, as far as the gateway can tell: `refused` when nothing of the
 * request reached a server (a refused connection, a draining 503, the deadline already past), `lost`
 * when it may have run (a timeout, a dropped connection), `fault` for any other failed answer.
 */
export type FetchFailure = 'refused' | 'lost' | 'fault';

/**
 * Errors of a connection that broke or of an answer that did not come, the request perhaps sent:
 * Node's socket errors and undici's (its `fetch` wraps them in a `TypeError` as `cause`).
 */
const LOST_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_DESTROYED',
  'UND_ERR_ABORTED',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/** Reads a fetch's failure from the error its sender or data source threw (`SubgraphStatusError` for a status). */
export function failureOf(error: unknown): FetchFailure {
  const failure = error as {
    name?: string;
    cause?: unknown;
    extensions?: { response?: { status?: number } };
  };
  if (failure?.name === 'RequestTimeoutError' || connectionRefused(error)) return 'refused';
  const code = errorCode(error);
  const status = failure?.extensions?.response?.status;
  if (status === 503) return 'refused';
  if (status === 502 || status === 504) return 'lost';
  if (code && LOST_CODES.has(code)) return 'lost';
  if (failure?.name === 'TimeoutError' || failure?.name === 'AbortError') return 'lost';
  if (failure?.name === 'TypeError' && failure.cause) return 'lost';
  return 'fault';
}

type Fragments = Map<string, FragmentDefinitionNode>;

/** Response names of the fields a selection set asks of an object of `typename` (all, without one). */
function responseNames(selectionSet: SelectionSetNode, fragments: Fragments, typename?: string): string[] {
  const names: string[] = [];
  const visit = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value !== '__typename') names.push((selection.alias ?? selection.name).value);
      } else {
        const fragment =
          selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
        const condition = fragment?.typeCondition?.name.value;
        if (fragment && (!typename || !condition || condition === typename)) visit(fragment.selectionSet);
      }
    }
  };
  visit(selectionSet);
  return [...new Set(names)];
}

/**
 * The answer the gateway gives in place of a subgraph that failed: no data and, for every field
 * the fetch was to fill, an error at that field's path in the fetch (`_entities`, i, field for an
 * entity fetch), which Apollo Gateway turns into the path in the client's response. The fields
 * are left null, and a null in a non-null field goes up to its nearest nullable parent.
 */
export function unavailableAnswer(
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  failure: FetchFailure,
): { data: null; errors: Array<Unavailability & { path: Array<string | number> }> } {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const fragments: Fragments = new Map(
    document.definitions
      .filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment]),
  );
  if (!operation) return { data: null, errors: [] };
  const error = unavailable(
    failure,
    operation.operation === OperationTypeNode.MUTATION ? 'mutation' : 'query',
  );
  const entities = operation.selectionSet.selections.find(
    (selection) => selection.kind === Kind.FIELD && selection.name.value === '_entities',
  );
  const paths: Array<Array<string | number>> = [];
  if (entities?.kind === Kind.FIELD && entities.selectionSet) {
    // Fields the representation already carries (keys, required fields) are not the fetch's to fill.
    const representations = (variables?.representations ?? []) as Array<Record<string, unknown>>;
    representations.forEach((representation, index) => {
      for (const name of responseNames(entities.selectionSet!, fragments, String(representation.__typename)))
        if (!(name in representation)) paths.push(['_entities', index, name]);
    });
  } else {
    for (const name of responseNames(operation.selectionSet, fragments)) paths.push([name]);
  }
  return { data: null, errors: paths.map((path) => ({ ...error, path })) };
}
