import type { ContainerModuleLoadOptions } from 'inversify';
import { BankHolidaysPort } from '../../core/shared/bank-holidays.port';
import { LoadBankCalendar } from '../../core/shared/load-bank-calendar.use-case';
import { HttpBankHolidaysAdapter } from '../../adapters/content/http-bank-holidays.adapter';
import { FakeBankHolidays } from '../../adapters/fakes/fake-bank-holidays.adapter';

type Bindings = Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>;

/**
 * The bank calendar (working days over content's bank holidays) is shared by every area that dates a
 * payment (move money today; savings and lending next): whichever loads first binds it, one per page
 * life, so the holidays are read once. Not start-up code: luxon stays off the log-on page.
 */
export function bindBankCalendar({ bind, isBound }: Bindings): void {
  if (isBound(LoadBankCalendar)) return;
  bind(LoadBankCalendar)
    .toResolvedValue((port: BankHolidaysPort) => new LoadBankCalendar(port), [BankHolidaysPort])
    .inSingletonScope();
}

export function bindBankHolidaysAdapter({ bind, isBound }: Bindings): void {
  if (!isBound(BankHolidaysPort)) bind(BankHolidaysPort).to(HttpBankHolidaysAdapter);
}

export function bindFakeBankHolidays({ bind, isBound }: Bindings): void {
  if (isBound(BankHolidaysPort)) return;
  bind(FakeBankHolidays).toSelf().inSingletonScope();
  bind(BankHolidaysPort).toService(FakeBankHolidays);
}
