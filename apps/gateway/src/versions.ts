import type { Supergraph } from '@apollo/federation-internals';
import type { GraphQLSchema } from 'graphql';
import {
  CURRENT_VERSION,
  removedInVersion,
  versionedApiOf,
  type ApiVersion,
  type Deprecation,
  type VersionedApi,
} from '@workapi/versioning';
import { withScalarRules } from './scalars';

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
  private readonly api: VersionedApi;

  constructor(supergraphSdl: string, supergraph?: Supergraph) {
    this.api = versionedApiOf(supergraphSdl, supergraph);
    for (const schema of this.api.schemas.values()) withScalarRules(schema);
  }

  schema(version: ApiVersion): GraphQLSchema {
    return (
      this.api.schemas.get(version.value) ?? (this.api.schemas.get(CURRENT_VERSION.value) as GraphQLSchema)
    );
  }

  /**
   * `Deprecation` (RFC 9745) carries the earliest date the used parts were deprecated, `Sunset`
   * (RFC 8594) the day they stop being served: the serving version's end, for elements a later
   * version removes and for a version in maintenance. A well-formed version this server does not
   * know gets an entry naming the version that served it. Nothing is said when nothing deprecated is used.
   */
  signals(version: ApiVersion, used: Deprecation[]): DeprecationSignals | null {
    const entries: Array<Record<string, unknown>> = [];
    const dates: string[] = [];
    let sunset = false;
    for (const { coordinate, reason } of used) {
      const removedIn = removedInVersion(this.api, coordinate);
      const since = this.api.deprecatedIn.get(coordinate) ?? version;
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
    if (version.requested) {
      entries.push({
        type: 'api_version',
        version: version.value,
        kind: version.kind,
        requested: version.requested,
        reason: `API-Version ${version.requested} is not served: answered by ${version.value}, the current version`,
      });
    }
    if (entries.length === 0) return null;
    return {
      headers: {
        // An unknown version alone deprecates nothing: it is named in the entries only.
        ...(dates.length > 0 ? { deprecation: epoch(dates.sort()[0]) } : {}),
        ...(sunset ? { sunset: httpDate(version.sunset) } : {}),
      },
      entries,
    };
  }
}
