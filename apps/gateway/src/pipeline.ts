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
        status = 400;
        body = {
          errors: prepared.errors.map((error) => ({
            message: error.message,
            ...(error.locations ? { locations: error.locations } : {}),
            extensions: { code: ErrorCode.validationFailed },
          })),
        };
      } else if (overMax) {
        status = 400;
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
