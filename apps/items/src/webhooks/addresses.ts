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

/** IPv6's global unicast block (RFC 4291); everything outside it is reserved or special-purpose. */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
/** NAT64's well-known prefix (RFC 6052): DNS64 gives hosts of public IPv4 addresses there. */
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');

/**
 * An address as the network reads it, or null. ipaddr.js reads `::a.b.c.d` (IPv4-compatible) as
 * `::ffff:a.b.c.d` (mapped), so IPv6 text goes through the WHATWG URL parser's exact hex form first;
 * a zone (`%eth0`) names an interface, not another address.
 */
function parseAddress(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const family = isIP(address);
  if (family === 4) return ipaddr.IPv4.parse(address);
  if (family !== 6) return null;
  const [bare] = address.split('%');
  return ipaddr.IPv6.parse(new URL(`http://[${bare}]`).hostname.slice(1, -1));
}

/**
 * Whether an address is a public one. IPv4: ipaddr.js's `unicast` range. IPv6: `unicast` inside
 * 2000::/3, which leaves out loopback, unspecified, IPv4-compatible (::/96), unique-local,
 * link-local, site-local, multicast, discard, documentation, benchmarking, ORCHID, 6to4 and Teredo
 * (deprecated relays that reach whatever the embedded address names). The two forms that stand for
 * an IPv4 host, mapped (::ffff:0:0/96) and NAT64 (64:ff9b::/96), are judged by that IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  const parsed = parseAddress(address);
  if (!parsed) return false;
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return isPublicAddress(v6.toIPv4Address().toString());
  if (v6.match(NAT64)) return isPublicAddress(ipaddr.fromByteArray(v6.toByteArray().slice(12)).toString());
  return v6.match(GLOBAL_UNICAST) && v6.range() === 'unicast';
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
