/**
 * When events happen, in an order: monday.com's activity `created_at` is 17 digits, the
 * millisecond and four more, which here number the events one process writes within one
 * millisecond, so a change's events and quick successive changes keep their order in the log.
 * Every subgraph whose changes are logged times its events by it (board-events.ts).
 */
export class EventClock {
  /** The one clock of this process: every write's events are ordered by it. */
  static readonly process = new EventClock();

  private lastMs = 0;
  private seq = 0;

  constructor(private readonly now: () => number = Date.now) {}

  next(): { at: Date; seq: number } {
    // A clock that steps back keeps counting in the last millisecond, so the order holds.
    const ms = Math.max(this.now(), this.lastMs);
    this.seq = ms === this.lastMs ? this.seq + 1 : 0;
    this.lastMs = ms;
    // Past 9,999 events in one millisecond, the next millisecond is borrowed.
    if (this.seq > 9_999) {
      this.lastMs += 1;
      this.seq = 0;
    }
    return { at: new Date(this.lastMs), seq: this.seq };
  }
}
