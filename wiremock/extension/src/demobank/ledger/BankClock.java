package demobank.ledger;

import java.time.LocalDate;
import java.time.ZoneId;

/**
 * The demo bank's day (London). A test may set it to another day through the admin API
 * (`POST /__admin/ledger/clock` `{ "today": "2027-04-07" }`, `DELETE` to follow the real day again), so
 * rules that depend on the date (a tax year's ISA limit, how long pre-contract information holds) can
 * be run on the day they change. Documents already read keep the dates they were read with.
 */
final class BankClock {
  private static final ZoneId LONDON = ZoneId.of("Europe/London");
  private static volatile LocalDate fixed;

  private BankClock() {}

  static LocalDate today() {
    LocalDate day = fixed;
    return day != null ? day : LocalDate.now(LONDON);
  }

  static void set(LocalDate day) {
    fixed = day;
  }
}
