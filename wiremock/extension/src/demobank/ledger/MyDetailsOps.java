package demobank.ledger;

import java.util.Map;
import java.util.Set;
import wiremock.com.fasterxml.jackson.databind.JsonNode;
import wiremock.com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * My details (docs/api/my-details.md): statement preferences, one document per customer
 * (`my-details/{folder}/statement-preferences.json`, a list of accounts). A change names only the
 * accounts it changes; every one must be the customer's and every preference a known one, or nothing
 * changes. (The email address needs no Java: it is the generic `merge`.)
 */
final class MyDetailsOps {
  private static final Set<String> PREFERENCES = Set.of("ONLINE", "PAPER_AND_ONLINE");

  private MyDetailsOps() {}

  static void register(Map<String, Op> ops) {
    ops.put("statement-preferences", MyDetailsOps::statementPreferences);
  }

  static Answer statementPreferences(OpRequest request) throws LedgerFailure {
    JsonNode changes = request.body().path("preferences");
    if (!changes.isArray() || changes.isEmpty()) throw LedgerFailure.malformed("preferences must be a list of { accountId, preference }");
    JsonNode accounts = request.book.document(request.book.name("my-details/{folder}/statement-preferences.json")).path("payload");
    // Checked in full before any account changes.
    for (JsonNode change : changes) {
      String id = Json.text(change, "accountId");
      if (Json.find(accounts, "accountId", id) == null) throw LedgerFailure.unknownAccount(id);
      if (!PREFERENCES.contains(Json.text(change, "preference"))) throw LedgerFailure.malformed("preference must be ONLINE or PAPER_AND_ONLINE");
    }
    for (JsonNode change : changes) {
      ObjectNode account = Json.find(accounts, "accountId", change.get("accountId").asText());
      account.put("preference", change.get("preference").asText());
    }
    ObjectNode payload = Json.object();
    payload.put("changed", true);
    return Answer.ok(200, payload);
  }
}
