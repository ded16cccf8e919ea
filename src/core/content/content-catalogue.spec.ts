import { describe, expect, it } from 'vitest';
import { demoContentFiles } from '../../adapters/fakes/fake-content.adapter';
import { FakeErrorReporter } from '../../adapters/fakes/fake-system.adapter';
import { mergeContentFile, emptyContentFiles, replaceFdCode, type ContentBundle } from './content';
import { ContentCatalogue } from './content-catalogue';
import { FeatureToggles } from './feature-toggles';

const bundle = (patch: Partial<ContentBundle> = {}): ContentBundle => ({
  ...demoContentFiles(),
  version: 'v1',
  fragments: {},
  interstitial: null,
  ...patch,
});

describe('ContentCatalogue', () => {
  it('gives a label by key', () => {
    expect(new ContentCatalogue(bundle(), new FakeErrorReporter()).label('fd_lbl_back')).toBe('Back');
  });

  it('reports a missing key once (FDAEMLISTKEYSMISSING, 999) and gives fallback wording, never the key', () => {
    const reporter = new FakeErrorReporter();
    const catalogue = new ContentCatalogue(bundle(), reporter);
    expect(catalogue.label('fd_lbl_nope', 'Continue')).toBe('Continue');
    expect(catalogue.label('fd_lbl_nope')).toBe('Sorry this content currently unavailable, please try again later.');
    expect(reporter.reports).toEqual([{ code: 'FDAEMLISTKEYSMISSING', message: 'Content keys missing: fd_lbl_nope' }]);
  });

  it('treats prototype names and blank labels as missing', () => {
    const catalogue = new ContentCatalogue(bundle({ labels: { blank: '  ' } }), new FakeErrorReporter());
    expect(catalogue.label('constructor', 'x')).toBe('x');
    expect(catalogue.label('__proto__', 'y')).toBe('y');
    expect(catalogue.label('blank', 'z')).toBe('z');
  });

  it('replaces fd_code in labels and error entries', () => {
    const catalogue = new ContentCatalogue(bundle({ labels: { l: 'Quote fd_code.' } }), new FakeErrorReporter());
    expect(catalogue.labelWithCode('l', 'FD999T')).toBe('Quote FD999T.');
    expect(catalogue.errorEntry('FD001T')?.message).toContain('quote error code FD001T.');
    expect(catalogue.errorEntry('NOPE')).toBeNull();
  });

  it('has every spec toggle on in the demo set, and an unset toggle off', () => {
    const on = new ContentCatalogue(bundle(), new FakeErrorReporter());
    expect(FeatureToggles.every((t) => on.isEnabled(t))).toBe(true);
    const off = new ContentCatalogue(bundle({ featureToggles: { inbox: false } }), new FakeErrorReporter());
    expect(off.isEnabled('inbox')).toBe(false);
    expect(off.isEnabled('statements')).toBe(false);
  });

  it('reads a splash entry by name', () => {
    const catalogue = new ContentCatalogue(bundle({ splash: { summary: { title: 'New', paragraphs: ['p'] }, bad: 'x' } }), new FakeErrorReporter());
    expect(catalogue.splash('summary')).toEqual({ title: 'New', paragraphs: ['p'] });
    expect(catalogue.splash('bad')).toBeNull();
  });

  it('reads sections, copy, assets and the interstitial', () => {
    const catalogue = new ContentCatalogue(
      bundle({ json: { env: { name: 'local' } }, copy: { c: '<p>x</p>' }, assets: { logo: 'logo.svg' } }),
      new FakeErrorReporter(),
    );
    expect(catalogue.section('env')).toEqual({ name: 'local' });
    expect(catalogue.section('labels')).toHaveProperty('fd_lbl_back');
    expect(catalogue.section('features')).toHaveProperty('inbox', true);
    expect(catalogue.copy('c')).toBe('<p>x</p>');
    expect(catalogue.splash('summary')).toBeNull();
    expect(catalogue.asset('logo')).toBe('logo.svg');
    expect(catalogue.interstitial()).toEqual({
      ok: false,
      error: { code: 'FD890T', description: 'Unable to extract interstitialData from master json' },
    });
  });
});

describe('content helpers', () => {
  it('merges several files of one kind, later keys winning and FAQs concatenated', () => {
    const files = emptyContentFiles();
    mergeContentFile(files, 'labels', { a: '1', b: '1' });
    mergeContentFile(files, 'labels', { b: '2' });
    mergeContentFile(files, 'faqs', [{ id: '1', question: 'q', answer: 'a' }]);
    mergeContentFile(files, 'faqs', [{ id: '2', question: 'q', answer: 'a' }]);
    expect(files.labels).toEqual({ a: '1', b: '2' });
    expect(files.faqs.map((f) => f.id)).toEqual(['1', '2']);
  });

  it('replaces fd_code bare or in braces', () => {
    expect(replaceFdCode('a fd_code b {fd_code} c {{ fd_code }}', 'X1')).toBe('a X1 b X1 c X1');
  });
});
