import { injectable } from 'inversify';
import type { Clock, Scheduler } from '../../core/shared/clock.port';

@injectable()
export class BrowserClock implements Clock {
  now(): number {
    return Date.now();
  }
}

@injectable()
export class BrowserScheduler implements Scheduler {
  setTimeout(fn: () => void, ms: number): () => void {
    const id = window.setTimeout(fn, ms);
    return () => window.clearTimeout(id);
  }
  setInterval(fn: () => void, ms: number): () => void {
    const id = window.setInterval(fn, ms);
    return () => window.clearInterval(id);
  }
}
