import type { SupergraphVersion } from '@workapi/registry';
import { statusOf, statusText } from './render';

const NOW = new Date('2026-11-24T12:00:00Z');
const secondsAgo = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);
const head = {
  version: 7,
  hash: 'a'.repeat(64),
  published_at: secondsAgo(600),
  published_by: 'ann@laptop (npm run schema)',
  subgraphs: {
    boards: { version: 3, hash: 'b'.repeat(64), source: 'registry', sdl: '…' },
    items: { version: 5, hash: 'c'.repeat(64), source: 'registry', sdl: '…' },
    columns: { version: null, hash: 'd'.repeat(64), source: 'checkout', sdl: '…' },
  },
} as unknown as SupergraphVersion;

describe('status', () => {
  const status = statusOf(
    head,
    [
      { gateway: 'gw-1', version: 7, hash: 'a'.repeat(64), last_seen: secondsAgo(3) },
      { gateway: 'gw-2', version: 6, hash: 'e'.repeat(64), last_seen: secondsAgo(4) },
      { gateway: 'gw-3', version: null, hash: 'f'.repeat(64), last_seen: secondsAgo(5) },
      { gateway: 'gw-4', version: 7, hash: 'a'.repeat(64), last_seen: secondsAgo(31) },
    ],
    NOW,
  );

  it('judges each gateway against the head: up to date, behind, on the checked-in supergraph, or silent too long', () => {
    expect(status.gateways.map(({ gateway, state, seconds_ago }) => [gateway, state, seconds_ago])).toEqual([
      ['gw-1', 'up to date', 3],
      ['gw-2', 'behind', 4],
      ['gw-3', 'checked-in', 5],
      ['gw-4', 'stale', 31],
    ]);
    expect(status.head).not.toHaveProperty('sdl');
    expect(status.head?.subgraphs.columns).toEqual({
      version: null,
      hash: 'd'.repeat(64),
      source: 'checkout',
    });
  });

  it('prints the head with its parts, then a row per gateway', () => {
    const lines = statusText(status).split('\n');
    expect(lines[0]).toBe(
      'head: supergraph v7 (aaaaaaaaaaaa), published 2026-11-24T11:50:00Z by ann@laptop (npm run schema); boards v3, items v5, columns (checked-in)',
    );
    expect(lines[1]).toMatch(/^GATEWAY\s+APPLIED\s+HASH\s+LAST SEEN\s+STATE$/);
    expect(lines[3]).toMatch(/^gw-2\s+v6\s+eeeeeeeeeeee\s+2026-11-24T11:59:56Z \(4 s ago\)\s+behind$/);
    expect(lines[4]).toMatch(/^gw-3\s+checked-in\s+/);
  });

  it('says so while nothing was published or no gateway reported', () => {
    expect(statusText(statusOf(null, [], NOW))).toBe(
      'head: nothing published yet (gateways serve the checked-in supergraph)\nno gateway has reported',
    );
  });
});
