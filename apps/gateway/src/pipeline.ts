import { getVariableValues } from 'graphql';
import {
  limitsFor,
  rateLimitHeaders,
  refusalError,
  type ComplexityReport,
  type CostModel,
  type Limiter,
  type PricedOperation,
} from '@workapi/complexity';
import {
  ErrorCode,
  type Caller,
  type Config,
  type GraphQLHttpRequest,
  type HttpResponse,
} from '@workapi/service-kit';
import type { ApiVersion } from '@workapi/versioning';
import { introspect, introspectRoot, type OperationChecker, type PreparedOperation } from './operations';
import type { VersionedSchemas } from './versions';

export interface PipelineParts {
  config: Config;
  schemas: VersionedSchemas;
  checker: OperationChecker;
  costs: CostModel;
  limiter: Limiter;
  /** Executes on the supergraph (Apollo Gateway), with the charge the subgraphs may report. */
  execute(
    request: GraphQLHttpRequest,
    context: { apiVersion: ApiVersion; caller: Caller; complexity: ComplexityReport },
  ): Promise<HttpResponse>;
}

interface ResponseBody {
  data?: Record<string, unknown> | null;
  errors?: unknown[];
  extensions?: Record<string, unknown>;
}

/** The first value of a request header. */
export function headerValue(request: GraphQLHttpRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** GraphQL-over-HTTP: `application/graphql-response+json` when the client asks for it. */
function mediaType(request: GraphQLHttpRequest): string {
  const accept = headerValue(request, 'accept') ?? '';
  const modern = accept.indexOf('application/graphql-response+json');
  const legacy = accept.indexOf('application/json');
  return modern >= 0 && (legacy < 0 || modern < legacy)
    ? 'application/graphql-response+json; charset=utf-8'
    : 'application/json; charset=utf-8';
}

/**
 * The status of a request the server could not execute although it was a well-formed
 * GraphQL-over-HTTP request (parse, validation and variable-coercion failures, a malformed
 * API-Version, MAX_COMPLEXITY_EXCEEDED): 200 with `errors` for `application/json` (what monday.com
 * does, and the spec's SHOULD), 400 for `application/graphql-response+json` (contract section 3).
 */
export function requestErrorStatus(request: GraphQLHttpRequest): number {
  return mediaType(request).startsWith('application/graphql-response+json') ? 400 : 200;
}

/** Codes of a GraphQL request that was well-formed HTTP but could not be executed. */
const NOT_EXECUTED = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT']);

function notExecuted(body: ResponseBody): boolean {
  const errors = (body.errors ?? []) as Array<{ extensions?: { code?: unknown } }>;
  return errors.length > 0 && errors.every((error) => NOT_EXECUTED.has(String(error.extensions?.code)));
}

function parseBody(answer: HttpResponse): ResponseBody | null {
  try {
    const parsed: unknown = JSON.parse(answer.body);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as ResponseBody) : null;
  } catch {
    return null;
  }
}

/**
 * One operation after authentication: validate against its version, price it, admit it against
 * the account's limits (charging the estimate), run it, refund what the response shows was not
 * used, and report cost, limits and deprecations on the way out.
 */
export class OperationPipeline {
  constructor(private readonly parts: PipelineParts) {}

  async serve(request: GraphQLHttpRequest, version: ApiVersion, caller: Caller): Promise<HttpResponse> {
    const { config, checker, costs, limiter, schemas } = this.parts;
    const prepared = checker.prepare(request, version);
    const priced = prepared.kind === 'ready' ? this.price(prepared) : null;
    const estimate = priced ? costs.estimate(priced) : 0;
    const overMax = estimate > config.complexityMaxPerQuery;
    const limits = limitsFor(caller.tier, {
      budgetPerMinute: config.complexityBudgetPerMinute,
      requestsPerMinute: config.rateLimitPerMinute,
    });
    // A request that will not run is still a request, but costs nothing.
    const charge = prepared.kind === 'ready' && !overMax ? estimate : 0;
    const admission = await limiter.admit(caller.accountId, limits, charge);
    const before = admission.state.budget.left + (admission.ok ? charge : 0);
    const limitHeaders = rateLimitHeaders(admission.state);
    const report = (query: number, resetIn = admission.state.budget.resetIn): ComplexityReport => ({
      query,
      before,
      after: before - query,
      reset_in_x_seconds: resetIn,
    });

    if (!admission.ok) {
      const refusal = refusalError(admission.refusal, charge, admission.state);
      return this.answer(
        request,
        429,
        { errors: [{ message: refusal.message, extensions: refusal.extensions }] },
        {
          headers: { ...limitHeaders, 'retry-after': String(refusal.retryAfter) },
          complexity: report(0),
        },
      );
    }

    let status = 200;
    let body: ResponseBody;
    let headers: Record<string, string> = {};
    let actual = 0;
    try {
      if (prepared.kind === 'invalid') {
        status = requestErrorStatus(request);
        body = {
          errors: prepared.errors.map((error) => ({
            message: error.message,
            ...(error.locations ? { locations: error.locations } : {}),
            extensions: { code: ErrorCode.validationFailed },
          })),
        };
      } else if (overMax) {
        status = requestErrorStatus(request);
        body = {
          errors: [
            {
              message: `Query has complexity of ${estimate}, which exceeds max complexity of ${config.complexityMaxPerQuery}`,
              extensions: {
                code: ErrorCode.maxComplexity,
                complexity: estimate,
                max_complexity: config.complexityMaxPerQuery,
              },
            },
          ],
        };
      } else if (prepared.kind === 'ready' && prepared.introspectionOnly) {
        body = introspect(prepared) as ResponseBody;
        actual = estimate;
      } else {
        const executed = await this.parts.execute(request, {
          apiVersion: version,
          caller,
          complexity: report(estimate),
        });
        status = executed.status;
        headers = executed.headers;
        const parsed = parseBody(executed);
        if (!parsed) return executed;
        body = parsed;
        // Syntax errors and variables that do not fit their types, which Apollo answers: a
        // well-formed request that was not executed, so its status follows the media type.
        if (body.data === undefined && notExecuted(body)) status = requestErrorStatus(request);
        if (prepared.kind === 'ready' && prepared.mixedIntrospection && body.data) {
          Object.assign(body.data, introspectRoot(prepared));
        }
        actual = priced ? costs.actual(priced, body.data, estimate) : 0;
      }
    } finally {
      // Whatever happened, the concurrency slot is given back and the unused estimate refunded.
      await limiter.finish(admission.ticket, charge - actual, limits);
    }
    const deprecation = prepared.kind === 'ready' ? schemas.signals(version, prepared.deprecations) : null;
    return this.answer(request, status, body, {
      headers: { ...headers, ...limitHeaders, ...deprecation?.headers },
      complexity: report(actual),
      ...(deprecation ? { deprecations: deprecation.entries } : {}),
    });
  }

  /** Coerces the variables; when they do not fit, Apollo answers the request and nothing is priced. */
  private price(prepared: PreparedOperation): PricedOperation | null {
    const coerced = getVariableValues(
      prepared.schema,
      prepared.operation.variableDefinitions ?? [],
      prepared.variables,
    );
    if (!coerced.coerced) return null;
    return {
      schema: prepared.schema,
      document: prepared.document,
      operation: prepared.operation,
      variables: coerced.coerced,
    };
  }

  private answer(
    request: GraphQLHttpRequest,
    status: number,
    body: ResponseBody,
    extra: { headers: Record<string, string>; complexity: ComplexityReport; deprecations?: unknown },
  ): HttpResponse {
    const { headers, ...extensions } = extra;
    body.extensions = { ...body.extensions, request_id: request.requestId, ...extensions };
    return {
      status,
      headers: { 'content-type': mediaType(request), ...headers },
      body: JSON.stringify(body),
    };
  }
}
