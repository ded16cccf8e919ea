/** Time comes through a port so that rules depending on it are testable with a fake clock. */
export const Clock = Symbol('Clock');
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const Scheduler = Symbol('Scheduler');
export interface Scheduler {
  /** Runs fn after ms; returns a cancel function. */
  setTimeout(fn: () => void, ms: number): () => void;
  /** Runs fn every ms; returns a cancel function. */
  setInterval(fn: () => void, ms: number): () => void;
}
