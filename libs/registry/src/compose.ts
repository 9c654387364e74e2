import { createHash } from 'node:crypto';
import { composeServices } from '@apollo/composition';
import { parse, type DocumentNode } from 'graphql';
import { SUBGRAPH_NAMES, type SubgraphName } from '@workapi/config';

/** How the registry names a schema's text: the SHA-256 of its bytes, in hex. */
export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export type Composition = { ok: true; supergraphSdl: string } | { ok: false; errors: string[] };

/**
 * Composes the three subgraphs' SDL into a supergraph, as `npm run compose` does for the checked-in
 * file (same placeholder URLs: gateways route by subgraph name), so the same SDL composes to the
 * same bytes and the same hash. A schema that does not parse is a composition error naming it.
 */
export function composeSubgraphs(schemas: Record<SubgraphName, string>): Composition {
  const services: Array<{ name: string; url: string; typeDefs: DocumentNode }> = [];
  for (const name of SUBGRAPH_NAMES) {
    try {
      services.push({ name, url: `http://${name}/graphql`, typeDefs: parse(schemas[name]) });
    } catch (error) {
      return { ok: false, errors: [`${name}: ${(error as Error).message}`] };
    }
  }
  const result = composeServices(services);
  if (result.errors) return { ok: false, errors: result.errors.map((error) => error.message) };
  return { ok: true, supergraphSdl: result.supergraphSdl };
}
