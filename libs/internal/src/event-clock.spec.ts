import { EventClock } from './event-clock';

/** As monday.com's 17-digit `created_at` shows it. */
const text = ({ at, seq }: { at: Date; seq: number }) => `${at.getTime()}${String(seq).padStart(4, '0')}`;

describe('EventClock', () => {
  it('numbers the events of one millisecond, so they keep their order in the log', () => {
    let now = 1_782_864_000_000;
    const clock = new EventClock(() => now);
    const first = clock.next();
    const second = clock.next();
    now += 1;
    const third = clock.next();
    expect([first, second, third].map(text)).toEqual([
      '17828640000000000',
      '17828640000000001',
      '17828640000010000',
    ]);
  });

  it('keeps counting when the clock steps back, and borrows the next millisecond past 9,999 events', () => {
    let now = 1_782_864_000_005;
    const clock = new EventClock(() => now);
    clock.next();
    now -= 5;
    expect(text(clock.next())).toBe('17828640000050001');
    for (let index = 0; index < 9_998; index += 1) clock.next();
    expect(text(clock.next())).toBe('17828640000060000');
  });
});
