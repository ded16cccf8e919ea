import { ErrorCodes, contentUnavailableMessage } from '../shared/error-codes';
import type { ErrorReporter } from '../shared/error-reporter.port';
import { fail, ok, type AppError, type Result } from '../shared/result';
import { replaceFdCode, type ContentBundle, type ContentErrorEntry, type ContentSectionKey, type FaqEntry } from './content';
import { ContentFailureMessages } from './content-failure';
import type { FeatureToggle } from './feature-toggles';

/**
 * Reading loaded content. A missing label is reported once (docs/rules/error-catalogue.md: list code
 * FDAEMLISTKEYSMISSING, key code 999) and the customer gets fallback wording, never the raw key.
 */
export class ContentCatalogue {
  private readonly reported = new Set<string>();

  constructor(
    private readonly bundle: ContentBundle,
    private readonly reporter: Pick<ErrorReporter, 'report'>,
  ) {}

  get version(): string {
    return this.bundle.version;
  }

  /** Fragment paths by content key, for LoadFragment. */
  fragmentPaths(): Readonly<Record<string, string>> {
    return this.bundle.fragments;
  }

  hasLabel(key: string): boolean {
    return typeof own(this.bundle.labels, key) === 'string';
  }

  /** The label for key; `fallback` (or the content-unavailable text) when content lacks it. */
  label(key: string, fallback?: string): string {
    const text = own(this.bundle.labels, key);
    if (typeof text === 'string' && text.trim() !== '') return text;
    this.reportMissing(key);
    return fallback ?? contentUnavailableMessage;
  }

  /** A label in which fd_code is replaced by the given code. */
  labelWithCode(key: string, code: string, fallback?: string): string {
    return replaceFdCode(this.label(key, fallback), code);
  }

  /** A function is on only when content says so: an unknown toggle stays off. */
  isEnabled(toggle: FeatureToggle): boolean {
    return own(this.bundle.featureToggles, toggle) === true;
  }

  /** The error entry for a code with fd_code replaced, or null when content has none (the caller shows the generic text). */
  errorEntry(code: string): ContentErrorEntry | null {
    const entry = own(this.bundle.errorCodes, code);
    if (!entry) return null;
    return { title: replaceFdCode(entry.title, code), message: replaceFdCode(entry.message, code) };
  }

  faqs(): readonly FaqEntry[] {
    return this.bundle.faqs;
  }

  asset(key: string): string | null {
    return own(this.bundle.assets, key) ?? null;
  }

  /** Content (rich text) by key from the copy files. */
  copy(key: string): string | null {
    return own(this.bundle.copy, key) ?? null;
  }

  /** One named list of the beneficiaries file (e.g. 'major', the companies to pay), or null. */
  beneficiaries(name: string): unknown {
    return own(this.bundle.beneficiaries, name) ?? null;
  }

  /** One named entry of the splash files (e.g. 'summary'), or null when content has none. */
  splash(name: string): Readonly<Record<string, unknown>> | null {
    const entry = own(this.bundle.splash, name);
    return typeof entry === 'object' && entry !== null && !Array.isArray(entry) ? (entry as Record<string, unknown>) : null;
  }

  /** Content by section key (docs/rules/calls.md). */
  section(key: ContentSectionKey): Readonly<Record<string, unknown>> {
    switch (key) {
      case 'assets':
        return this.bundle.assets;
      case 'labels':
        return this.bundle.labels;
      case 'errorCodes':
        return this.bundle.errorCodes;
      case 'features':
        return this.bundle.featureToggles;
      case 'env': {
        const env = own(this.bundle.json, 'env');
        return typeof env === 'object' && env !== null && !Array.isArray(env) ? (env as Record<string, unknown>) : {};
      }
    }
  }

  /** The interstitial (splash) settings of the master. */
  interstitial(): Result<Readonly<Record<string, unknown>>, AppError> {
    if (this.bundle.interstitial) return ok(this.bundle.interstitial);
    return fail({ code: ErrorCodes.missingContent, description: ContentFailureMessages.interstitial });
  }

  private reportMissing(key: string): void {
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.reporter.report({
      code: ErrorCodes.missingKeysList,
      message: `Content keys missing: ${key}`,
      context: { errorCode: ErrorCodes.missingKey, key, version: this.bundle.version },
    });
  }
}

/** Own properties only: a key such as 'constructor' or '__proto__' must not reach the prototype. */
function own<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
