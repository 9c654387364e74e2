import { parseKey } from './keys';
import { signature, signatureMatches } from './signing';

/**
 * Download links: `/files/<asset id>/<name>?key=&type=&expires=&signature=`, an HMAC over the
 * account (the key's prefix), the asset, the key, the type and the expiry. Anything altered,
 * another account's key put in, or an expiry passed, and the link is refused.
 */
export interface AssetLink {
  assetId: string;
  key: string;
  name: string;
  contentType: string;
  /** Unix seconds. */
  expires: number;
}

const PURPOSE = 'download';
export const DOWNLOAD_PATH = '/files';

const bodyOf = (link: AssetLink, accountId: string) =>
  [accountId, link.assetId, link.key, link.name, link.contentType, link.expires].join('\n');

export function signAssetUrl(publicUrl: string, secret: string, link: AssetLink): string {
  const accountId = parseKey(link.key)?.accountId ?? '';
  const params = new URLSearchParams({
    key: link.key,
    type: link.contentType,
    expires: String(link.expires),
    signature: signature(secret, PURPOSE, bodyOf(link, accountId)),
  });
  const path = `${DOWNLOAD_PATH}/${encodeURIComponent(link.assetId)}/${encodeURIComponent(link.name)}`;
  return `${publicUrl}${path}?${params}`;
}

/** The link's asset when its signature holds and it has not expired; null otherwise. */
export function verifyAssetUrl(
  secret: string,
  assetId: string,
  name: string,
  query: Record<string, unknown>,
  nowSeconds = Date.now() / 1000,
): (AssetLink & { accountId: string }) | null {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const key = text(query.key);
  const parsed = parseKey(key);
  const expires = Number(text(query.expires));
  if (!parsed || !Number.isFinite(expires) || expires < nowSeconds) return null;
  const link = { assetId, key, name, contentType: text(query.type), expires };
  if (!signatureMatches(secret, PURPOSE, bodyOf(link, parsed.accountId), text(query.signature))) return null;
  return { ...link, accountId: parsed.accountId };
}
