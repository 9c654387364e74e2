import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeServices } from '@apollo/composition';
import { parse } from 'graphql';

export const SUBGRAPHS = ['boards', 'items', 'columns'] as const;

/** Where each subgraph team keeps its SDL (its public face). */
export const subgraphSchemaFile = (name: string) =>
  join(__dirname, '..', '..', name, 'src', 'schema.graphql');

/**
 * Composes the subgraphs' SDL files into the supergraph the gateway serves. The URLs written here
 * are placeholders: the gateway routes by subgraph name to the URLs in its configuration.
 */
export function composeSupergraph(
  readSchema: (name: string) => string = (name) => readFileSync(subgraphSchemaFile(name), 'utf8'),
): string {
  const result = composeServices(
    SUBGRAPHS.map((name) => ({ name, url: `http://${name}/graphql`, typeDefs: parse(readSchema(name)) })),
  );
  if (result.errors) {
    throw new Error(`Composition failed:\n${result.errors.map((error) => `- ${error.message}`).join('\n')}`);
  }
  return result.supergraphSdl;
}
