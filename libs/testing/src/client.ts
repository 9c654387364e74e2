export interface GraphQLAnswer<TData = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: {
    data?: TData | null;
    errors?: Array<{
      message: string;
      locations?: { line: number; column: number }[];
      path?: (string | number)[];
      extensions?: Record<string, unknown>;
    }>;
    extensions?: Record<string, unknown>;
  };
}

export interface RequestOptions {
  token?: string | null;
  headers?: Record<string, string>;
}

/** Talks HTTP to a GraphQL endpoint the way a monday.com API client does. */
export class GraphQLClient {
  constructor(
    readonly url: string,
    private readonly defaultToken?: string,
  ) {}

  withToken(token: string): GraphQLClient {
    return new GraphQLClient(this.url, token);
  }

  async request<TData = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options: RequestOptions = {},
  ): Promise<GraphQLAnswer<TData>> {
    const token = options.token === undefined ? this.defaultToken : options.token;
    return this.post(
      { query, variables },
      { ...(token ? { authorization: token } : {}), ...options.headers },
    );
  }

  /** Sends any body as-is, for tests of malformed requests. */
  async post<TData = Record<string, unknown>>(
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<GraphQLAnswer<TData>> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as GraphQLAnswer<TData>['body'],
    };
  }

  /** Runs an operation and fails loudly when it returned errors; for test setup steps. */
  async data<TData = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<TData> {
    const answer = await this.request<TData>(query, variables);
    if (answer.status !== 200 || answer.body.errors || !answer.body.data) {
      throw new Error(`operation failed (${answer.status}): ${JSON.stringify(answer.body)}`);
    }
    return answer.body.data;
  }
}

/**
 * The status `client` is answered for `query`, asked every 250 ms until it is `status` or a request
 * sent after `withinMs` has been answered: for what the gateway promises within a time (a revoked
 * token refused within its 5 s cache). Only a request sent after the time decides a miss, so a slow
 * answer to one sent before it (a loaded machine) cannot.
 */
export async function statusWithin(
  client: GraphQLClient,
  query: string,
  status: number,
  withinMs: number,
): Promise<number> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const sent = Date.now();
    const answer = await client.request(query);
    if (answer.status === status || sent > deadline) return answer.status;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
