package demobank.ledger;

/**
 * Affordability on income after tax and essential spending (CONC 5.2A.12R to
 * 5.2A.20), the same figures as the app's core (src/core/products/lending/income-after-tax.ts):
 * 2026/27 income tax and employee National Insurance for England, Wales and Northern Ireland, and the
 * demo living costs (£300 a month and £150 for each dependant). Pence throughout.
 */
final class IncomeAfterTax {
  private static final long ALLOWANCE = 1_257_000;
  private static final long BASIC_BAND = 3_770_000;
  private static final long ADDITIONAL_FROM = 12_514_000;
  private static final long TAPER_FROM = 10_000_000;
  private static final long NI_UPPER = 5_027_000;
  static final long LIVING_COSTS = 30_000;
  static final long PER_DEPENDANT = 15_000;

  private IncomeAfterTax() {}

  static long annualTax(long gross) {
    long personal = Math.max(0, ALLOWANCE - Math.max(0, Math.floorDiv(gross - TAPER_FROM, 2)));
    long taxable = Math.max(0, gross - personal);
    long basic = Math.min(taxable, BASIC_BAND);
    long higher = Math.max(0, Math.min(taxable, ADDITIONAL_FROM - personal) - BASIC_BAND);
    long additional = Math.max(0, gross - ADDITIONAL_FROM);
    return Math.round(basic * 0.2 + higher * 0.4 + additional * 0.45);
  }

  static long annualNationalInsurance(long gross) {
    long main = Math.max(0, Math.min(gross, NI_UPPER) - ALLOWANCE);
    long upper = Math.max(0, gross - NI_UPPER);
    return Math.round(main * 0.08 + upper * 0.02);
  }

  static long monthlyAfterTax(long annualGross) {
    return Math.round((annualGross - annualTax(annualGross) - annualNationalInsurance(annualGross)) / 12.0);
  }

  static long essentialSpending(long housing, long credit, int dependants) {
    return housing + credit + LIVING_COSTS + PER_DEPENDANT * dependants;
  }
}
