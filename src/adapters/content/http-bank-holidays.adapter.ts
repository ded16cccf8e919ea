import { inject, injectable } from 'inversify';
import type { BankHoliday } from '../../core/shared/bank-calendar';
import type { BankHolidaysPort } from '../../core/shared/bank-holidays.port';
import { AppConfig } from '../../core/shared/app-config';
import { Constants } from '../../core/shared/constants';
import { HttpClient } from '../http/http-client';
import { toBankHolidays } from './bank-holidays.mapper';

/** Where content keeps the bank holidays (docs/api/bank-clock.md). */
export const bankHolidaysPath = 'json/bank-holidays.json';

/** The bank holidays from the content service (the demo bank serves a GOV.UK-shaped file). */
@injectable()
export class HttpBankHolidaysAdapter implements BankHolidaysPort {
  constructor(
    @inject(HttpClient) private readonly http: HttpClient,
    @inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async list(): Promise<BankHoliday[]> {
    const dto = await this.http.get<unknown>(`${this.config.contentBase}/${bankHolidaysPath}`, {
      headers: { 'Cache-Control': `max-age=${Constants.contentCacheMaxAgeSeconds}` },
    });
    return toBankHolidays(dto);
  }
}
