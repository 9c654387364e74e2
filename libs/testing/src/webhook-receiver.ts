import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A webhook receiver on loopback, as a monday.com integration runs one. */
export interface WebhookReceiver {
  /** Its address, for create_webhook (a stack that delivers to it needs WEBHOOK_ALLOW_PRIVATE=1). */
  readonly url: string;
  /** Every event delivered, each once by its id (`triggerUuid`), as a receiver must deduplicate. */
  readonly events: Map<string, Record<string, unknown>>;
  close(): Promise<void>;
}

/** Starts a receiver that answers each challenge and keeps every event it is sent. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const events = new Map<string, Record<string, unknown>>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        challenge?: string;
        event?: Record<string, unknown>;
      };
      if (body.event) events.set(String(body.event.triggerUuid), body.event);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body.challenge === undefined ? {} : { challenge: body.challenge }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    events,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
