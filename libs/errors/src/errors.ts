import { GraphQLError, type GraphQLFormattedError } from 'graphql';

/** Codes clients see (README, HTTP and errors), plus the standard GraphQL/Apollo request codes. */
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
  recordInvalid: 'RecordInvalidException',
  idempotencyConflict: 'IDEMPOTENCY_CONFLICT',
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

/**
 * A refusal the client should see (bad argument, unknown board ...), with its contract code.
 * Repositories and domain code throw it without knowing GraphQL; the boundaries turn it into the
 * client's error: `formatError` for GraphQL answers, `clientRejection` for internal endpoints.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** Public extensions beside the code (`error_data`, `status_code` ...). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }

  /** What the client's error carries: the code and the public details. */
  get extensions(): Record<string, unknown> {
    return { code: this.code, ...this.details };
  }
}

const refusal = (code: string, message: string, details?: Record<string, unknown>) =>
  new DomainError(code, message, details);

export const forbidden = (message = 'User unauthorized to perform action') =>
  refusal(ErrorCode.unauthorized, message, { status_code: 403 });
export const invalidArgument = (message: string) => refusal(ErrorCode.invalidArgument, message);
/** A change that would break a limit of what is stored (monday.com's 422, e.g. too many subscribers). */
export const recordInvalid = (message: string) =>
  refusal(ErrorCode.recordInvalid, message, { status_code: 422 });
export const invalidBoardId = (id: string) =>
  refusal(ErrorCode.invalidBoardId, `Board ${id} does not exist or is not accessible`);
export const invalidColumnId = (id: string) =>
  refusal(ErrorCode.invalidColumnId, `Column ${id} does not exist on this board`);
export const resourceNotFound = (kind: string, id: string) =>
  refusal(ErrorCode.notFound, `${kind} ${id} does not exist or is not accessible`);
export const itemNameTooLong = () =>
  refusal(ErrorCode.itemNameTooLong, 'Name must be between 1 and 255 characters long');
export const lastGroup = (id: string, state: string) =>
  refusal(ErrorCode.deleteLastGroup, `Group ${id} is the board's last group and cannot be ${state}`);
export const columnValueInvalid = (type: string, message: string) =>
  refusal(ErrorCode.columnValue, message, { error_data: { column_type: type } });
/** A mutation with a limit of its own beside the tier's (duplicate_board's 40 a minute), spent for now. */
export const rateLimited = (message: string, retryInSeconds: number) =>
  refusal(ErrorCode.rateLimited, message, { status_code: 429, retry_in_seconds: retryInSeconds });
export const pagingUnavailable = () =>
  refusal(
    ErrorCode.cursor,
    'Paging is unavailable for a moment (the cursor store does not answer): retry shortly from the first page',
  );
export const cursorInvalid = (why = 'The cursor is invalid or expired; start again from the first page') =>
  refusal(ErrorCode.cursor, why);

/**
 * What a client reads where a part of its answer could not be fetched from the service that holds
 * it: whether trying again may help, and, for a mutation, whether the change may have been made.
 */
const UNAVAILABLE_MESSAGES = {
  query: 'Temporarily unavailable: this part of the answer could not be fetched. Retry the request shortly.',
  refusedMutation: 'Temporarily unavailable: the change was not made. Retry the request shortly.',
  lostMutation:
    'No answer in time: the change may or may not have been made. Retry with the same Idempotency-Key, or read the data first.',
} as const;
const KNOWN_UNAVAILABLE = new Set<string>(Object.values(UNAVAILABLE_MESSAGES));

export interface Unavailability {
  message: string;
  extensions: { code: typeof ErrorCode.internal };
}

/**
 * The error for a field left null because its service could not answer: `refused` when nothing
 * of the request ran, `lost` when it may have, `fault` when the service failed otherwise (a bare
 * internal error). The code stays INTERNAL_SERVER_ERROR (a server fault); only the message tells
 * the client that retrying may help. No service name, address or cause is ever in it.
 */
export function unavailable(
  failure: 'refused' | 'lost' | 'fault',
  operation: 'query' | 'mutation',
): Unavailability {
  const message =
    failure === 'fault'
      ? 'Internal server error'
      : operation === 'query'
        ? UNAVAILABLE_MESSAGES.query
        : failure === 'refused'
          ? UNAVAILABLE_MESSAGES.refusedMutation
          : UNAVAILABLE_MESSAGES.lostMutation;
  return { message, extensions: { code: ErrorCode.internal } };
}

const publicPart = (extensions: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(extensions).filter(([key]) => PUBLIC_EXTENSIONS.has(key)));

/**
 * The one place errors are shaped for clients: domain refusals and known codes keep their
 * message, location, path and public extensions; everything else becomes a bare
 * INTERNAL_SERVER_ERROR so no stack, query text, URL or driver message leaks.
 */
export function formatError(formatted: GraphQLFormattedError, error?: unknown): GraphQLFormattedError {
  const base = {
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
  };
  const domain = error instanceof GraphQLError ? error.originalError : error;
  if (domain instanceof DomainError) {
    return {
      message: domain.message,
      ...base,
      extensions: { ...publicPart(domain.details), code: domain.code },
    };
  }
  // Apollo's own refusals of a malformed request ("provided sha does not match query" ...) carry a
  // 4xx status but no code: they describe the request, so the client sees them as BAD_REQUEST.
  const original = error instanceof GraphQLError ? error.extensions : undefined;
  const status = (original?.http as { status?: number } | undefined)?.status;
  const code =
    original && original.code === undefined && status && status >= 400 && status < 500
      ? ErrorCode.badRequest
      : formatted.extensions?.code;
  if (typeof code === 'string' && CLIENT_CODES.has(code)) {
    return {
      message: formatted.message,
      ...base,
      extensions: { ...publicPart(formatted.extensions ?? {}), code },
    };
  }
  const message = KNOWN_UNAVAILABLE.has(formatted.message) ? formatted.message : 'Internal server error';
  return { message, ...base, extensions: { code: ErrorCode.internal } };
}

/** The client-facing part of a domain refusal, or undefined for anything unexpected. */
export function clientRejection(
  error: unknown,
): { message: string; extensions: Record<string, unknown> } | undefined {
  if (!(error instanceof DomainError) || !CLIENT_CODES.has(error.code)) return undefined;
  return { message: error.message, extensions: publicPart(error.extensions) };
}

/** A refusal that came back from another service's internal endpoint, thrown again here. */
export function rejectionError(rejection: {
  message: string;
  extensions: Record<string, unknown>;
}): DomainError {
  const { code, ...details } = rejection.extensions;
  return new DomainError(String(code), rejection.message, details);
}
