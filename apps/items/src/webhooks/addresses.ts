import { lookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { invalidArgument } from '@workapi/errors';

/*
 * Where a webhook may send: only to public (global unicast) addresses, unless the operator allows
 * private ones (WEBHOOK_ALLOW_PRIVATE=1). Checked when the webhook is created and again on every
 * delivery, on the very addresses the connection then uses (`guardedLookup`), so a name that
 * resolves elsewhere later (DNS rebinding) cannot reach the inside of the network.
 */

/** The longest URL a webhook may have. */
const MAX_URL_LENGTH = 2048;

/** Whether an address is a public one: ipaddr.js's `unicast` range (v4-mapped v6 seen as v4). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** A refusal of an address that is not public. */
export class PrivateAddressError extends Error {
  readonly code = 'EWEBHOOKPRIVATE';
  constructor(host: string) {
    super(`${host} resolves to a loopback, link-local or private address`);
  }
}

/** Every address of `host` (a literal address stands for itself). */
function resolveAll(host: string): Promise<LookupAddress[]> {
  if (isIP(host)) return Promise.resolve([{ address: host, family: isIP(host) }]);
  return new Promise((resolve, reject) =>
    lookup(host, { all: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );
}

/** Refuses a host any of whose addresses is not public (unless allowed). */
export async function assertPublicHost(host: string, allowPrivate: boolean): Promise<void> {
  const addresses = await resolveAll(host);
  if (!allowPrivate && addresses.some((entry) => !isPublicAddress(entry.address)))
    throw new PrivateAddressError(host);
}

/** The hostname of a URL as the resolver wants it (IPv6 literals without brackets). */
export const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * A webhook URL as `create_webhook` accepts it: http or https, resolving to public addresses only
 * (unless allowed). Refusals are `InvalidArgumentException`s naming the reason.
 */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean): Promise<URL> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalidArgument('url must be an absolute http or https URL');
  }
  if (raw.length > MAX_URL_LENGTH) throw invalidArgument(`url must be at most ${MAX_URL_LENGTH} characters`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw invalidArgument('url must be an absolute http or https URL');
  try {
    await assertPublicHost(hostOf(url), allowPrivate);
  } catch (error) {
    if (error instanceof PrivateAddressError)
      throw invalidArgument(
        `url ${error.message}; webhooks are only sent to public addresses (WEBHOOK_ALLOW_PRIVATE=1 allows others)`,
      );
    throw invalidArgument(`url's host ${url.hostname} could not be resolved`);
  }
  return url;
}

/**
 * The resolver for webhook connections: resolves like `dns.lookup` and refuses the connection when
 * any address is not public (unless allowed), so what is checked is what is connected to.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (!allowPrivate && addresses.some((entry) => !isPublicAddress(entry.address)))
        return callback(new PrivateAddressError(hostname), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses;
      return callback(null, first.address, first.family);
    });
  };
}
