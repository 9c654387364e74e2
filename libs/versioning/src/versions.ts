/** API versions as data (docs/versioning.md); adding one is one entry here plus schema annotations. */

/** monday.com's `VersionKind` names for the kinds this server serves. */
export type VersionKind = 'deprecated' | 'maintenance' | 'current' | 'release_candidate';

export interface ApiVersion {
  value: string;
  kind: VersionKind;
  /** When the version was first served (ISO date). */
  released: string;
  /** When the version entered maintenance or was deprecated, nearing its end (ISO date); sent as `Deprecation`. */
  deprecated?: string;
  /** The day the version stops being served (ISO date); sent as `Sunset` with deprecation signals. */
  sunset: string;
  /** A well-formed version this server does not know, which this one serves instead. */
  requested?: string;
}

/** Oldest first: the last one is the newest, which `dev` names. */
export const API_VERSIONS: readonly ApiVersion[] = [
  {
    value: '2026-01',
    kind: 'deprecated',
    released: '2026-01-01',
    deprecated: '2026-04-01',
    sunset: '2027-01-01',
  },
  {
    value: '2026-04',
    kind: 'maintenance',
    released: '2026-04-01',
    deprecated: '2026-07-01',
    sunset: '2027-01-01',
  },
  { value: '2026-07', kind: 'current', released: '2026-07-01', sunset: '2027-04-01' },
  { value: '2026-10', kind: 'release_candidate', released: '2026-10-01', sunset: '2027-07-01' },
];

export const CURRENT_VERSION = API_VERSIONS.find((version) => version.kind === 'current') as ApiVersion;

const NEWEST_VERSION = API_VERSIONS[API_VERSIONS.length - 1];

const DISPLAY_NAMES: Record<VersionKind, string> = {
  deprecated: 'Deprecated',
  maintenance: 'Maintenance',
  current: 'Current',
  release_candidate: 'Release Candidate',
};

/** The `Version` object clients read from `version` and `versions`. */
export const describeVersion = (version: ApiVersion) => ({
  value: version.value,
  kind: version.kind,
  display_name: DISPLAY_NAMES[version.kind],
});

const WELL_FORMED = /^\d{4}-(0[1-9]|1[0-2])$/;
/** monday.com's name for its newest schema; clients send it exactly so. */
const NEWEST_ALIAS = 'dev';

export type VersionChoice = { ok: true; version: ApiVersion } | { ok: false; given: string };

/**
 * Absent -> the current version; well-formed but unknown -> the current version, saying what was
 * asked; `dev` -> the newest; malformed -> not ok.
 */
export function selectVersion(header: string | undefined): VersionChoice {
  const given = header?.trim();
  if (!given) return { ok: true, version: CURRENT_VERSION };
  if (given === NEWEST_ALIAS) return { ok: true, version: NEWEST_VERSION };
  if (!WELL_FORMED.test(given)) return { ok: false, given };
  const known = API_VERSIONS.find((version) => version.value === given);
  return { ok: true, version: known ?? { ...CURRENT_VERSION, requested: given } };
}

/** Where a schema element lives: `@since` is the first version with it, `@until` the first without it. */
export interface Lifespan {
  since?: string;
  until?: string;
}

/** YYYY-MM values sort as strings. */
export const existsIn = (lifespan: Lifespan | undefined, version: string): boolean =>
  !lifespan ||
  ((!lifespan.since || lifespan.since <= version) && (!lifespan.until || version < lifespan.until));
