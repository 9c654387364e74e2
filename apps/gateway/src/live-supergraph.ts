import { withTimeout } from '@workapi/http';
import { supergraphUpdates, supergraphVersion, type Logger, type SupergraphOutcome } from '@workapi/logging';
import { HEARTBEAT_INTERVAL_MS, sha256, type HeadRef, type Registry } from '@workapi/registry';
import { ServedSupergraph, SupergraphRejected, type SupergraphSource } from './served-supergraph';

/** How often the head is polled besides Redis notices (Apollo Router's and Hive's 10 s), ± a quarter. */
export const POLL_INTERVAL_MS = 10_000;
/** How long the first read of the head may take before the gateway starts from the checked-in file. */
const START_TIMEOUT_MS = 5_000;

export interface LiveSupergraphOptions {
  registry: Pick<Registry, 'headRef' | 'head' | 'supergraph' | 'subscribe' | 'heartbeat'>;
  /** How `status` names this gateway in its heartbeats. */
  gatewayId: string;
  /** The checked-in `supergraph.graphql`: served while the registry is empty or unreachable. */
  checkedIn: () => string;
  /** The subgraphs this gateway has URLs for; a supergraph naming another is rejected. */
  routable: readonly string[];
  logger: Logger;
  pollIntervalMs?: number;
  heartbeatIntervalMs?: number;
}

/** What the server serving the supergraph is told: each new one, before any request captures it. */
export interface SupergraphHooks {
  /** Throws if the server cannot take it; the last good supergraph then keeps serving. */
  update(next: ServedSupergraph): void;
}

const count = (outcome: SupergraphOutcome) => supergraphUpdates.inc({ outcome });

/**
 * The registry's head as the gateway's supergraph (executor.ts `SupergraphGateway`). It starts from the
 * head, or from the checked-in supergraph while the registry is empty or cannot be reached (and
 * says so); it never composes. It then follows the head: Redis notices, and a poll every ~10 s
 * with jitter that survives any error (logged and counted, then polled again). Each new head is
 * built and validated whole (ServedSupergraph) before Apollo Gateway gets it; a head that fails
 * keeps the last good supergraph serving. Every HEARTBEAT_INTERVAL_MS it tells the registry which
 * version it serves (`npm run schema -- status`).
 */
export class LiveSupergraph {
  private served: ServedSupergraph | null = null;
  private update: SupergraphHooks['update'] | null = null;
  /** The head last rejected (`version:hash`), so a bad head is judged (logged, counted) once. */
  private rejected: string | null = null;
  private refreshing: Promise<void> | null = null;
  private again = false;
  private unreachable = false;
  private stopped = false;
  private poll: NodeJS.Timeout | undefined;
  private beat: NodeJS.Timeout | undefined;
  private unsubscribe: (() => Promise<void>) | null = null;

  constructor(private readonly options: LiveSupergraphOptions) {}

  /** The supergraph serving requests that start now. */
  get current(): ServedSupergraph {
    if (!this.served) throw new Error('the supergraph is not loaded yet');
    return this.served;
  }

  /** Loads the starting supergraph and follows the head from then on; `current` serves it. */
  async initialize({ update }: SupergraphHooks): Promise<ServedSupergraph> {
    this.served = await this.startingSupergraph();
    this.update = update;
    supergraphVersion.set(this.served.version ?? 0);
    this.unsubscribe = this.options.registry.subscribe(() => void this.refresh());
    this.schedulePoll();
    this.beat = setInterval(
      () => void this.heartbeat(),
      this.options.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS,
    );
    this.beat.unref();
    void this.heartbeat();
    return this.served;
  }

  /**
   * Reads the head and applies it if it is not what is served (one refresh at a time; a notice
   * arriving meanwhile runs one more). Never throws: a registry that cannot be read is logged
   * (once, until it answers again) and counted.
   */
  refresh(): Promise<void> {
    if (this.refreshing) {
      this.again = true;
      return this.refreshing;
    }
    this.refreshing = (async () => {
      do {
        this.again = false;
        await this.refreshOnce();
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.poll);
    clearInterval(this.beat);
    await this.unsubscribe?.();
    await this.refreshing;
  }

  private async startingSupergraph(): Promise<ServedSupergraph> {
    const { logger } = this.options;
    try {
      const head = await withTimeout(this.options.registry.head(), START_TIMEOUT_MS);
      if (!head) {
        logger.info('registry: nothing published yet; serving the checked-in supergraph');
        return this.checkedIn();
      }
      const served = this.build(head);
      if (served) {
        logger.info({ version: served.version }, 'registry: serving the head supergraph');
        return served;
      }
    } catch (error) {
      this.unreachable = true;
      count('unreachable');
      logger.warn(
        { err: (error as Error).message },
        'registry: cannot be reached; serving the checked-in supergraph until it can',
      );
      return this.checkedIn();
    }
    logger.warn('registry: its head cannot be served; serving the checked-in supergraph');
    return this.checkedIn();
  }

  private checkedIn(): ServedSupergraph {
    const sdl = this.options.checkedIn();
    return new ServedSupergraph({ version: null, hash: sha256(sdl), sdl }, this.options.routable);
  }

  private async refreshOnce(): Promise<void> {
    const { registry, logger } = this.options;
    let head: SupergraphSource | null;
    try {
      const ref = await registry.headRef();
      if (!ref || this.serves(ref) || this.rejected === key(ref)) return;
      head = await registry.supergraph(ref.version);
    } catch (error) {
      count('unreachable');
      if (!this.unreachable)
        logger.warn({ err: (error as Error).message }, 'registry: cannot be reached; polling on');
      this.unreachable = true;
      return;
    }
    if (this.unreachable) logger.info('registry: reachable again');
    this.unreachable = false;
    if (head && !this.stopped) this.apply(head);
  }

  private serves(ref: HeadRef): boolean {
    return this.served?.version === ref.version && this.served.hash === ref.hash;
  }

  /** Builds and validates a head, or logs and counts why it cannot be served and returns null. */
  private build(head: SupergraphSource): ServedSupergraph | null {
    try {
      return new ServedSupergraph(head, this.options.routable);
    } catch (error) {
      this.reject(head, error as Error);
      return null;
    }
  }

  private reject(head: SupergraphSource, error: Error) {
    this.rejected = key(head);
    count('rejected');
    this.options.logger.error(
      {
        version: head.version,
        hash: head.hash.slice(0, 12),
        serving: this.served?.version ?? 'checked-in',
        reason: error instanceof SupergraphRejected ? error.message : `Apollo Server: ${error.message}`,
      },
      'registry: rejected the head supergraph; the last good one keeps serving',
    );
  }

  private apply(head: SupergraphSource): void {
    const next = this.build(head);
    if (!next || !this.update) return;
    try {
      // Apollo Server's own schema follows; it throws (and keeps the old one) if it cannot load it.
      this.update(next);
    } catch (error) {
      this.reject(head, error as Error);
      return;
    }
    // In the same tick as Apollo Server's swap: no request sees one without the other.
    const previous = this.served?.version ?? 'checked-in';
    this.served = next;
    this.rejected = null;
    supergraphVersion.set(next.version ?? 0);
    count('applied');
    this.options.logger.info({ version: next.version, previous }, 'registry: applied a new supergraph');
    void this.heartbeat();
  }

  private schedulePoll(): void {
    if (this.stopped) return;
    const every = this.options.pollIntervalMs ?? POLL_INTERVAL_MS;
    // Jitter, so gateways started together do not ask the registry together.
    this.poll = setTimeout(
      () => void this.refresh().finally(() => this.schedulePoll()),
      every * (0.75 + Math.random() / 2),
    );
    this.poll.unref();
  }

  private async heartbeat(): Promise<void> {
    const served = this.served;
    if (!served || this.stopped) return;
    try {
      await this.options.registry.heartbeat({
        gateway: this.options.gatewayId,
        version: served.version,
        hash: served.hash,
      });
    } catch (error) {
      this.options.logger.debug({ err: (error as Error).message }, 'registry: heartbeat not recorded');
    }
  }
}

const key = (ref: HeadRef | SupergraphSource) => `${ref.version}:${ref.hash}`;
