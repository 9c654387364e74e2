import { Kind, OperationTypeNode, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { GraphQLDataSource, GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { errorCode, READS_EXTENSION } from '@workapi/internal';
import type { Logger } from '@workapi/logging';
import type { GatewayContext } from './context';
import type { SubgraphAnswer } from './subgraph-client';
import { REQUEST_TIMEOUT_MS, type SubgraphIdentity, type SubgraphSender } from './subgraph-fetcher';
import { failureOf, unavailableAnswer } from './unavailable';

type Options = GraphQLDataSourceProcessOptions<GatewayContext>;
type Answer = Awaited<ReturnType<GraphQLDataSource<GatewayContext>['process']>>;

/** A subgraph answered with a status other than 2xx; `failureOf` reads the status. */
export class SubgraphStatusError extends Error {
  override name = 'SubgraphStatusError';
  readonly extensions: { response: { status: number; body: string } };

  constructor(answer: SubgraphAnswer, body: string) {
    super(`${answer.status}: ${answer.statusText}`);
    this.extensions = { response: { status: answer.status, body } };
  }
}

/**
 * One subgraph as the gateway's plan fetches from it (Apollo Gateway's `GraphQLDataSource`): the
 * request's identity and deadline are taken from its context as values and signed by the sender,
 * what each answer read is added up for pricing, and a failed fetch is answered as errors at the
 * paths of the fields it was to fill, so the client sees which part of its answer is missing and
 * whether to retry; the failure is logged with the request's id, as the client only sees its kind.
 * Nothing else: no persisted queries, no cache hints, no fetch objects.
 */
export class SubgraphDataSource implements GraphQLDataSource<GatewayContext> {
  constructor(
    private readonly subgraph: string,
    private readonly send: SubgraphSender,
    private readonly logger: Logger,
  ) {}

  async process(options: Options): Promise<Answer> {
    // Sent as Apollo's own data source sends it: the request without its HTTP options.
    const request = { ...options.request, http: undefined };
    // Only a client's operation has a caller and fields to answer for (not a health check).
    const incoming = 'incomingRequestContext' in options ? options.context : null;
    try {
      const answer = await this.send(
        JSON.stringify(request),
        incoming ? identityOf(incoming) : {},
        incoming?.deadline ?? Date.now() + REQUEST_TIMEOUT_MS,
        isQuery('document' in options ? options.document : undefined, request.query),
      );
      const body = answer.body;
      if (!answer.ok) throw new SubgraphStatusError(answer, body);
      const response = JSON.parse(body) as Answer | null;
      if (typeof response !== 'object' || response === null || Array.isArray(response))
        throw new Error(`Expected a JSON object from the subgraph, got: ${body.slice(0, 100)}`);
      if (incoming) addReads(incoming, response);
      return response;
    } catch (error) {
      if (!incoming || !request.query) throw error;
      const failure = failureOf(error);
      const code = errorCode(error);
      this.logger.warn(
        {
          subgraph: this.subgraph,
          requestId: incoming.requestId,
          failure,
          // The status of a failed answer, or the error's own name and code: never a body.
          status: (error as Partial<SubgraphStatusError>).extensions?.response?.status,
          error: `${(error as Error)?.name}${code ? ` ${code}` : ''}`,
        },
        'a subgraph fetch failed: its fields are answered with errors',
      );
      return unavailableAnswer(
        ('document' in options && options.document) || parse(request.query),
        request.variables,
        failure,
      );
    }
  }
}

/**
 * Whether a fetch only reads (a query, as the plan's fetches to fill fields and entities are):
 * from its parsed document when the plan has it, else from the first word of its text.
 */
function isQuery(document: DocumentNode | undefined, text: string | undefined): boolean {
  const operation = document?.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  if (operation) return operation.operation === OperationTypeNode.QUERY;
  const start = text?.trimStart() ?? '';
  return start.startsWith('{') || /^query\b/.test(start);
}

function identityOf(context: GatewayContext): SubgraphIdentity {
  const { version, caller, complexity } = context.admission.record;
  return {
    requestId: context.requestId,
    apiVersion: version.value,
    caller: caller && {
      ...caller,
      address: context.clientAddress,
      ...(context.clientAgent ? { userAgent: context.clientAgent } : {}),
    },
    complexity: complexity ? JSON.stringify(complexity) : undefined,
  };
}

/** Adds up what each subgraph answer read (`extensions.reads`), for the settlement plugin to charge. */
function addReads(context: GatewayContext, response: Answer): void {
  const items = (response.extensions?.[READS_EXTENSION] as { items?: unknown } | undefined)?.items;
  if (typeof items === 'number' && Number.isSafeInteger(items) && items > 0) context.reads.items += items;
}
