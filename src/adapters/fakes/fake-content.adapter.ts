import { injectable } from 'inversify';
import { ContentFileKinds, emptyContentFiles, type ContentBundle, type ContentFileKind, type ContentFiles, type ContentMaster } from '../../core/content/content';
import type { ContentCachePort } from '../../core/content/content-cache.port';
import { ContentFailure, ContentFailureMessages, type ContentFailureMessage } from '../../core/content/content-failure';
import type { ContentPort } from '../../core/content/content.port';
import { FeatureToggles, type FeatureToggle } from '../../core/content/feature-toggles';
import { genericPanelTitle } from '../../core/shared/error-codes';

/** A small demo content set for the fakes profile: every toggle on, a few labels and error entries. */
export function demoContentFiles(): ContentFiles {
  const files = emptyContentFiles();
  files.labels = {
    fd_lbl_online_banking: 'Online Banking',
    fd_lbl_skip_to_content: 'Skip to main content',
    fd_lbl_back: 'Back',
    fd_lbl_balances: 'Balances',
    fd_lbl_pdca_unavailable: 'Pending card authorisations are unavailable at the moment',
  };
  files.errorCodes = {
    FD001T: { title: genericPanelTitle, message: "Sorry. Something's not right with our system - please try again later or you can send us a message from our help section and quote error code fd_code." },
    FD890T: { title: 'Content unavailable', message: 'Sorry this content currently unavailable, please try again later.' },
  };
  files.featureToggles = Object.fromEntries(FeatureToggles.map((t) => [t, true])) as Record<FeatureToggle, boolean>;
  files.faqs = [{ id: 'faq-1', question: 'How do I log on?', answer: '<p>Enter your username, then your password.</p>' }];
  return files;
}

/**
 * An in-memory content service: one file per kind under `<kind>.json`, fragments by path. Tests
 * change `files`, `timestamp` or set `failWith` to make the next calls fail; `requests` lists calls.
 */
@injectable()
export class FakeContent implements ContentPort {
  files: ContentFiles = demoContentFiles();
  timestamp = '2026-11-01T09:00:00Z';
  fragments: Record<string, string> = { 'fd-help-intro': 'fragments/help-intro.html' };
  fragmentBodies: Record<string, string> = { 'fragments/help-intro.html': '<p>We are here to help.</p>' };
  interstitial: Record<string, unknown> | null = { enabled: false };
  /** When set, the named call fails with this message. */
  failWith: { on: 'master' | 'file' | 'fragment'; message: ContentFailureMessage } | null = null;
  readonly requests: string[] = [];

  fetchMaster(timestamp: number): Promise<ContentMaster> {
    this.requests.push(`master?ts=${timestamp}`);
    if (this.failWith?.on === 'master') return Promise.reject(new ContentFailure(this.failWith.message));
    const links = Object.fromEntries(ContentFileKinds.map((k) => [k, [`${k}.json`]])) as Record<ContentFileKind, string[]>;
    return Promise.resolve({ timestamp: this.timestamp, links, fragments: { ...this.fragments }, interstitial: this.interstitial });
  }

  fetchFile<K extends ContentFileKind>(kind: K, path: string, version: string): Promise<ContentFiles[K]> {
    this.requests.push(`${path}?v=${version}`);
    if (this.failWith?.on === 'file') return Promise.reject(new ContentFailure(this.failWith.message));
    return Promise.resolve(structuredClone(this.files[kind]));
  }

  fetchFragment(path: string): Promise<string> {
    this.requests.push(path);
    const body = this.fragmentBodies[path];
    if (this.failWith?.on === 'fragment' || body === undefined) {
      return Promise.reject(new ContentFailure(this.failWith?.message ?? ContentFailureMessages.fragment));
    }
    return Promise.resolve(body);
  }
}

@injectable()
export class InMemoryContentCache implements ContentCachePort {
  stored: ContentBundle | null = null;
  read(): ContentBundle | null {
    return this.stored ? structuredClone(this.stored) : null;
  }
  write(bundle: ContentBundle): void {
    this.stored = structuredClone(bundle);
  }
}
