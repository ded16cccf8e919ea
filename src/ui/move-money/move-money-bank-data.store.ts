import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { SavedPayee } from '../../core/move-money/move-money';
import { LoadMoveMoney } from '../../core/move-money/load-move-money.use-case';
import { BankCalendar } from '../../core/shared/bank-calendar';
import { ErrorCodes, genericPanelMessage } from '../../core/shared/error-codes';
import { LoadBankCalendar } from '../../core/shared/load-bank-calendar.use-case';
import type { AppError } from '../../core/shared/result';
import type { SigningDevice } from '../../core/signing/signing-device';
import { LoadSigningDevice } from '../../core/signing/load-signing-device.use-case';

/**
 * What a move-money flow needs from the bank before its first page shows: the saved payees, the
 * token type (from its one source, core/signing) and the bank holidays (the review names the working
 * day a standing order is paid on). Loaded together; the flow's layout shows the loader meanwhile and
 * the failure panel if the payees or the token type cannot be had.
 */
@injectable()
export class MoveMoneyBankData {
  loading = false;
  loadError: AppError | null = null;
  savedPayees: SavedPayee[] = [];
  tokenDevice: SigningDevice = 'hardware';
  /** Working days over content's bank holidays (weekends only until it has loaded, or if it cannot). */
  calendar: BankCalendar = BankCalendar.weekendsOnly();

  /** The three requests, sent together. */
  private readonly fetchAll: () => Promise<[Awaited<ReturnType<LoadMoveMoney['execute']>>, SigningDevice | null, BankCalendar]>;

  constructor(
    @inject(LoadMoveMoney) payees: LoadMoveMoney,
    @inject(LoadSigningDevice) device: LoadSigningDevice,
    @inject(LoadBankCalendar) calendar: LoadBankCalendar,
  ) {
    this.fetchAll = () => Promise.all([payees.execute(), device.execute(), calendar.execute()]);
    // The calendar is replaced whole, never changed in place: observed by reference.
    makeAutoObservable<this, 'fetchAll'>(this, { fetchAll: false, calendar: observableRef }, { autoBind: true });
  }

  /** A flow has begun: nothing shows until load() has the token type and the payees. */
  expect(): void {
    this.loading = true;
  }

  async load(): Promise<void> {
    this.loading = true;
    const [result, device, calendar] = await this.fetchAll();
    runInAction(() => {
      this.loading = false;
      this.calendar = calendar;
      if (!result.ok || device === null) {
        this.loadError = result.ok ? { code: ErrorCodes.generic, description: genericPanelMessage(ErrorCodes.generic) } : result.error;
        return;
      }
      this.loadError = null;
      this.savedPayees = result.value.savedPayees;
      this.tokenDevice = device;
    });
  }
}
