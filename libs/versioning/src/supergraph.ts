import { Supergraph } from '@apollo/federation-internals';
import { parse, type GraphQLSchema } from 'graphql';
import { deprecatedCoordinates, lifespansOf, versionSchema } from './schema';
import { API_VERSIONS, type ApiVersion, type Lifespan } from './versions';

/** What each API version serves, derived from one composed supergraph. */
export interface VersionedApi {
  /** Every version's API schema, by version value, in `API_VERSIONS` order. */
  schemas: Map<string, GraphQLSchema>;
  /** The `@since`/`@until` annotations, by schema coordinate. */
  lifespans: Map<string, Lifespan>;
  /** The first version in which each element is deprecated, by schema coordinate. */
  deprecatedIn: Map<string, ApiVersion>;
}

/**
 * The federation API schema of a supergraph, cut per version by its `@since`/`@until`
 * annotations. The gateway serves these schemas and `npm run docs` documents them, so the
 * reference cannot disagree with what a version accepts. A caller that built the `Supergraph`
 * already (the gateway, to plan on it) passes it, so the SDL is not built twice.
 */
export function versionedApiOf(
  supergraphSdl: string,
  supergraph: Supergraph = Supergraph.build(supergraphSdl),
): VersionedApi {
  const api = supergraph.apiSchema().toGraphQLJSSchema();
  const lifespans = lifespansOf(parse(supergraphSdl));
  const schemas = new Map<string, GraphQLSchema>();
  const deprecatedIn = new Map<string, ApiVersion>();
  for (const version of API_VERSIONS) {
    const schema = versionSchema(api, lifespans, version.value);
    schemas.set(version.value, schema);
    for (const coordinate of deprecatedCoordinates(schema)) {
      if (!deprecatedIn.has(coordinate)) deprecatedIn.set(coordinate, version);
    }
  }
  return { schemas, lifespans, deprecatedIn };
}

/**
 * The version that removes an element (its `@until`), or that of the field an argument belongs
 * to; null when no version removes it.
 */
export function removedInVersion(api: VersionedApi, coordinate: string): string | null {
  return (
    api.lifespans.get(coordinate)?.until ?? api.lifespans.get(coordinate.replace(/\(.*$/, ''))?.until ?? null
  );
}
