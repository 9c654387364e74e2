import type { ApolloServerPlugin } from '@apollo/server';
import {
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLError,
  type OperationDefinitionNode,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import { ErrorCode } from '@workapi/errors';
import { rootFieldNames } from '@workapi/telemetry';
import { deprecationsUsed, type ApiVersion, type Deprecation } from '@workapi/versioning';
import { notExecutedStatus, type CheckedOperation, type GatewayContext } from '../context';
import { unstorableArgument } from '../strings';
import type { VersionedSchemas } from '../versions';
import { shapeRules } from './limits';
import { refusalListing, refusalOf, refuse } from './refusal';

interface Verdict {
  errors: readonly GraphQLError[];
  /** The errors are shape limits' (refused before the schema's rules ran). */
  shape: boolean;
  deprecations: Deprecation[];
}

/** Documents kept validated per version; each entry is small (errors or deprecations, not the text). */
const VERDICTS = 5_000;

/**
 * Validates the document Apollo parsed (once, in its document store) against the requested
 * version's schema, so a field a version does not have fails there, whether the text came in full
 * or as a persisted-query hash. Shape limits run first, so a huge document is refused before the
 * costlier rules look at it. Verdicts are kept per version and document hash in a bounded LRU, one
 * per supergraph (ServedSupergraph): a new supergraph starts with no verdicts.
 */
export class OperationChecker {
  private readonly verdicts = new LRUCache<string, Verdict>({ max: VERDICTS });

  constructor(private readonly schemas: VersionedSchemas) {}

  verdict(version: ApiVersion, queryHash: string, document: DocumentNode): Verdict {
    const key = `${version.value}:${queryHash}`;
    const known = this.verdicts.get(key);
    if (known) return known;
    const schema = this.schemas.schema(version);
    const shape = validate(schema, document, shapeRules);
    const errors = shape.length > 0 ? shape : validate(schema, document, specifiedRules);
    const verdict = {
      errors,
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

export function validationPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        // Synchronous on purpose: pricing's hook, next in order, reads what this one decided.
        didResolveOperation({ contextValue, document, operation, queryHash, request }) {
          if (contextValue.refusal) return Promise.resolve();
          const status = notExecutedStatus(contextValue.mediaType);
          const checker = contextValue.supergraph.checker;
          const verdict = checker.verdict(contextValue.apiVersion, queryHash, document);
          if (verdict.errors.length > 0) {
            refuse(contextValue, {
              ...refusalListing(status, verdict.errors, ErrorCode.validationFailed),
              ...(verdict.shape ? { reason: 'shape' as const } : {}),
            });
          } else if (!operation) {
            const message = request.operationName
              ? `Unknown operation named "${request.operationName}".`
              : 'Must provide operation name if query contains multiple operations.';
            refuse(contextValue, refusalOf(400, message, ErrorCode.operationResolution));
          } else {
            const unstorable = unstorableArgument(document, operation, request.variables);
            if (unstorable)
              refuse(contextValue, refusalListing(status, [unstorable], ErrorCode.invalidArgument));
            else contextValue.checked = checker.check(contextValue.apiVersion, document, operation, verdict);
          }
          return Promise.resolve();
        },
      };
    },
  };
}
