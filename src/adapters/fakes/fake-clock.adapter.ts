import { injectable } from 'inversify';
import type { Clock, Scheduler } from '../../core/shared/clock.port';

interface Task {
  id: number;
  at: number;
  every?: number;
  fn: () => void;
}

/**
 * A clock and scheduler in one, moved by hand: `advance(ms)` runs every timer that falls due, in
 * order, so cadence rules (session checks, inactivity log-off) are tested without real time.
 */
@injectable()
export class FakeClock implements Clock, Scheduler {
  private current = Date.UTC(2026, 10, 22, 9, 30, 0);
  private tasks: Task[] = [];
  private nextId = 1;

  now(): number {
    return this.current;
  }

  set(epochMs: number): void {
    this.current = epochMs;
  }

  setTimeout(fn: () => void, ms: number): () => void {
    const id = this.nextId++;
    this.tasks.push({ id, at: this.current + ms, fn });
    return () => this.cancel(id);
  }

  setInterval(fn: () => void, ms: number): () => void {
    const id = this.nextId++;
    this.tasks.push({ id, at: this.current + ms, every: ms, fn });
    return () => this.cancel(id);
  }

  /** Number of timers still pending. */
  get pending(): number {
    return this.tasks.length;
  }

  advance(ms: number): void {
    const end = this.current + ms;
    for (;;) {
      const due = this.tasks.filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
      if (!due) break;
      this.current = due.at;
      if (due.every) due.at += due.every;
      else this.cancel(due.id);
      due.fn();
    }
    this.current = end;
  }

  private cancel(id: number): void {
    this.tasks = this.tasks.filter((t) => t.id !== id);
  }
}
