import { SUBGRAPH_NAMES, type SubgraphName } from '@workapi/config';
import { API_VERSIONS, versionedApiOf, type VersionedApi } from '@workapi/versioning';
import { normalizeCoordinate, schemaChanges, type SchemaChange } from './changes';
import { composeSubgraphs, sha256 } from './compose';
import type { SubgraphPart, SupergraphVersion } from './documents';
import { operationBreaks, type KnownOperation } from './operations';
import type { CheckReport, VersionedChange } from './report';

export type { CheckReport, VersionedChange } from './report';

export interface CheckInput {
  subgraph: SubgraphName;
  /** The candidate SDL. */
  sdl: string;
  /** Coordinates of dangerous changes the publisher accepts. */
  accept?: string[];
  operations?: KnownOperation[];
  /**
   * The checked-in `schema.graphql` of each subgraph, for those the registry has no published
   * schema of yet; a subgraph missing from both cannot be composed.
   */
  fallbackSchemas?: Partial<Record<SubgraphName, string>>;
  /** What gateways serve while the registry is empty (the checked-in supergraph), to compare with. */
  fallbackSupergraph?: string;
}

/** A check's report, and what a publish needs of it when it passed. */
export interface CheckOutcome {
  report: CheckReport;
  supergraphSdl: string | null;
  parts: Record<SubgraphName, SubgraphPart> | null;
}

const RELEASED = new Set(API_VERSIONS.filter((v) => v.kind !== 'release_candidate').map((v) => v.value));
const UNRELEASED = API_VERSIONS.filter((version) => !RELEASED.has(version.value)).map((v) => v.value);

/** The other subgraphs' parts: published where the head has them, else their checked-in files. */
function partsFor(head: SupergraphVersion | null, input: CheckInput, notes: string[]) {
  const parts = {} as Record<SubgraphName, SubgraphPart>;
  const missing: string[] = [];
  for (const name of SUBGRAPH_NAMES) {
    const published = head?.subgraphs[name];
    if (name === input.subgraph) {
      const version = published?.source === 'registry' ? published.version : null;
      parts[name] = { version, hash: sha256(input.sdl), source: 'registry', sdl: input.sdl };
    } else if (published?.source === 'registry') {
      parts[name] = published;
    } else if (input.fallbackSchemas?.[name] !== undefined) {
      const sdl = input.fallbackSchemas[name] as string;
      parts[name] = { version: null, hash: sha256(sdl), source: 'checkout', sdl };
      notes.push(`${name}: the registry has no published schema; used its checked-in schema.graphql`);
    } else {
      missing.push(name);
    }
  }
  return { parts, missing };
}

/** The same change in several versions is one line naming them all. */
function mergeByVersion(perVersion: Array<[string, SchemaChange[]]>): VersionedChange[] {
  const merged = new Map<string, VersionedChange>();
  for (const [version, changes] of perVersion) {
    for (const change of changes) {
      const key = `${change.level}|${change.coordinate}|${change.message}`;
      const known = merged.get(key);
      if (known) {
        known.versions.push(version);
        known.released ||= RELEASED.has(version);
      } else merged.set(key, { ...change, versions: [version], released: RELEASED.has(version) });
    }
  }
  return [...merged.values()];
}

function baseOf(head: SupergraphVersion | null, input: CheckInput): CheckReport['base'] & { sdl?: string } {
  if (head) return { version: head.version, hash: head.hash, source: 'registry', sdl: head.sdl };
  if (input.fallbackSupergraph !== undefined)
    return {
      version: null,
      hash: sha256(input.fallbackSupergraph),
      source: 'checked-in',
      sdl: input.fallbackSupergraph,
    };
  return { version: null, hash: null, source: 'none' };
}

/**
 * Checks a candidate schema of one subgraph against the head supergraph (docs/registry.md):
 * composition with the other subgraphs' published schemas, then each API version's
 * client-facing schema diffed, then every known operation validated and planned. It may be
 * published when it composes, breaks no released version, and every dangerous change to a
 * released version is accepted.
 */
export async function checkCandidate(
  head: SupergraphVersion | null,
  input: CheckInput,
): Promise<CheckOutcome> {
  const notes: string[] = [];
  const { parts, missing } = partsFor(head, input, notes);
  const base = baseOf(head, input);
  const accept = new Set((input.accept ?? []).map(normalizeCoordinate));
  const report: CheckReport = {
    subgraph: input.subgraph,
    candidate: sha256(input.sdl),
    base: { version: base.version, hash: base.hash, source: base.source },
    composed_with: SUBGRAPH_NAMES.filter((name) => parts[name]).map((name) => ({
      subgraph: name,
      version: name === input.subgraph ? null : parts[name].version,
      source: name === input.subgraph ? 'candidate' : parts[name].source,
    })),
    composition: { ok: false, errors: [] },
    supergraph: null,
    changes: [],
    operations: { checked: {}, broken: [] },
    accepted: [],
    unused_accepts: [],
    notes,
    verdict: { ok: false, reasons: [] },
  };
  if (missing.length > 0) {
    report.composition.errors.push(`no schema for ${missing.join(', ')}: not published and none checked in`);
    return finish(report, null, null);
  }
  const composition = composeSubgraphs(
    Object.fromEntries(SUBGRAPH_NAMES.map((name) => [name, parts[name].sdl])) as Record<SubgraphName, string>,
  );
  if (!composition.ok) {
    report.composition.errors = composition.errors;
    return finish(report, null, null);
  }
  report.composition.ok = true;
  report.supergraph = sha256(composition.supergraphSdl);
  if (base.sdl === undefined) {
    notes.push('nothing to compare with: the registry is empty and no checked-in supergraph was given');
    return finish(report, composition.supergraphSdl, parts);
  }
  const before = versionedApiOf(base.sdl);
  const after = versionedApiOf(composition.supergraphSdl);
  const perVersion = await changesPerVersion(before, after);
  report.changes = mergeByVersion(perVersion);
  for (const change of report.changes) {
    if (change.level === 'DANGEROUS' && change.released) change.accepted = accept.has(change.coordinate);
  }
  report.accepted = [...accept].filter((c) =>
    report.changes.some((ch) => ch.accepted && ch.coordinate === c),
  );
  report.unused_accepts = [...accept].filter((coordinate) => !report.accepted.includes(coordinate));
  const changed = new Set(perVersion.filter(([, changes]) => changes.length > 0).map(([version]) => version));
  report.operations = await operationBreaks(
    { api: before, supergraphSdl: base.sdl },
    { api: after, supergraphSdl: composition.supergraphSdl },
    changed,
    input.operations ?? [],
  );
  return finish(report, composition.supergraphSdl, parts);
}

async function changesPerVersion(before: VersionedApi, after: VersionedApi) {
  const perVersion: Array<[string, SchemaChange[]]> = [];
  for (const [version, schema] of after.schemas) {
    perVersion.push([version, await schemaChanges(before.schemas.get(version) ?? schema, schema)]);
  }
  return perVersion;
}

const list = (values: string[]) => values.join(', ');
/** `1 operation`, `2 operations`. */
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The verdict: the reasons it may not be published, or what the reader should know when it may. */
function finish(
  report: CheckReport,
  supergraphSdl: string | null,
  parts: Record<SubgraphName, SubgraphPart> | null,
): CheckOutcome {
  const reasons: string[] = [];
  if (!report.composition.ok)
    reasons.push(`composition fails (${count(report.composition.errors.length, 'error')})`);
  const breaking = report.changes.filter((change) => change.level === 'BREAKING' && change.released);
  const brokenOperations = report.operations.broken.filter(
    (operation) => operation.unplannable || operation.versions.some((version) => RELEASED.has(version)),
  );
  if (breaking.length > 0 || brokenOperations.length > 0) {
    const versions = new Set([
      ...breaking.flatMap((change) => change.versions),
      ...brokenOperations.flatMap((operation) => operation.versions),
    ]);
    reasons.push(
      `breaks released API versions ${list([...versions].filter((v) => RELEASED.has(v)).sort())}: ` +
        `${count(breaking.length, 'schema change')}, ${count(brokenOperations.length, 'operation')}`,
    );
  }
  const unaccepted = report.changes.filter((change) => change.accepted === false);
  if (unaccepted.length > 0) {
    reasons.push(
      `dangerous changes not accepted: ${list(unaccepted.map((change) => change.coordinate))} ` +
        `(pass ${unaccepted.map((change) => `--accept ${change.coordinate}`).join(' ')} once clients are ready)`,
    );
  }
  const unreleasedOnly = report.changes.filter((change) => change.level === 'BREAKING' && !change.released);
  if (unreleasedOnly.length > 0) {
    report.notes.push(
      `${count(unreleasedOnly.length, 'breaking change')} only in ${list(UNRELEASED)} (not released yet): allowed`,
    );
  }
  if (report.unused_accepts.length > 0) {
    report.notes.push(`--accept named no dangerous change: ${list(report.unused_accepts)}`);
  }
  report.verdict = { ok: reasons.length === 0, reasons };
  return {
    report,
    supergraphSdl: report.verdict.ok ? supergraphSdl : null,
    parts: report.verdict.ok ? parts : null,
  };
}
