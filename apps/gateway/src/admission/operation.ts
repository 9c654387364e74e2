import {
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import { ErrorCode } from '@workapi/errors';
import { rootFieldNames } from '@workapi/telemetry';
import { deprecationsUsed, type ApiVersion, type Deprecation } from '@workapi/versioning';
import { notExecutedStatus } from '../context';
import { unstorableArgument } from '../strings';
import type { VersionedSchemas } from '../versions';
import { shapeRules } from './limits';
import { refusalListing, refusalOf, type ListedError, type Refusal } from './refusal';

/** An operation checked against its version's schema, ready to be priced and run. */
export interface CheckedOperation {
  schema: GraphQLSchema;
  document: DocumentNode;
  operation: OperationDefinitionNode;
  deprecations: Deprecation[];
  /** Only `__schema`, `__type` and `__typename` at the root: answered from the version's schema. */
  introspectionOnly: boolean;
  /** `__schema` or `__type` next to data fields: those parts are answered from the version's schema too. */
  mixedIntrospection: boolean;
}

interface Verdict {
  /**
   * The errors as a refusal lists them, their messages and locations: a GraphQLError keeps its
   * nodes, and through their locations the whole parsed document (1.3 MB for an 8 KB one).
   */
  errors: readonly ListedError[];
  /** The errors are shape limits' (refused before the schema's rules ran). */
  shape: boolean;
  deprecations: Deprecation[];
}

/** What the verdicts kept may take of memory, by `verdictBytes`. */
const VERDICTS_BYTES = 16 * 1024 * 1024;

/** About what a verdict takes of memory: its strings at two bytes a character, and each object. */
function verdictBytes(verdict: Verdict): number {
  let bytes = 256;
  for (const error of verdict.errors)
    bytes += 96 + error.message.length * 2 + (error.locations?.length ?? 0) * 48;
  for (const used of verdict.deprecations) bytes += 64 + (used.coordinate.length + used.reason.length) * 2;
  return bytes;
}

const listed = (errors: readonly GraphQLError[]): ListedError[] =>
  errors.map(({ message, locations }) => ({ message, locations }));

/**
 * Validates the document Apollo parsed (once, in its document store) against the requested
 * version's schema, so a field a version does not have fails there, whether the text came in full
 * or as a persisted-query hash. Shape limits run first, so a huge document is refused before the
 * costlier rules look at it. Verdicts are kept per version and document hash in an LRU bounded by
 * their size, one per supergraph (ServedSupergraph): a new supergraph starts with no verdicts.
 */
export class OperationChecker {
  private readonly verdicts = new LRUCache<string, Verdict>({
    maxSize: VERDICTS_BYTES,
    sizeCalculation: verdictBytes,
  });

  constructor(private readonly schemas: VersionedSchemas) {}

  verdict(version: ApiVersion, queryHash: string, document: DocumentNode): Verdict {
    const key = `${version.value}:${queryHash}`;
    const known = this.verdicts.get(key);
    if (known) return known;
    const schema = this.schemas.schema(version);
    const shape = validate(schema, document, shapeRules);
    const errors = shape.length > 0 ? shape : validate(schema, document, specifiedRules);
    const verdict = {
      errors: listed(errors),
      shape: shape.length > 0,
      deprecations: errors.length ? [] : deprecationsUsed(schema, document),
    };
    this.verdicts.set(key, verdict);
    return verdict;
  }

  check(
    version: ApiVersion,
    document: DocumentNode,
    operation: OperationDefinitionNode,
    verdict: Verdict,
  ): CheckedOperation {
    const roots = rootFieldNames(document, operation.selectionSet);
    return {
      schema: this.schemas.schema(version),
      document,
      operation,
      deprecations: verdict.deprecations,
      introspectionOnly: roots.length > 0 && roots.every((name) => name.startsWith('__')),
      mixedIntrospection:
        roots.some((name) => !name.startsWith('__')) &&
        roots.some((name) => name === '__schema' || name === '__type'),
    };
  }
}

/** What Apollo resolved from the request: its parsed document and the operation it names. */
export interface ResolvedOperation {
  document: DocumentNode;
  /** Undefined when the name matches no operation, or several are sent without a name. */
  operation: OperationDefinitionNode | undefined;
  queryHash: string;
  operationName?: string | null;
  variables?: Record<string, unknown>;
}

/**
 * The operation checked against the version's schema (shape limits, the schema's rules, one
 * operation named, no string the store cannot hold), or the refusal of the first check it fails.
 */
export function checkOperation(
  checker: OperationChecker,
  version: ApiVersion,
  mediaType: string,
  { document, operation, queryHash, operationName, variables }: ResolvedOperation,
): { ok: true; checked: CheckedOperation } | { ok: false; refusal: Refusal } {
  const status = notExecutedStatus(mediaType);
  const verdict = checker.verdict(version, queryHash, document);
  if (verdict.errors.length > 0) {
    const refusal = refusalListing(status, verdict.errors, ErrorCode.validationFailed);
    return { ok: false, refusal: verdict.shape ? { ...refusal, reason: 'shape' } : refusal };
  }
  if (!operation) {
    const message = operationName
      ? `Unknown operation named "${operationName}".`
      : 'Must provide operation name if query contains multiple operations.';
    return { ok: false, refusal: refusalOf(400, message, ErrorCode.operationResolution) };
  }
  const unstorable = unstorableArgument(document, operation, variables);
  if (unstorable)
    return { ok: false, refusal: refusalListing(status, [unstorable], ErrorCode.invalidArgument) };
  return { ok: true, checked: checker.check(version, document, operation, verdict) };
}
