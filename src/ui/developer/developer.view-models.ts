import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { FeatureToggles, type FeatureToggle } from '../../core/content/feature-toggles';
import { catalogueWithContent, type CatalogueRow } from '../../core/developer/error-code-catalogue';
import { AppConfig } from '../../core/shared/app-config';
import { ContentStore } from '../content/content.store';

/** The build facts Vite knows at build time, given by the page (import.meta.env is the view's). */
export interface BuildFacts {
  mode: string;
  production: boolean;
}

/** info: the build, the environment it talks to, the content version and every toggle's state. */
@injectable()
export class InfoViewModel {
  constructor(
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(ContentStore) private readonly content: ContentStore,
  ) {
    makeAutoObservable<InfoViewModel, 'config' | 'content'>(this, { config: false, content: false }, { autoBind: true });
  }

  rows(build: BuildFacts): [string, string][] {
    return [
      ['Build mode', build.mode],
      ['Production build', build.production ? 'Yes' : 'No'],
      ['Environment', this.config.name],
      ['API base', this.config.apiBase],
      ['Identity base', this.config.identityBase],
      ['Content base', this.config.contentBase],
      ['Content version', this.content.version ?? 'not loaded'],
    ];
  }

  get toggles(): { toggle: FeatureToggle; on: boolean }[] {
    return FeatureToggles.map((toggle) => ({ toggle, on: this.content.isEnabled(toggle) }));
  }
}

/** aem-error-codes: the catalogue with content's text, and the codes content lacks. */
@injectable()
export class ErrorCodesViewModel {
  constructor(@inject(ContentStore) private readonly content: ContentStore) {
    makeAutoObservable<ErrorCodesViewModel, 'content'>(this, { content: false }, { autoBind: true });
  }

  get catalogue(): { rows: CatalogueRow[]; missing: string[] } {
    return catalogueWithContent((code) => this.content.errorEntry(code));
  }

  get contentVersion(): string {
    return this.content.version ?? 'not loaded';
  }
}
