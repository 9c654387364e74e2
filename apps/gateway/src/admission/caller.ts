import { ErrorCode } from '@workapi/errors';
import type { Caller } from '@workapi/internal';
import { type Logger } from '@workapi/logging';
import { tokenFrom, type Authentication, type Authenticator } from '../auth';
import { refusalOf, type Refusal } from './refusal';

/** Who is asking: the request's id and the address its tokens are counted by. */
export interface Asker {
  requestId: string;
  clientAddress: string;
}

/**
 * The caller the `Authorization` token names, or its refusal: 401 without a known token, 429 for
 * an address that keeps sending unknown ones, 503 while tokens cannot be looked up.
 */
export async function callerOf(
  authenticator: Pick<Authenticator, 'authenticate'>,
  logger: Logger,
  authorization: string | undefined,
  { requestId, clientAddress }: Asker,
): Promise<{ ok: true; caller: Caller } | { ok: false; refusal: Refusal }> {
  const token = tokenFrom(authorization);
  let found: Authentication = { kind: 'unknown' };
  try {
    if (token) found = await authenticator.authenticate(token, requestId, clientAddress);
  } catch (error) {
    logger.error({ requestId, err: (error as Error).message }, 'token lookup failed');
    return {
      ok: false,
      refusal: refusalOf(503, 'Service temporarily unavailable', ErrorCode.internal, { 'retry-after': '5' }),
    };
  }
  if (found.kind === 'caller') return { ok: true, caller: found.caller };
  if (found.kind === 'throttled') {
    return {
      ok: false,
      refusal: {
        ...refusalOf(
          429,
          'Too many unknown API tokens from this address: retry later',
          ErrorCode.rateLimited,
          {
            'retry-after': String(found.retryAfter),
          },
        ),
        reason: 'token_flood',
      },
    };
  }
  return {
    ok: false,
    refusal: refusalOf(
      401,
      'Not Authenticated: send a valid API token in the Authorization header',
      ErrorCode.unauthorized,
    ),
  };
}
