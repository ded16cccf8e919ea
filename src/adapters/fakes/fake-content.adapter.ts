import { injectable } from 'inversify';
import { ContentFileKinds, emptyContentFiles, mergeContentFile, type ContentBundle, type ContentFileKind, type ContentFiles, type ContentMaster } from '../../core/content/content';
import type { ContentCachePort } from '../../core/content/content-cache.port';
import { ContentFailure, ContentFailureMessages, type ContentFailureMessage } from '../../core/content/content-failure';
import type { ContentPort } from '../../core/content/content.port';
import { FeatureToggles } from '../../core/content/feature-toggles';
import { ErrorCodes, genericPanelTitle } from '../../core/shared/error-codes';
import { contentMasterPath } from '../content/http-content.adapter';
import { toContentFile, toContentMaster } from '../content/content.mapper';
import { WireAnswers, type WireSchemas } from './wire-answers';

/** Each kind's file as the content service sends it, typed by openapi/bank.yaml (ContentFileByKind). */
export type ContentWireFiles = { [K in ContentFileKind]: NonNullable<WireSchemas['ContentFileByKind'][K]> };

/** A small demo content set for the fakes profile, as content sends it: every toggle on, a few labels and error entries. */
export function demoContentWire(): ContentWireFiles {
  return {
    labels: {
      fd_lbl_online_banking: 'Online Banking',
      fd_lbl_skip_to_content: 'Skip to main content',
      fd_lbl_back: 'Back',
      fd_lbl_balances: 'Balances',
      fd_lbl_pdca_unavailable: 'Pending card authorisations are unavailable at the moment',
    },
    assets: {},
    errorCodes: {
      FD001T: { title: genericPanelTitle, message: "Sorry. Something's not right with our system - please try again later or you can send us a message from our help section and quote error code fd_code." },
      FD890T: { title: 'Content unavailable', message: 'Sorry this content currently unavailable, please try again later.' },
    },
    faqs: [{ id: 'faq-1', question: 'How do I log on?', answer: '<p>Enter your username, then your password.</p>' }],
    featureToggles: Object.fromEntries(FeatureToggles.map((t) => [t, true])) as WireSchemas['ContentFeatureTogglesFile'],
    splash: {},
    products: {},
    beneficiaries: {},
    json: {},
    copy: {},
  };
}

/** The demo content set as the app holds it: each file read by the HTTP adapter's mapper. */
export function demoContentFiles(): ContentFiles {
  const wire = demoContentWire();
  const files = emptyContentFiles();
  for (const kind of ContentFileKinds) mergeContentFile(files, kind, toContentFile(kind, wire[kind]));
  return files;
}

/** Where the fake's master links each kind: a folder per kind, as the content service keeps them. */
export const fakeContentPath = (kind: ContentFileKind): string => `${kind}/${kind}.json`;

/**
 * An in-memory content service: one file per kind under `<kind>/<kind>.json`, fragments by path.
 * Tests change `files` (content's JSON, typed by the document), `timestamp` or set `failWith` to make
 * the next calls fail; `requests` lists calls. Every answer is recorded in `wire` as content sent it
 * (a file with its kind's schema, a fragment as a page, a forced failure as the error envelope) and
 * read by the HTTP adapter's mappers (docs/api/fakes.md).
 */
@injectable()
export class FakeContent implements ContentPort {
  readonly wire = new WireAnswers();
  files: ContentWireFiles = demoContentWire();
  timestamp = '2026-11-01T09:00:00Z';
  fragments: Record<string, string> = { 'fd-help-intro': 'fragments/help-intro.html' };
  fragmentBodies: Record<string, string> = { 'fragments/help-intro.html': '<p>We are here to help.</p>' };
  interstitial: WireSchemas['GetContentMasterJsonAnswer']['interstitialData'] | null = { enabled: false };
  /** When set, the named call fails with this message. */
  failWith: { on: 'master' | 'file' | 'fragment'; message: ContentFailureMessage } | null = null;
  readonly requests: string[] = [];

  fetchMaster(timestamp: number): Promise<ContentMaster> {
    this.requests.push(`master?ts=${timestamp}`);
    if (this.failWith?.on === 'master') return this.fail(`/${contentMasterPath}`, this.failWith.message);
    const answer: WireSchemas['GetContentMasterJsonAnswer'] = {
      timestamp: this.timestamp,
      masterData: Object.fromEntries(ContentFileKinds.map((k) => [k, [fakeContentPath(k)]])),
      fragments: { ...this.fragments },
      ...(this.interstitial ? { interstitialData: this.interstitial } : {}),
    };
    return Promise.resolve(toContentMaster(this.wire.record('GET', `/${contentMasterPath}`, answer, { base: 'content' })));
  }

  fetchFile<K extends ContentFileKind>(kind: K, path: string, version: string): Promise<ContentFiles[K]> {
    this.requests.push(`${path}?v=${version}`);
    if (this.failWith?.on === 'file') return this.fail(`/${path}`, this.failWith.message);
    const answer = this.wire.record('GET', `/${path}`, this.files[kind], { base: 'content', schema: `ContentFileByKind/properties/${kind}` });
    try {
      return Promise.resolve(toContentFile(kind, structuredClone(answer)));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  fetchFragment(path: string): Promise<string> {
    this.requests.push(path);
    const body = this.fragmentBodies[path];
    if (this.failWith?.on === 'fragment' || body === undefined) {
      return this.fail(`/${path}`, this.failWith?.message ?? ContentFailureMessages.fragment, body === undefined ? 404 : 500);
    }
    this.wire.recordPage('GET', `/${path}`, 'content');
    return Promise.resolve(body);
  }

  /** The content service's failure as an error envelope (the document lets content send anything on failure). */
  private fail(path: string, message: ContentFailureMessage, status = 500): Promise<never> {
    this.wire.recordFailure('GET', path, { code: ErrorCodes.missingContent, description: message, status }, { base: 'content' });
    return Promise.reject(new ContentFailure(message));
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
