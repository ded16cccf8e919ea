import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserFileSaver } from './browser-file-saver.adapter';

describe('BrowserFileSaver', () => {
  afterEach(() => vi.restoreAllMocks());

  it('clicks a download link named after the file, then removes it', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      created.push(b);
      return 'blob:test';
    });
    URL.revokeObjectURL = vi.fn();
    const clicks: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    new BrowserFileSaver().save({ fileName: 'a.csv', mimeType: 'text/csv', content: 'x,y' });
    expect(clicks[0]?.download).toBe('a.csv');
    expect(clicks[0]?.getAttribute('href')).toBe('blob:test');
    expect(created[0]?.size).toBe(3);
    expect(created[0]?.type).toBe('text/csv');
    expect(document.querySelector('a[download]')).toBeNull();
    await new Promise((r) => setTimeout(r, 1));
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test');
  });

  it("saves a worker's Blob as it is, without copying it into another", () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      created.push(b);
      return 'blob:worker';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const blob = new Blob(['\uFEFFDate,Description'], { type: 'text/csv;charset=utf-8' });
    new BrowserFileSaver().save({ fileName: 'b.csv', mimeType: 'text/csv;charset=utf-8', blob });
    expect(created).toHaveLength(1);
    expect(created[0]).toBe(blob);
  });
});
