import { inject, injectable } from 'inversify';
import type { ErrorEntry } from '../../core/shell/error-by-code';
import { ContentStore } from '../content/content.store';
import { splashFrom, type AccountsContent, type SplashContent } from './accounts-content';

/** AccountsContent read from the app's content store (labels, load state). */
@injectable()
export class ContentStoreAccountsContent implements AccountsContent {
  constructor(@inject(ContentStore) private readonly store: ContentStore) {}

  get loaded(): boolean {
    return this.store.status === 'loaded';
  }

  label(key: string): string | null {
    // The store reports a missing key and returns the fallback; '' marks "none" for the caller.
    const text = this.store.label(key, '');
    return text || null;
  }

  errorEntry(code: string): ErrorEntry | null {
    return this.store.errorEntry(code);
  }

  splash(name: 'summary'): SplashContent | null {
    return splashFrom(this.store.splash(name));
  }
}
