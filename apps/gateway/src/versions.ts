import { Supergraph } from '@apollo/federation-internals';
import { parse, type GraphQLSchema } from 'graphql';
import {
  API_VERSIONS,
  CURRENT_VERSION,
  deprecatedCoordinates,
  lifespansOf,
  versionSchema,
  type ApiVersion,
  type Deprecation,
  type Lifespan,
} from '@workapi/versioning';

/** What a response says about the deprecated parts it used: header fields and an `extensions` entry. */
export interface DeprecationSignals {
  headers: Record<string, string>;
  entries: Array<Record<string, unknown>>;
}

const epoch = (isoDate: string) => `@${Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 1000)}`;
const httpDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

/**
 * One API schema per version, derived once from the supergraph: the `@since`/`@until` annotations
 * each subgraph puts on its SDL decide what a version sees. Execution stays on the one supergraph;
 * these schemas serve validation, introspection and pricing.
 */
export class VersionedSchemas {
  private readonly schemas = new Map<string, GraphQLSchema>();
  private readonly lifespans: Map<string, Lifespan>;
  /** The first version in which each element is deprecated. */
  private readonly deprecatedIn = new Map<string, ApiVersion>();

  constructor(supergraphSdl: string) {
    const api = Supergraph.build(supergraphSdl).apiSchema().toGraphQLJSSchema();
    this.lifespans = lifespansOf(parse(supergraphSdl));
    for (const version of API_VERSIONS) {
      const schema = versionSchema(api, this.lifespans, version.value);
      this.schemas.set(version.value, schema);
      for (const coordinate of deprecatedCoordinates(schema)) {
        if (!this.deprecatedIn.has(coordinate)) this.deprecatedIn.set(coordinate, version);
      }
    }
  }

  schema(version: ApiVersion): GraphQLSchema {
    return this.schemas.get(version.value) ?? (this.schemas.get(CURRENT_VERSION.value) as GraphQLSchema);
  }

  /**
   * `Deprecation` (RFC 9745) carries the earliest date the used parts were deprecated, `Sunset`
   * (RFC 8594) the day they stop being served: the serving version's end, for elements a later
   * version removes and for a version in maintenance. Nothing is said when nothing deprecated is used.
   */
  signals(version: ApiVersion, used: Deprecation[]): DeprecationSignals | null {
    const entries: Array<Record<string, unknown>> = [];
    const dates: string[] = [];
    let sunset = false;
    for (const { coordinate, reason } of used) {
      const removedIn =
        this.lifespans.get(coordinate)?.until ??
        this.lifespans.get(coordinate.replace(/\(.*$/, ''))?.until ??
        null;
      const since = this.deprecatedIn.get(coordinate) ?? version;
      dates.push(since.released);
      sunset ||= removedIn !== null;
      entries.push({
        type: 'schema_element',
        coordinate,
        reason,
        deprecated_in: since.value,
        removed_in: removedIn,
        ...(removedIn ? { sunset: version.sunset } : {}),
      });
    }
    if (version.deprecated) {
      dates.push(version.deprecated);
      sunset = true;
      entries.push({
        type: 'api_version',
        version: version.value,
        kind: version.kind,
        sunset: version.sunset,
        upgrade_to: CURRENT_VERSION.value,
      });
    }
    if (entries.length === 0) return null;
    return {
      headers: {
        deprecation: epoch(dates.sort()[0]),
        ...(sunset ? { sunset: httpDate(version.sunset) } : {}),
      },
      entries,
    };
  }
}
