import type { ApolloServerPlugin, BaseContext, GraphQLRequestContextWillSendResponse } from '@apollo/server';
import { SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import {
  Kind,
  type DocumentNode,
  type FormattedExecutionResult,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Counter, Histogram } from 'prom-client';
import { ErrorCode } from '@workapi/errors';
import {
  bindCounter,
  bindHistogram,
  rejections,
  secondsSince,
  seriesBy,
  type RejectionReason,
} from '@workapi/logging';
import { tracingStarted } from './tracing';

/**
 * How a GraphQL request ended: `ok` (no errors), `error` (executed, with errors: a refused write,
 * an unknown id), `invalid` (not executed: parse, validation or variable errors, an unknown
 * version), `unauthenticated`, `rejected` (a limit refused it: see `workapi_rejections_total`) or
 * `failed` (an internal error anywhere in the answer, or a 5xx).
 */
export type Outcome = 'ok' | 'error' | 'invalid' | 'unauthenticated' | 'rejected' | 'failed';

/** Metric labels of an operation, from bounded sets: its type and its first root field as the schema names it. */
export interface OperationLabels {
  operation_type: string;
  root_field: string;
}

const UNRESOLVED: OperationLabels = { operation_type: 'unknown', root_field: 'unknown' };

/** The fields at the root of an operation, by schema name (aliases and fragments seen through). */
export function rootFieldNames(
  document: DocumentNode,
  selectionSet: SelectionSetNode,
  seen = new Set<string>(),
): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT)
      return rootFieldNames(document, selection.selectionSet, seen);
    if (seen.has(selection.name.value)) return [];
    seen.add(selection.name.value);
    const fragment = document.definitions.find(
      (definition) =>
        definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value,
    );
    return fragment && fragment.kind === Kind.FRAGMENT_DEFINITION
      ? rootFieldNames(document, fragment.selectionSet, seen)
      : [];
  });
}

/**
 * The labels of a validated operation. Only validated ones: a field name in a document the schema
 * refused is whatever the client wrote, and would make a new series per request.
 */
export function operationLabels(
  validated: { document: DocumentNode; operation: OperationDefinitionNode } | null | undefined,
): OperationLabels {
  if (!validated) return UNRESOLVED;
  const [first] = rootFieldNames(validated.document, validated.operation.selectionSet);
  return { operation_type: validated.operation.operation, root_field: first ?? 'unknown' };
}

const LIMITED = new Set<unknown>([ErrorCode.rateLimited, ErrorCode.budgetExhausted, ErrorCode.maxComplexity]);

/** The outcome an answer shows by itself: its status, its error codes and whether it has data. */
export function outcomeOf(status: number | undefined, result: FormattedExecutionResult): Outcome {
  const errors = result.errors ?? [];
  if (errors.length === 0) return 'ok';
  const codes = errors.map((error) => error.extensions?.code);
  if ((status ?? 200) >= 500 || codes.some((code) => !code || code === ErrorCode.internal)) return 'failed';
  if (status === 401 || codes.includes(ErrorCode.unauthorized)) return 'unauthenticated';
  if (status === 429 || (result.data === undefined && codes.every((code) => LIMITED.has(code))))
    return 'rejected';
  return result.data === undefined ? 'invalid' : 'error';
}

export interface OperationTelemetry<TContext extends BaseContext> {
  requests: Counter<'operation_type' | 'root_field' | 'outcome'>;
  duration: Histogram<'operation_type' | 'root_field' | 'outcome'>;
  /** The operation once validated (null while not): the source of its labels. */
  validated(
    request: GraphQLRequestContextWillSendResponse<TContext>,
  ): { document: DocumentNode; operation: OperationDefinitionNode } | null | undefined;
  /** The limit that refused the request, if one did (counted in `workapi_rejections_total`). */
  rejection?(request: GraphQLRequestContextWillSendResponse<TContext>): RejectionReason | undefined;
}

/**
 * Counts and times every GraphQL request by operation type, first root field and outcome (through
 * series bound once per label set), and, when tracing is on, records it as a span (`<type> <root
 * field>`, with the client's operation name as an attribute) under the HTTP request's span.
 */
export function operationTelemetryPlugin<TContext extends BaseContext>(
  telemetry: OperationTelemetry<TContext>,
): ApolloServerPlugin<TContext> {
  const seriesOf = seriesBy(['operation_type', 'root_field', 'outcome'] as const, (labels) => ({
    requests: bindCounter(telemetry.requests, labels),
    duration: bindHistogram(telemetry.duration, labels),
  }));
  return {
    async requestDidStart() {
      const start = performance.now();
      const span: Span | undefined = tracingStarted()
        ? trace.getTracer('workapi').startSpan('graphql operation')
        : undefined;
      return {
        async willSendResponse(request) {
          const { response } = request;
          const result = response.body.kind === 'single' ? response.body.singleResult : {};
          const rejection = telemetry.rejection?.(request);
          const outcome = rejection ? 'rejected' : outcomeOf(response.http.status, result);
          const labels = operationLabels(telemetry.validated(request));
          const series = seriesOf(labels.operation_type, labels.root_field, outcome);
          series.requests.inc();
          series.duration.observe(secondsSince(start));
          if (rejection) rejections.inc({ reason: rejection });
          if (span) {
            span.updateName(`${labels.operation_type} ${labels.root_field}`);
            span.setAttributes({
              'graphql.operation.type': labels.operation_type,
              'workapi.root_field': labels.root_field,
              'workapi.outcome': outcome,
              ...(request.operationName ? { 'graphql.operation.name': request.operationName } : {}),
            });
            if (outcome === 'failed') span.setStatus({ code: SpanStatusCode.ERROR });
            span.end();
          }
        },
      };
    },
  };
}
