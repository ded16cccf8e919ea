package demobank.ledger;

import com.github.tomakehurst.wiremock.core.Admin;
import com.github.tomakehurst.wiremock.stubbing.Scenario;

/**
 * Ties the ledger to WireMock's own reset: the mapping `wiremock/mappings/ledger/ledger.json` keeps
 * a scenario named `ledger`. After `POST /__admin/scenarios/reset` (or a restart) it is `Started`,
 * and the next ledger request starts every customer again from the seeds, then marks it `Live`.
 * So the one reset the tests and the README already use resets the ledger too.
 */
final class LedgerReset {
  static final String SCENARIO = "ledger";
  static final String LIVE = "Live";

  private LedgerReset() {}

  /**
   * Resets the ledger when WireMock's scenarios were reset since the last look. Never called while
   * holding the ledger's `changes` lock shared (a change checks {@link #pending} instead).
   */
  static void resetIfAsked(Ledger ledger, Admin admin) {
    if (admin == null || !pending(admin)) return;
    // Alone (the write lock): waits for the changes being carried out, and two requests that both
    // saw the reset asked for carry it out once.
    ledger.changes.writeLock().lock();
    try {
      if (pending(admin)) {
        ledger.reset();
        admin.setScenarioState(SCENARIO, LIVE);
      }
    } finally {
      ledger.changes.writeLock().unlock();
    }
  }

  /** A reset asked for (the scenario is back at `Started`) and not yet carried out. */
  static boolean pending(Admin admin) {
    if (admin == null) return false;
    for (Scenario scenario : admin.getAllScenarios().getScenarios()) {
      if (SCENARIO.equals(scenario.getName())) return !LIVE.equals(scenario.getState());
    }
    return false;
  }
}
