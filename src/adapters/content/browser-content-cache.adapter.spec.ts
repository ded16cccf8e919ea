import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserContentCache } from './browser-content-cache.adapter';
import { demoContentFiles } from '../fakes/fake-content.adapter';
import type { ContentBundle } from '../../core/content/content';

const bundle: ContentBundle = { ...demoContentFiles(), version: 'v1', fragments: {}, interstitial: null };

describe('BrowserContentCache', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('stores and reads back a bundle', () => {
    const cache = new BrowserContentCache();
    expect(cache.read()).toBeNull();
    cache.write(bundle);
    expect(new BrowserContentCache().read()).toEqual(bundle);
  });

  it('ignores a stored value of the wrong shape or broken JSON', () => {
    localStorage.setItem('ob.content', JSON.stringify({ version: 'v1' }));
    expect(new BrowserContentCache().read()).toBeNull();
    localStorage.setItem('ob.content', '{not json');
    expect(new BrowserContentCache().read()).toBeNull();
  });

  it('keeps nothing when storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => new BrowserContentCache().write(bundle)).not.toThrow();
    expect(new BrowserContentCache().read()).toBeNull();
  });
});
