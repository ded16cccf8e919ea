import { attempt } from '../accounts/accounts-failure';
import type { ErrorReporter } from '../shared/error-reporter.port';
import type { Result } from '../shared/result';
import type { Consent } from './consent';
import { nextStep } from './consent-paging';
import { OpenBankingErrorCodes } from './open-banking-errors';
import type { ConsentList, LeftOutConsent, OpenBankingPort } from './open-banking.port';

export interface ConsentsSnapshot {
  consents: Consent[];
  /** Entries the bank sent that could not be read: left out, counted on the dashboard, reported. */
  leftOut: LeftOutConsent[];
  /** True when the bank's paging was cut short (a loop, or more pages than allowed). */
  incomplete: boolean;
}

/**
 * Every consent, active and expired, each list followed page by page (100 a page) to its end. The two
 * lists are fetched side by side. A consent in both (revoked between the two requests) is taken from
 * the expired list: a consent never comes back to life. A call already out is joined, so the
 * dashboard and a consent's page opened together ask the bank once. Nothing is kept between calls:
 * every page shows what the bank lists now.
 */
export class LoadConsents {
  private inFlight: Promise<Result<ConsentsSnapshot>> | null = null;

  constructor(
    private readonly port: Pick<OpenBankingPort, 'consentPage'>,
    private readonly reporter: ErrorReporter,
  ) {}

  execute(): Promise<Result<ConsentsSnapshot>> {
    if (this.inFlight) return this.inFlight;
    const call = attempt(() => this.loadAll()).finally(() => {
      this.inFlight = null;
    });
    this.inFlight = call;
    return call;
  }

  private async loadAll(): Promise<ConsentsSnapshot> {
    const [active, expired] = await Promise.all([this.loadList('active'), this.loadList('expired')]);
    const byId = new Map<string, Consent>();
    for (const consent of active.consents) byId.set(consent.id, consent);
    for (const consent of expired.consents) byId.set(consent.id, consent);
    const leftOut = [...active.leftOut, ...expired.leftOut];
    for (const entry of leftOut) {
      this.reporter.report({
        code: OpenBankingErrorCodes.malformed,
        message: `A consent was left out of the dashboard: ${entry.problem}`,
        context: entry.id ? { consentId: entry.id } : undefined,
      });
    }
    return { consents: [...byId.values()], leftOut, incomplete: active.incomplete || expired.incomplete };
  }

  private async loadList(list: ConsentList): Promise<ConsentsSnapshot> {
    const consents: Consent[] = [];
    const leftOut: LeftOutConsent[] = [];
    const followed: string[] = [''];
    let page = await this.port.consentPage(list, null);
    for (;;) {
      consents.push(...page.consents);
      leftOut.push(...page.leftOut);
      const step = nextStep(page.next, followed);
      if (!step.follow) return { consents, leftOut, incomplete: step.reason !== 'done' };
      followed.push(step.next);
      page = await this.port.consentPage(list, step.next);
    }
  }
}
