import { injectable } from 'inversify';
import type { AriaLiveMode, GlobalSettings } from '../../core/http/global-settings.port';

/** Global settings held in memory for the page's life; nothing here outlives a reload. */
@injectable()
export class InMemoryGlobalSettings implements GlobalSettings {
  private date: string | null = null;
  private correlation: string | null = null;
  private ariaLive: AriaLiveMode = 'polite';

  get serverDate(): string | null {
    return this.date;
  }
  get correlationId(): string | null {
    return this.correlation;
  }
  get ariaLiveMode(): AriaLiveMode {
    return this.ariaLive;
  }
  recordResponse(values: { serverDate?: string | null; correlationId?: string | null }): void {
    if (values.serverDate) this.date = values.serverDate;
    if (values.correlationId) this.correlation = values.correlationId;
  }
  setAriaLiveMode(mode: AriaLiveMode): void {
    this.ariaLive = mode;
  }
}
