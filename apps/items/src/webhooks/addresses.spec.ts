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
