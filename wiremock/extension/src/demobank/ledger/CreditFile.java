package demobank.ledger;

import wiremock.com.fasterxml.jackson.databind.JsonNode;
import wiremock.com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The customer's credit file as the credit reference agency gives it at the hard search
 * (`credit-file/{folder}/credit-file.json`; the fixture per customer is listed in docs/demo-bank.md,
 * "Credit files"). The loan's and the card's decisions read it after the search, so that the search
 * feeds the decision (CONC 5.2A.4R):
 * <ul>
 *   <li>a missed payment reported in the 12 months before the bank's today: declined
 *       ({@link #MISSED_PAYMENT});</li>
 *   <li>the credit commitments the file lists, a month, stand in for the customer's own figure where
 *       they are more (CONC 5.2A.12R: commitments are checked, not only declared); where that changes
 *       the decision, the reason is {@link #COMMITMENTS}.</li>
 * </ul>
 * A missed payment is dated in months before the bank's today (`monthsAgo`), so the fixture says the
 * same whatever the day the demo bank runs on. A customer without a file of their own has a clean one.
 */
final class CreditFile {
  static final String MISSED_PAYMENT = "CREDIT_FILE_MISSED_PAYMENT";
  static final String COMMITMENTS = "CREDIT_FILE_COMMITMENTS";
  private static final String FILE = "credit-file/{folder}/credit-file.json";
  /** How far back a missed payment counts against an application. */
  private static final int MISSED_PAYMENT_MONTHS = 12;

  /** What the file lists a month for credit commitments with other lenders, in pence. */
  final long monthlyCommitments;
  /** The latest missed payment the file reports, in months before today; -1 when none. */
  final int latestMissedPaymentMonthsAgo;

  private CreditFile(long monthlyCommitments, int latestMissedPaymentMonthsAgo) {
    this.monthlyCommitments = monthlyCommitments;
    this.latestMissedPaymentMonthsAgo = latestMissedPaymentMonthsAgo;
  }

  static CreditFile of(Book book) throws LedgerFailure {
    JsonNode file = book.document(book.name(FILE), Json.object());
    long monthly = 0;
    for (JsonNode commitment : file.path("commitments")) monthly += commitment.path("monthlyPayment").asLong();
    int latest = -1;
    for (JsonNode missed : file.path("missedPayments")) {
      int monthsAgo = missed.path("monthsAgo").asInt(Integer.MAX_VALUE);
      if (latest < 0 || monthsAgo < latest) latest = monthsAgo;
    }
    return new CreditFile(monthly, latest);
  }

  /** A missed payment reported within the last 12 months (the month of today counts as 0). */
  boolean recentMissedPayment() {
    return latestMissedPaymentMonthsAgo >= 0 && latestMissedPaymentMonthsAgo < MISSED_PAYMENT_MONTHS;
  }

  /**
   * The details the decision is made on: the customer's, with `creditField` raised to the file's
   * commitments where the file lists more.
   */
  ObjectNode assessed(JsonNode details, String creditField) {
    ObjectNode copy = details.deepCopy();
    if (monthlyCommitments > details.path(creditField).asLong()) copy.put(creditField, monthlyCommitments);
    return copy;
  }
}
