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

  static void resetIfAsked(Ledger ledger, Admin admin) {
    if (admin == null) return;
    for (Scenario scenario : admin.getAllScenarios().getScenarios()) {
      if (SCENARIO.equals(scenario.getName())) {
        if (!LIVE.equals(scenario.getState())) {
          synchronized (ledger) {
            ledger.reset();
            admin.setScenarioState(SCENARIO, LIVE);
          }
        }
        return;
      }
    }
  }
}
