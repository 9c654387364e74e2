import { ErrorCode } from '@workapi/errors';
import { selectVersion, type ApiVersion } from '@workapi/versioning';
import { notExecutedStatus } from '../context';
import { refusalOf, type Refusal } from './refusal';

/** The API version the `API-Version` header selects, or the refusal of a malformed one. */
export function versionOf(
  header: string | undefined,
  mediaType: string,
): { ok: true; version: ApiVersion } | { ok: false; refusal: Refusal } {
  const selected = selectVersion(header);
  if (selected.ok) return { ok: true, version: selected.version };
  return {
    ok: false,
    refusal: refusalOf(
      notExecutedStatus(mediaType),
      `Invalid API-Version "${selected.given}": use YYYY-MM`,
      ErrorCode.invalidVersion,
    ),
  };
}
