package demobank.ledger;

import wiremock.com.fasterxml.jackson.databind.JsonNode;

/**
 * Affordability on income after tax and essential spending (CONC 5.2A.12R to
 * 5.2A.20), the same figures as the app's core (src/core/products/lending/income-after-tax.ts):
 * 2026/27 income tax and employee National Insurance for England, Wales and Northern Ireland, and the
 * household's living costs as src/core/products/lending/living-costs.rules.ts estimates them (everyday
 * spending by household size, council tax, energy and water; sources in docs/api/lending.md), or the
 * customer's own figure where it is higher. Pence throughout.
 */
final class IncomeAfterTax {
  private static final long ALLOWANCE = 1_257_000;
  private static final long BASIC_BAND = 3_770_000;
  private static final long ADDITIONAL_FROM = 12_514_000;
  private static final long TAPER_FROM = 10_000_000;
  private static final long NI_UPPER = 5_027_000;
  static final long EVERYDAY_APPLICANT = 60_000;
  static final long EVERYDAY_PER_DEPENDANT = 20_000;
  /** A partner or another adult who shares the living costs (the bank's own assumption, as the applicant's). */
  static final long EVERYDAY_SECOND_ADULT = 40_000;
  /** England's average Band D 2025/26 (£2,280 a year) less the 25% single-adult discount, a month. */
  static final long COUNCIL_TAX = 14_250;
  /** The same with two adults in the home: no discount, a month. */
  static final long COUNCIL_TAX_TWO_ADULTS = 19_000;
  /** Ofgem's typical dual-fuel cap, 1 April to 30 June 2025 (£1,849 a year), a month. */
  static final long ENERGY = 15_408;
  /** Water UK's average bill 2025/26 (£603 a year), a month. */
  static final long WATER = 5_025;
  /** Below this left each month a person looks at the application: referred, not accepted. */
  static final long REFER_BELOW_SURPLUS = 20_000;

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

  static long estimatedLivingCosts(int dependants, boolean sharesLivingCosts) {
    long everyday = EVERYDAY_APPLICANT + (sharesLivingCosts ? EVERYDAY_SECOND_ADULT : 0) + EVERYDAY_PER_DEPENDANT * dependants;
    return everyday + (sharesLivingCosts ? COUNCIL_TAX_TWO_ADULTS : COUNCIL_TAX) + ENERGY + WATER;
  }

  /** The estimate, or the customer's own figure (0 when not given) where it is higher. */
  static long livingCosts(int dependants, boolean sharesLivingCosts, long ownFigure) {
    return Math.max(estimatedLivingCosts(dependants, sharesLivingCosts), ownFigure);
  }

  /**
   * From the details as held: monthlyHousingCosts, the credit field named, dependants, whether a second adult
   * shares the living costs (absent: the applicant lives alone) and an optional monthlyLivingCosts.
   */
  static long essentialSpending(JsonNode details, String creditField) {
    return details.path("monthlyHousingCosts").asLong() + details.path(creditField).asLong()
        + livingCosts(details.path("dependants").asInt(), details.path("sharesLivingCosts").asBoolean(false),
            details.path("monthlyLivingCosts").asLong(0));
  }

  /** The form's answer whether a second adult shares the living costs: true or false, or refused as malformed. */
  static boolean sharesLivingCosts(JsonNode body) throws LedgerFailure {
    JsonNode answer = body.path("sharesLivingCosts");
    if (!answer.isBoolean()) throw LedgerFailure.malformed("sharesLivingCosts must be true or false");
    return answer.booleanValue();
  }

  /** Income after tax less essential spending and the repayment. */
  static long leftEachMonth(JsonNode details, String creditField, long repayment) {
    return monthlyAfterTax(details.path("annualIncome").asLong()) - essentialSpending(details, creditField) - repayment;
  }
}
