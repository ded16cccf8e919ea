/** Page and event tracking (analytics). Defaults per docs/rules/constants.md. */
export const TrackingDefaults = {
  businessLine: 'RBWM',
  channel: 'web',
  customerGroup: 'Retail',
  language: 'en',
  securityLevel: 0,
} as const;

export interface TrackingContext {
  businessLine: string;
  channel: string;
  customerGroup: string;
  language: string;
  securityLevel: number;
}

export interface TrackedEvent {
  action: string;
  category: string;
  label?: string;
}

export const Tracking = Symbol('Tracking');
export interface Tracking {
  page(name: string, context?: Partial<TrackingContext>): void;
  event(event: TrackedEvent, context?: Partial<TrackingContext>): void;
}
