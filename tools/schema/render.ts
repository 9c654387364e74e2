// How `npm run schema` prints for people: a line per change, a verdict, aligned tables. `--json` bypasses it.
import { API_VERSIONS } from '@workapi/versioning';
import {
  HEARTBEAT_STALE_MS,
  type CheckReport,
  type Heartbeat,
  type PublishOutcome,
  type SubgraphVersion,
  type SupergraphVersion,
} from '@workapi/registry';
import { table, when } from '../admin/output';

const short = (hash: string | null) => (hash ? hash.slice(0, 12) : '-');

const UNRELEASED = new Set(API_VERSIONS.filter((v) => v.kind === 'release_candidate').map((v) => v.value));

/** What a change line adds after the message: how the verdict treats it. */
function treatment(change: CheckReport['changes'][number]): string {
  if (change.level === 'BREAKING' && !change.released) return ' (not released yet: allowed)';
  if (change.accepted === true) return ' (accepted)';
  if (change.accepted === false) return ` (needs --accept ${change.coordinate})`;
  return '';
}

function against(report: CheckReport): string {
  const sources = report.composed_with
    .filter((part) => part.source !== 'candidate')
    .map((part) =>
      part.source === 'registry' ? `${part.subgraph} v${part.version}` : `${part.subgraph} (checked-in)`,
    );
  const base =
    report.base.source === 'registry'
      ? `supergraph v${report.base.version} (${short(report.base.hash)})`
      : report.base.source === 'checked-in'
        ? 'the checked-in supergraph (the registry is empty)'
        : 'nothing';
  return `against ${base}, composed with ${sources.join(', ')}`;
}

/** The report of a check: what was compared, a line per change and broken operation, notes, the verdict. */
export function checkText(report: CheckReport, title: string, verdict?: string): string {
  const lines = [`${title} (sha256 ${short(report.candidate)})`, against(report)];
  for (const error of report.composition.errors) lines.push(`ERROR composition: ${error}`);
  const rows: string[][] = report.changes.map((change) => [
    change.level,
    change.coordinate,
    change.versions.join(' '),
    `${change.message}${change.note ? ` [${change.note}]` : ''}${treatment(change)}`,
  ]);
  for (const operation of report.operations.broken) {
    const released = operation.unplannable || operation.versions.some((version) => !UNRELEASED.has(version));
    rows.push([
      'BREAKING',
      `operation ${operation.id}${operation.name ? ` (${operation.name})` : ''}`,
      operation.unplannable ? 'plan' : operation.versions.join(' '),
      `${operation.message}${released ? '' : ' (not released yet: allowed)'}`,
    ]);
  }
  if (rows.length > 0) lines.push(table(['LEVEL', 'COORDINATE', 'VERSIONS', 'CHANGE'], rows));
  else if (report.composition.ok) lines.push('no change to any API version');
  const checked = Object.entries(report.operations.checked);
  if (checked.length > 0) {
    lines.push(`operations checked: ${checked.map(([source, count]) => `${count} ${source}`).join(', ')}`);
  }
  lines.push(...report.notes.map((note) => `note: ${note}`));
  lines.push(
    report.verdict.ok
      ? `verdict: ${verdict ?? 'may be published'}`
      : `verdict: refused: ${report.verdict.reasons.join('; ')}`,
  );
  return lines.join('\n');
}

export function publishText(outcome: PublishOutcome, title: string): string {
  const retried = outcome.attempts > 1 ? ` after ${outcome.attempts - 1} other publishes came first` : '';
  switch (outcome.outcome) {
    case 'published': {
      const { supergraph } = outcome;
      const told = outcome.notified
        ? 'gateways told on Redis'
        : 'Redis not told: gateways find it when they next poll';
      return checkText(
        outcome.report,
        title,
        `published ${supergraph.published.subgraph} v${supergraph.published.version} as supergraph v${supergraph.version} (${short(supergraph.hash)})${retried}; ${told}`,
      );
    }
    case 'unchanged':
      return checkText(
        outcome.report,
        title,
        `nothing to publish: supergraph v${outcome.supergraph.version} already has this schema of ${outcome.report.subgraph}`,
      );
    case 'refused':
      return checkText(outcome.report, `${title}${retried ? ` (checked again${retried})` : ''}`);
    case 'contended':
      return checkText(
        outcome.report,
        title,
        `not published: other publishes took the next version ${outcome.attempts} times; run it again`,
      );
  }
}

export function historyText(subgraph: string, versions: SubgraphVersion[]): string {
  if (versions.length === 0) return `${subgraph}: nothing published yet`;
  return table(
    ['VERSION', 'HASH', 'PUBLISHED', 'BY', 'REVISION'],
    versions.map((version) => [
      version.version,
      short(version.hash),
      when(version.published_at),
      version.published_by,
      version.revision ?? '-',
    ]),
  );
}

export type GatewayState = 'up to date' | 'behind' | 'checked-in' | 'stale';

export interface Status {
  head: {
    version: number;
    hash: string;
    published_at: Date;
    published_by: string;
    subgraphs: Record<string, { version: number | null; hash: string; source: string }>;
  } | null;
  gateways: Array<Heartbeat & { seconds_ago: number; state: GatewayState }>;
}

/** The head and every gateway's heartbeat, each judged against the head at `now`. */
export function statusOf(head: SupergraphVersion | null, beats: Heartbeat[], now: Date): Status {
  const stateOf = (beat: Heartbeat): GatewayState => {
    if (now.getTime() - beat.last_seen.getTime() > HEARTBEAT_STALE_MS) return 'stale';
    if (beat.version === null) return 'checked-in';
    return head && beat.version === head.version && beat.hash === head.hash ? 'up to date' : 'behind';
  };
  return {
    head: head && {
      version: head.version,
      hash: head.hash,
      published_at: head.published_at,
      published_by: head.published_by,
      subgraphs: Object.fromEntries(
        Object.entries(head.subgraphs).map(([name, { version, hash, source }]) => [
          name,
          { version, hash, source },
        ]),
      ),
    },
    gateways: beats.map((beat) => ({
      ...beat,
      seconds_ago: Math.max(0, Math.round((now.getTime() - beat.last_seen.getTime()) / 1000)),
      state: stateOf(beat),
    })),
  };
}

export function statusText({ head, gateways }: Status): string {
  const headLine = head
    ? `head: supergraph v${head.version} (${short(head.hash)}), published ${when(head.published_at)} by ${head.published_by}; ` +
      Object.entries(head.subgraphs)
        .map(([name, part]) =>
          part.source === 'registry' ? `${name} v${part.version}` : `${name} (checked-in)`,
        )
        .join(', ')
    : 'head: nothing published yet (gateways serve the checked-in supergraph)';
  const rows = gateways.map((gateway) => [
    gateway.gateway,
    gateway.version === null ? 'checked-in' : `v${gateway.version}`,
    short(gateway.hash),
    `${when(gateway.last_seen)} (${gateway.seconds_ago} s ago)`,
    gateway.state,
  ]);
  return [
    headLine,
    rows.length > 0
      ? table(['GATEWAY', 'APPLIED', 'HASH', 'LAST SEEN', 'STATE'], rows)
      : 'no gateway has reported',
  ].join('\n');
}
