import { ContainerModule } from 'inversify';
import { bindFakeSingleton, fakesExcludedFromProduction, type FeatureModule } from '../feature-module';
import { BankHolidaysPort } from '../../core/shared/bank-holidays.port';
import { LoadBankCalendar } from '../../core/shared/load-bank-calendar.use-case';
import { HttpBankHolidaysAdapter } from '../../adapters/content/http-bank-holidays.adapter';
import { FakeBankHolidays } from '../../adapters/fakes/fake-bank-holidays.adapter';

/**
 * The bank calendar (working days over content's bank holidays), shared by every area that dates a
 * payment (move money today; savings and lending next): one per page life, so the holidays are read
 * once. Not start-up code: luxon stays off the log-on page.
 */
export const bankCalendarBindings: FeatureModule = {
  name: 'shared:bank-calendar',
  application: new ContainerModule(({ bind }) => {
    bind(LoadBankCalendar)
      .toResolvedValue((port: BankHolidaysPort) => new LoadBankCalendar(port), [BankHolidaysPort])
      .inSingletonScope();
  }),
  adapters: () => new ContainerModule(({ bind }) => void bind(BankHolidaysPort).to(HttpBankHolidaysAdapter)),
  fakes: import.meta.env.PROD
    ? fakesExcludedFromProduction
    : () => new ContainerModule(({ bind }) => bindFakeSingleton(bind, BankHolidaysPort, FakeBankHolidays)),
};
