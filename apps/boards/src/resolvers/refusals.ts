import { AccountsRefusal } from '@workapi/accounts';
import { invalidArgument, resourceNotFound } from '@workapi/errors';

/**
 * What the organisation's repositories refuse (libs/accounts: words for people and exit codes for
 * the admin CLI), said as the API's errors: an unknown id as ResourceNotFoundException, anything
 * else the caller can fix as InvalidArgumentException.
 */
export async function answered<T>(work: Promise<T>, kind: string, id: string): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof AccountsRefusal)) throw error;
    throw error.kind === 'not_found' ? resourceNotFound(kind, id) : invalidArgument(error.message);
  }
}
