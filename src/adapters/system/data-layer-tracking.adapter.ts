import { injectable } from 'inversify';
import { TrackingDefaults, type TrackedEvent, type Tracking, type TrackingContext } from '../../core/shared/tracking.port';

export interface TrackingRecord {
  kind: 'page' | 'event';
  name: string;
  event?: TrackedEvent;
  context: TrackingContext;
}

declare global {
  interface Window {
    /** Tag managers read from this list; it is the only contract with them. */
    bankDataLayer?: TrackingRecord[];
  }
}

/** Pushes page views and events onto window.bankDataLayer for the bank's tag manager to collect. */
@injectable()
export class DataLayerTracking implements Tracking {
  page(name: string, context?: Partial<TrackingContext>): void {
    this.push({ kind: 'page', name, context: { ...TrackingDefaults, ...context } });
  }
  event(event: TrackedEvent, context?: Partial<TrackingContext>): void {
    this.push({ kind: 'event', name: event.action, event, context: { ...TrackingDefaults, ...context } });
  }
  private push(record: TrackingRecord): void {
    (window.bankDataLayer ??= []).push(record);
  }
}
