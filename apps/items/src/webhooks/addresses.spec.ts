import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'undici';
import { checkWebhookUrl, guardedLookup, isPublicAddress } from './addresses';

describe('webhook addresses', () => {
  it('takes only global unicast addresses as public, v4 and v6, mapped v4 seen as v4', () => {
    const refused = [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not an address',
    ];
    for (const address of refused) expect([address, isPublicAddress(address)]).toEqual([address, false]);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect([address, isPublicAddress(address)]).toEqual([address, true]);
  });

  it.each([
    ['IPv4-compatible loopback', '::127.0.0.1'],
    ['IPv4-compatible loopback, hex', '::7f00:1'],
    ['IPv4-compatible private', '::10.0.0.1'],
    ['IPv4-compatible public (deprecated form)', '::8.8.8.8'],
    ['IPv4-mapped loopback, hex', '::ffff:7f00:1'],
    ['IPv4-mapped metadata address', '::ffff:169.254.169.254'],
    ['IPv4-translated (SIIT)', '::ffff:0:127.0.0.1'],
    ['NAT64 of loopback', '64:ff9b::127.0.0.1'],
    ['NAT64 of a private address', '64:ff9b::a00:1'],
    ['NAT64 of the metadata address', '64:ff9b::a9fe:a9fe'],
    ['local-use NAT64', '64:ff9b:1::a00:1'],
    ['6to4 of loopback', '2002:7f00:1::1'],
    ['6to4 of a private address', '2002:c0a8:101::1'],
    ['6to4 of a public address (deprecated relay)', '2002:808:808::1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['unique-local', 'fd00::1'],
    ['link-local with a zone', 'fe80::1%eth0'],
    ['site-local', 'fec0::1'],
    ['multicast', 'ff02::1'],
    ['unspecified', '::'],
    ['loopback', '::1'],
    ['loopback, long form', '0:0:0:0:0:0:0:1'],
    ['documentation', '2001:db8::1'],
    ['documentation (3fff::/20)', '3fff::1'],
    ['discard-only', '100::1'],
    ['benchmarking', '2001:2::1'],
    ['ORCHIDv2', '2001:20::1'],
    ['reserved by the IETF (outside 2000::/3)', '4000::1'],
  ])('refuses the reserved IPv6 form: %s (%s)', async (_form, address) => {
    expect(isPublicAddress(address)).toBe(false);
    await expect(
      checkWebhookUrl(`http://[${address.replace('%', '%25')}]:8080/hook`, false),
    ).rejects.toMatchObject({
      code: 'InvalidArgumentException',
    });
  });

  it('takes public IPv6 addresses, and NAT64 or mapped forms of public IPv4 ones', () => {
    for (const address of [
      '2606:4700:4700::1111',
      '2a00:1450:4001::200e',
      '64:ff9b::8.8.8.8',
      '::ffff:808:808',
    ])
      expect([address, isPublicAddress(address)]).toEqual([address, true]);
  });

  it('refuses URLs that resolve to loopback, link-local or private addresses unless allowed', async () => {
    const refusals = [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'http://[::1]/hook',
      'http://169.254.169.254/latest/meta-data',
      'https://10.0.0.5/hook',
      'http://[fd00::1]/hook',
      'http://[::ffff:192.168.0.1]/hook',
    ];
    for (const url of refusals) {
      const refused = await checkWebhookUrl(url, false).catch(
        (error: { code: string; message: string }) => error,
      );
      expect([url, refused]).toEqual([
        url,
        expect.objectContaining({
          code: 'InvalidArgumentException',
          message: expect.stringMatching(/private/),
        }),
      ]);
    }
    await expect(checkWebhookUrl('http://127.0.0.1:8080/hook', true)).resolves.toBeInstanceOf(URL);
    await expect(checkWebhookUrl('http://[::1]/hook', true)).resolves.toBeInstanceOf(URL);
  });

  it('refuses what is not an http(s) URL or whose host does not resolve', async () => {
    for (const url of [
      'ftp://example.com/x',
      'file:///etc/passwd',
      'hook',
      `http://example.com/${'x'.repeat(2100)}`,
    ])
      await expect(checkWebhookUrl(url, true)).rejects.toMatchObject({ code: 'InvalidArgumentException' });
    await expect(checkWebhookUrl('http://no-such-host.invalid/x', true)).rejects.toMatchObject({
      code: 'InvalidArgumentException',
      message: expect.stringMatching(/could not be resolved/),
    });
  });

  it('refuses, on connecting, a name that resolves to a private address (a rebound name is checked again)', async () => {
    const server = createServer((_request, response) => response.end('reached'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const guarded = new Agent({ connect: { lookup: guardedLookup(false) } });
    const allowed = new Agent({ connect: { lookup: guardedLookup(true) } });
    try {
      await expect(request(`http://localhost:${port}/`, { dispatcher: guarded })).rejects.toMatchObject({
        code: 'EWEBHOOKPRIVATE',
      });
      const answer = await request(`http://localhost:${port}/`, { dispatcher: allowed });
      expect(await answer.body.text()).toBe('reached');
    } finally {
      await guarded.close();
      await allowed.close();
      server.close();
    }
  });
});
