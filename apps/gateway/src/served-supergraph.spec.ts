import { readFileSync } from 'node:fs';
import { getOperationAST, getVariableValues, parse } from 'graphql';
import type { OperationPrice, PricedOperation } from '@workapi/complexity';
import { SUBGRAPH_NAMES } from '@workapi/config';
import { sha256 } from '@workapi/registry';
import { aliasedItemReads, heapGrowthMb } from '@workapi/testing';
import { API_VERSIONS } from '@workapi/versioning';
import { ServedSupergraph } from './served-supergraph';
import { SUPERGRAPH_FILE } from './supergraph-file';

const sdl = readFileSync(SUPERGRAPH_FILE, 'utf8');
const PAGE = `query ($ids: [ID!]) { items(ids: $ids) { id name column_values { id text value } } }`;

/**
 * The page's operation with its own ids, as a client asking for other items each time sends it,
 * parsed anew: a price keeps its parse, which the gateway shares between the requests of one
 * document (Apollo's document store) as long as it keeps it, so this is the most a price takes.
 */
function pageWith(served: ServedSupergraph, n: number): { priced: PricedOperation; key: string } {
  const schema = served.schemas.schema(API_VERSIONS.find((entry) => entry.value === '2026-01')!);
  const document = parse(PAGE);
  const operation = getOperationAST(document)!;
  const variables = getVariableValues(schema, operation.variableDefinitions ?? [], {
    ids: [String(n), String(n + 1)],
  });
  return { priced: { schema, document, operation, variables: variables.coerced! }, key: `page ${n}` };
}

describe('ServedSupergraph prices', () => {
  const served = new ServedSupergraph({ version: null, hash: sha256(sdl), sdl }, SUBGRAPH_NAMES);

  it('estimates at least what a price takes of memory', async () => {
    const kept: OperationPrice[] = [];
    const grown = await heapGrowthMb(() => {
      for (let n = 0; n < 2_000; n += 1) {
        const { priced, key } = pageWith(served, n);
        kept.push(served.priceOf(priced, `estimate ${key}`));
      }
    });
    const estimated = kept.reduce((sum, price) => sum + price.bytes, 0) / 1e6;
    // About 18 kB a price: its column values' selection once per type of value, and its parse.
    expect(grown).toBeGreaterThan(20);
    expect(grown).toBeLessThan(estimated * 1.2);
  });

  it('keeps the prices of operations sent with new variables within 16 MiB', async () => {
    const fresh = new ServedSupergraph({ version: null, hash: sha256(sdl), sdl }, SUBGRAPH_NAMES);
    const grown = await heapGrowthMb(() => {
      for (let n = 0; n < 6_000; n += 1) {
        const { priced, key } = pageWith(fresh, n);
        fresh.priceOf(priced, key);
      }
    });
    // 6,000 such prices take about 110 MB: kept by count (20,000 before), all of them stayed.
    expect(grown).toBeLessThan(16 * 1.05 + 3);
    // The latest are kept: the same operation and variables are priced once.
    const { priced, key } = pageWith(fresh, 5_999);
    expect(fresh.priceOf(priced, key)).toBe(fresh.priceOf(priced, key));
  });
});

describe('ServedSupergraph query plans', () => {
  const planOf = (served: ServedSupergraph, text: string) =>
    served.queryPlan(parse(text), sha256(text), undefined);

  it('estimates at least what a plan takes of memory, small or large', async () => {
    const served = new ServedSupergraph({ version: null, hash: sha256(sdl), sdl }, SUBGRAPH_NAMES);
    for (const [aliases, count] of [
      [1, 300],
      [90, 20],
    ]) {
      const kept: number[] = [];
      const grown = await heapGrowthMb(() => {
        for (let n = 0; n < count; n += 1) kept.push(planOf(served, aliasedItemReads(n, aliases)).bytes);
      });
      expect(grown).toBeLessThan(kept.reduce((sum, bytes) => sum + bytes, 0) / 1e6);
      // 20 kB a small plan, 1 MB one of 90 aliases.
      expect(grown).toBeGreaterThan((count * (aliases === 1 ? 15_000 : 700_000)) / 1e6);
    }
  });

  it('keeps the plans of new documents within 64 MiB', async () => {
    const served = new ServedSupergraph({ version: null, hash: sha256(sdl), sdl }, SUBGRAPH_NAMES);
    const grown = await heapGrowthMb(() => {
      for (let n = 0; n < 100; n += 1) planOf(served, aliasedItemReads(n, 90));
    });
    // 100 such plans take about 100 MB: kept by count (5,000 before), all of them stayed.
    expect(grown).toBeLessThan(64 * 1.05 + 4);
    const latest = aliasedItemReads(99, 90);
    expect(planOf(served, latest)).toBe(planOf(served, latest));
  });
});
