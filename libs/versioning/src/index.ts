/** API versions as data (contract section 5); adding one is one entry here. */
export type VersionKind = 'maintenance' | 'current' | 'release_candidate';

export interface ApiVersion {
  value: string;
  kind: VersionKind;
}

export const API_VERSIONS: readonly ApiVersion[] = [
  { value: '2026-04', kind: 'maintenance' },
  { value: '2026-07', kind: 'current' },
  { value: '2026-10', kind: 'release_candidate' },
];

export const CURRENT_VERSION = API_VERSIONS.find((version) => version.kind === 'current') as ApiVersion;

const WELL_FORMED = /^\d{4}-(0[1-9]|1[0-2])$/;

export type VersionChoice = { ok: true; version: ApiVersion } | { ok: false; given: string };

/** Absent or well-formed but unknown -> the current version; malformed -> not ok. */
export function selectVersion(header: string | undefined): VersionChoice {
  const given = header?.trim();
  if (!given) return { ok: true, version: CURRENT_VERSION };
  if (!WELL_FORMED.test(given)) return { ok: false, given };
  return { ok: true, version: API_VERSIONS.find((version) => version.value === given) ?? CURRENT_VERSION };
}
