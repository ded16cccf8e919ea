import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ContentCatalogue } from '../../core/content/content-catalogue';
import type { ContentErrorEntry, ContentSectionKey, FaqEntry } from '../../core/content/content';
import type { FeatureToggle } from '../../core/content/feature-toggles';
import { LoadContent } from '../../core/content/load-content.use-case';
import { LoadFragment } from '../../core/content/load-fragment.use-case';
import { ContentFailureMessages } from '../../core/content/content-failure';
import { ErrorCodes } from '../../core/shared/error-codes';
import { ErrorReporter } from '../../core/shared/error-reporter.port';
import type { AppError } from '../../core/shared/result';

export type ContentStatus = 'idle' | 'loading' | 'loaded' | 'error';

export type FragmentState =
  | { status: 'loading' }
  | { status: 'loaded'; html: string }
  | { status: 'error'; error: AppError };

/**
 * The app's content (labels, error entries, feature toggles, FAQs, fragments), one instance for the
 * whole app (singleton in the container).
 *
 * For the shell:
 * - call `load()` once when the app starts (in a `useEffect`); it is safe to call again: while a load
 *   runs, or once loaded, it returns the same work; after an error it tries again (a Try again button).
 * - while `status` is 'idle' or 'loading' show the loader; when it is 'error' show the content-load
 *   error page with `error.code` (FD890T, or FD999T when the connection failed); `error.description`
 *   is the docs/rules/error-catalogue.md message (e.g. 'Could not load or parse AEM fragment'), for logs, not for
 *   the customer.
 *
 * For every view (wrap the component in `observer`):
 * - `label(key, fallback?)`: the text, or `fallback` (else the content-unavailable sentence) when
 *   content lacks the key; a missing key is reported (FDAEMLISTKEYSMISSING / 999), never shown raw.
 *   Before content has loaded it returns the fallback without reporting.
 * - `isEnabled(toggle)`: a feature toggle (false until loaded, and for toggles content does not set).
 * - `errorEntry(code)`: `{ title, message }` with fd_code replaced, or null → pass to ErrorByCodePanel.
 * - `fragment(key)` / `loadFragment(key)`: an HTML fragment by content key (use `useFragment`);
 *   show it only through `RichText`.
 */
@injectable()
export class ContentStore {
  status: ContentStatus = 'idle';
  error: AppError | null = null;
  private catalogue: ContentCatalogue | null = null;
  private readonly fragments = new Map<string, FragmentState>();
  private pending: Promise<void> | null = null;

  constructor(
    @inject(LoadContent) private readonly loadContent: LoadContent,
    @inject(LoadFragment) private readonly loadFragmentUseCase: LoadFragment,
    @inject(ErrorReporter) private readonly reporter: ErrorReporter,
  ) {
    makeAutoObservable<ContentStore, 'catalogue' | 'pending' | 'loadContent' | 'loadFragmentUseCase' | 'reporter'>(
      this,
      { catalogue: observableRef, pending: false, loadContent: false, loadFragmentUseCase: false, reporter: false },
      { autoBind: true },
    );
  }

  /** Loads content once; see the class comment. Never rejects: failures end in `status` 'error'. */
  load(): Promise<void> {
    if (this.status === 'loaded') return Promise.resolve();
    if (this.pending) return this.pending;
    this.status = 'loading';
    this.error = null;
    this.pending = this.loadContent.execute().then((result) => {
      runInAction(() => {
        this.pending = null;
        if (result.ok) {
          this.catalogue = new ContentCatalogue(result.value, this.reporter);
          this.status = 'loaded';
        } else {
          this.error = result.error;
          this.status = 'error';
        }
      });
    });
    return this.pending;
  }

  /** The version (master timestamp) of the loaded content, or null. */
  get version(): string | null {
    return this.catalogue?.version ?? null;
  }

  label(key: string, fallback?: string): string {
    if (!this.catalogue) return fallback ?? '';
    return this.catalogue.label(key, fallback);
  }

  /** A label in which fd_code is replaced by `code`. */
  labelWithCode(key: string, code: string, fallback?: string): string {
    if (!this.catalogue) return (fallback ?? '').replace(/fd_code/g, code);
    return this.catalogue.labelWithCode(key, code, fallback);
  }

  isEnabled(toggle: FeatureToggle): boolean {
    return this.catalogue?.isEnabled(toggle) ?? false;
  }

  errorEntry(code: string): ContentErrorEntry | null {
    return this.catalogue?.errorEntry(code) ?? null;
  }

  get faqs(): readonly FaqEntry[] {
    return this.catalogue?.faqs() ?? [];
  }

  /** Rich text by content key from the copy files, or null. */
  copy(key: string): string | null {
    return this.catalogue?.copy(key) ?? null;
  }

  asset(key: string): string | null {
    return this.catalogue?.asset(key) ?? null;
  }

  /** One named list of the beneficiaries file (e.g. 'major') as content sent it, or null; the caller checks its shape. */
  beneficiaries(name: string): unknown {
    return this.catalogue?.beneficiaries(name) ?? null;
  }

  /** One named splash entry (e.g. 'summary') as content sent it, or null; the caller checks its shape. */
  splash(name: string): Readonly<Record<string, unknown>> | null {
    return this.catalogue?.splash(name) ?? null;
  }

  section(key: ContentSectionKey): Readonly<Record<string, unknown>> {
    return this.catalogue?.section(key) ?? {};
  }

  /** The state of an HTML fragment, or undefined before `loadFragment(key)` was called. */
  fragment(key: string): FragmentState | undefined {
    return this.fragments.get(key);
  }

  /** Fetches a fragment once (after content has loaded); a failed one is tried again on the next call. */
  async loadFragment(key: string): Promise<void> {
    const current = this.fragments.get(key);
    if (current && current.status !== 'error') return;
    await this.load();
    const catalogue = this.catalogue;
    if (!catalogue) {
      runInAction(() => {
        this.fragments.set(key, { status: 'error', error: this.error ?? { code: ErrorCodes.missingContent, description: ContentFailureMessages.fragment } });
      });
      return;
    }
    runInAction(() => {
      this.fragments.set(key, { status: 'loading' });
    });
    const result = await this.loadFragmentUseCase.execute({ fragments: catalogue.fragmentPaths() }, key);
    runInAction(() => {
      this.fragments.set(key, result.ok ? { status: 'loaded', html: result.value } : { status: 'error', error: result.error });
    });
  }
}
