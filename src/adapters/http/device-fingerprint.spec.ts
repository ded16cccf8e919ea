import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceFingerprint, deviceTimeZone } from './device-fingerprint';

describe('deviceTimeZone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('takes the zone from Temporal where the browser has it, without touching Intl (which loads ICU)', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Europe/London' } });
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    expect(deviceTimeZone()).toBe('Europe/London');
    expect(intl).not.toHaveBeenCalled();
  });

  it('falls back to Intl, and to unknown when neither answers', () => {
    vi.stubGlobal('Temporal', undefined);
    expect(deviceTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new Error('no Intl');
    });
    expect(deviceTimeZone()).toBe('unknown');
  });

  it('puts the zone in the fingerprint, encoded', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'America/Argentina/Buenos_Aires' } });
    expect(deviceFingerprint()).toContain('tz=America%2FArgentina%2FBuenos_Aires');
  });
});
