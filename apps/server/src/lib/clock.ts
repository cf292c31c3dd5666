/**
 * The server's notion of now. Production uses the wall clock; with TEST_CLOCK the end-to-end
 * tests can move it forward so a 90 s therapy limit is reached without waiting 90 s, while the
 * server still enforces the limit with its own clock.
 */
export interface Clock {
  now(): Date;
  advance(ms: number): void;
  offsetMs(): number;
}

export function createClock(): Clock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms;
    },
    offsetMs: () => offset,
  };
}
