import { GraphQLError, type GraphQLFormattedError } from 'graphql';

/** Codes clients see (contract section 4), plus the standard GraphQL/Apollo request codes. */
export const ErrorCode = {
  parseFailed: 'GRAPHQL_PARSE_FAILED',
  validationFailed: 'GRAPHQL_VALIDATION_FAILED',
  badUserInput: 'BAD_USER_INPUT',
  badRequest: 'BAD_REQUEST',
  operationResolution: 'OPERATION_RESOLUTION_FAILURE',
  unauthorized: 'UserUnauthorizedException',
  invalidVersion: 'InvalidVersionException',
  invalidArgument: 'InvalidArgumentException',
  cursor: 'CursorException',
  maxComplexity: 'MAX_COMPLEXITY_EXCEEDED',
  budgetExhausted: 'COMPLEXITY_BUDGET_EXHAUSTED',
  rateLimited: 'RATE_LIMIT_EXCEEDED',
  invalidBoardId: 'InvalidBoardIdException',
  invalidColumnId: 'InvalidColumnIdException',
  notFound: 'ResourceNotFoundException',
  columnValue: 'ColumnValueException',
  itemNameTooLong: 'ItemNameTooLongException',
  deleteLastGroup: 'DeleteLastGroupException',
  persistedQueryNotFound: 'PERSISTED_QUERY_NOT_FOUND',
  persistedQueryNotSupported: 'PERSISTED_QUERY_NOT_SUPPORTED',
  internal: 'INTERNAL_SERVER_ERROR',
} as const;

const CLIENT_CODES = new Set<string>(Object.values(ErrorCode).filter((code) => code !== ErrorCode.internal));

/** Extension fields a client may see; anything else a resolver or the gateway adds is dropped. */
const PUBLIC_EXTENSIONS = new Set([
  'code',
  'status_code',
  'error_data',
  'complexity',
  'max_complexity',
  'complexity_budget_left',
  'complexity_budget_limit',
  'retry_in_seconds',
]);

function codedError(
  code: string,
  message: string,
  extensions: Record<string, unknown> = {},
  httpStatus?: number,
) {
  return new GraphQLError(message, {
    extensions: { code, ...extensions, ...(httpStatus ? { http: { status: httpStatus } } : {}) },
  });
}

export const unauthenticated = () =>
  codedError(
    ErrorCode.unauthorized,
    'Not Authenticated: send a valid API token in the Authorization header',
    {},
    401,
  );
export const forbidden = (message = 'User unauthorized to perform action') =>
  codedError(ErrorCode.unauthorized, message, { status_code: 403 });
export const invalidArgument = (message: string) => codedError(ErrorCode.invalidArgument, message);
export const invalidBoardId = (id: string) =>
  codedError(ErrorCode.invalidBoardId, `Board ${id} does not exist or is not accessible`);
export const resourceNotFound = (kind: string, id: string) =>
  codedError(ErrorCode.notFound, `${kind} ${id} does not exist or is not accessible`);
export const itemNameTooLong = () =>
  codedError(ErrorCode.itemNameTooLong, 'Name must be between 1 and 255 characters long');

/**
 * The one place errors are shaped for clients: known codes keep their message, location, path and
 * public extensions; everything else becomes a bare INTERNAL_SERVER_ERROR so no stack, query text,
 * URL or driver message leaks.
 */
export function formatError(formatted: GraphQLFormattedError, error?: unknown): GraphQLFormattedError {
  // Apollo's own refusals of a malformed request ("provided sha does not match query" ...) carry a
  // 4xx status but no code: they describe the request, so the client sees them as BAD_REQUEST.
  const original = error instanceof GraphQLError ? error.extensions : undefined;
  const status = (original?.http as { status?: number } | undefined)?.status;
  const code =
    original && original.code === undefined && status && status >= 400 && status < 500
      ? ErrorCode.badRequest
      : formatted.extensions?.code;
  const base = {
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
  };
  if (typeof code === 'string' && CLIENT_CODES.has(code)) {
    const extensions = Object.fromEntries(
      Object.entries(formatted.extensions ?? {}).filter(([key]) => PUBLIC_EXTENSIONS.has(key)),
    );
    return { message: formatted.message, ...base, extensions: { ...extensions, code } };
  }
  return { message: 'Internal server error', ...base, extensions: { code: ErrorCode.internal } };
}

/** The client-facing part of an error with a contract code, or undefined for anything unexpected. */
export function clientRejection(
  error: unknown,
): { message: string; extensions: Record<string, unknown> } | undefined {
  if (!(error instanceof GraphQLError)) return undefined;
  const code = error.extensions.code;
  if (typeof code !== 'string' || !CLIENT_CODES.has(code)) return undefined;
  const extensions = Object.fromEntries(
    Object.entries(error.extensions).filter(([key]) => PUBLIC_EXTENSIONS.has(key)),
  );
  return { message: error.message, extensions };
}
