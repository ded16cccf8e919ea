import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { LoadTransactions } from '../../core/accounts/load-transactions.use-case';
import { LoadUpcomingTransactions } from '../../core/accounts/load-account-extras.use-case';

export interface ListedPayment {
  date: string;
  description: string;
  amount: number;
}

/**
 * After a lost answer: what the account (or, for a standing order, the upcoming list) shows now, so
 * the customer can see whether the payment is there before trying again with the same key. View
 * state only: whether to look is core's (an unknown answer), what it means is the customer's.
 */
@injectable()
export class PaymentLookup {
  /** null until looked up. */
  bankListing: ListedPayment[] | null = null;
  listingFailed = false;

  constructor(
    @inject(LoadTransactions) private readonly loadTransactions: Pick<LoadTransactions, 'execute'>,
    @inject(LoadUpcomingTransactions) private readonly loadUpcoming: Pick<LoadUpcomingTransactions, 'execute'>,
  ) {
    makeAutoObservable<this, 'loadTransactions' | 'loadUpcoming'>(this, { loadTransactions: false, loadUpcoming: false }, { autoBind: true });
  }

  async lookUp(accountIndex: number, accountId: string, standingOrder: boolean): Promise<void> {
    this.bankListing = null;
    this.listingFailed = false;
    if (standingOrder) {
      const result = await this.loadUpcoming.execute();
      runInAction(() => {
        if (!result.ok) this.listingFailed = true;
        else this.bankListing = result.value.filter((u) => u.accountId === accountId).slice(0, 5);
      });
      return;
    }
    const result = await this.loadTransactions.execute({ accountIndex });
    runInAction(() => {
      if (!result.ok) this.listingFailed = true;
      else this.bankListing = result.value.transactions.slice(0, 5);
    });
  }
}
