import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SUBGRAPH_NAMES, type SubgraphName } from '@workapi/config';
import { composeSubgraphs } from '@workapi/registry';

/** Where each subgraph team keeps its SDL (its public face). */
export const subgraphSchemaFile = (name: string) =>
  join(__dirname, '..', '..', name, 'src', 'schema.graphql');

/**
 * Composes the subgraphs' SDL files into the supergraph the gateway serves. It is the registry's
 * composition, so the checked-in file has the bytes (and hash) a publish of the same SDL records.
 */
export function composeSupergraph(
  readSchema: (name: SubgraphName) => string = (name) => readFileSync(subgraphSchemaFile(name), 'utf8'),
): string {
  const schemas = Object.fromEntries(SUBGRAPH_NAMES.map((name) => [name, readSchema(name)]));
  const result = composeSubgraphs(schemas as Record<SubgraphName, string>);
  if (!result.ok) {
    throw new Error(`Composition failed:\n${result.errors.map((error) => `- ${error}`).join('\n')}`);
  }
  return result.supergraphSdl;
}
