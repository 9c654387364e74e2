import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import {
  execute,
  Kind,
  type DocumentNode,
  type ExecutionResult,
  type OperationDefinitionNode,
} from 'graphql';
import type { CheckedOperation } from '../admission/operation';
import type { GatewayContext } from '../context';

function introspect(
  checked: CheckedOperation,
  variables: Record<string, unknown> | undefined,
): ExecutionResult {
  return execute({
    schema: checked.schema,
    document: checked.document,
    operationName: checked.operation.name?.value,
    variableValues: variables,
  }) as ExecutionResult;
}

/** The root `__schema`/`__type` fields of an operation that also asks for data, by response key. */
function introspectRoot(checked: CheckedOperation, variables: Record<string, unknown> | undefined) {
  const operation: OperationDefinitionNode = {
    ...checked.operation,
    selectionSet: {
      ...checked.operation.selectionSet,
      selections: checked.operation.selectionSet.selections.filter(
        (selection) =>
          selection.kind === Kind.FIELD &&
          (selection.name.value === '__schema' || selection.name.value === '__type'),
      ),
    },
  };
  const document: DocumentNode = {
    ...checked.document,
    definitions: checked.document.definitions.map((definition) =>
      definition === checked.operation ? operation : definition,
    ),
  };
  return (introspect({ ...checked, document, operation }, variables).data ?? {}) as Record<string, unknown>;
}

/**
 * Introspection answers from the requested version's schema: the supergraph's own answer would
 * show every version's fields. An admitted introspection-only operation never reaches the subgraphs.
 */
export function introspectionPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async responseForOperation({ contextValue, request }) {
          const { verdict, checked } = contextValue.admission.record;
          if (verdict.kind !== 'admitted' || !checked?.introspectionOnly) return null;
          const result = introspect(checked, request.variables);
          return {
            body: {
              kind: 'single',
              singleResult: { data: result.data, errors: result.errors?.map((e) => e.toJSON()) },
            },
            http: { status: 200, headers: new HeaderMap() },
          };
        },
        async willSendResponse({ contextValue, response, request }) {
          const { verdict, checked } = contextValue.admission.record;
          if (verdict.kind === 'refused' || !checked?.mixedIntrospection || response.body.kind !== 'single')
            return;
          const data = response.body.singleResult.data;
          if (data) Object.assign(data, introspectRoot(checked, request.variables));
        },
      };
    },
  };
}
