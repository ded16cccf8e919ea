import { describe, expect, it } from 'vitest';
import { indexDestination, startRedirect } from './start-route';

describe('index destination', () => {
  it('goes to Balances with a loaded full session', () => {
    expect(indexDestination({ loaded: true, level: 40 })).toBe('/summary');
  });
  it('goes to Balances when the log-on completed at CAM30 (the first listed success raises it to 40)', () => {
    expect(indexDestination({ loaded: true, level: 30 })).toBe('/summary');
  });
  it('goes to log on otherwise', () => {
    expect(indexDestination({ loaded: false, level: 40 })).toBe('/authentication/username');
    expect(indexDestination({ loaded: false, level: 30 })).toBe('/authentication/username');
    expect(indexDestination({ loaded: true, level: 10 })).toBe('/authentication/username');
    expect(indexDestination({ loaded: false, level: 0 })).toBe('/authentication/username');
  });
});

describe('start redirect', () => {
  it('sends error, new-session and log-off paths to log on', () => {
    for (const path of ['/authentication/error', '/authentication/error/FD2G004', '/authentication/new-session', '/authentication/logoff', '/logoff/locked']) {
      expect(startRedirect(path), path).toBe('/authentication/username');
    }
  });
  it('leaves other paths alone', () => {
    for (const path of ['/', '/summary', '/authentication/username', '/authentication/errors-page', '/logoffs']) {
      expect(startRedirect(path), path).toBeNull();
    }
  });
});
