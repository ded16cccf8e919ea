import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

/** Whether the summary splash was dismissed in this visit: it greets the customer once, not on every return. */
@injectable()
export class SummarySplashStore {
  dismissed = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  dismiss(): void {
    this.dismissed = true;
  }
}
