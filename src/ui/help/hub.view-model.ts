import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { HubContent, HubId } from '../../core/help/faq';
import { searchHub, type SearchResults } from '../../core/help/faq-search';
import { LoadHub } from '../../core/help/load-hub.use-case';

export type HubStatus = 'loading' | 'loaded' | 'unavailable';

/**
 * One hub while the customer is in it (/travel or /security and their pages): its FAQ data and the
 * search the customer types. Made once per hub layout mount; the pages read it from context.
 */
@injectable()
export class HubViewModel {
  status: HubStatus = 'loading';
  content: HubContent | null = null;
  query = '';

  constructor(@inject(LoadHub) private readonly loadHub: LoadHub) {
    makeAutoObservable<HubViewModel, 'loadHub'>(this, { loadHub: false, content: observableRef }, { autoBind: true });
  }

  async load(hub: HubId): Promise<void> {
    const result = await this.loadHub.execute(hub);
    runInAction(() => {
      this.content = result.ok ? result.value : null;
      this.status = result.ok ? 'loaded' : 'unavailable';
    });
  }

  setQuery(query: string): void {
    this.query = query;
  }

  /**
   * The hub's questions for `query`: the page asks for the query it shows, which may be a keystroke behind
   * the box (useDeferredValue in HubIndexPage; the hubs hold tens of questions, not thousands).
   */
  resultsFor(query: string): SearchResults {
    return this.content ? searchHub(this.content, query) : { query: '', hits: [] };
  }
}
