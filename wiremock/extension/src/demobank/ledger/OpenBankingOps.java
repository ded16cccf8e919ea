package demobank.ledger;

import java.util.Map;
import wiremock.com.fasterxml.jackson.databind.JsonNode;
import wiremock.com.fasterxml.jackson.databind.node.ArrayNode;
import wiremock.com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Open banking's changes (docs/api/open-banking.md). Documents: `open-banking/{folder}/
 * consents-active.json` and `consents-expired.json`, each `{ payload: { consents, links }, messages }`
 * as the two lists answer. A revocation moves the consent from the active list to the expired one
 * (which holds the revoked too), `REVOKED` and dated today, so every later read lists it as revoked.
 */
final class OpenBankingOps {
  private OpenBankingOps() {}

  static void register(Map<String, Op> ops) {
    ops.put("revoke-consent", OpenBankingOps::revoke);
  }

  static ArrayNode consents(Book book, String list) throws LedgerFailure {
    ObjectNode empty = Json.object();
    ObjectNode payload = empty.putObject("payload");
    payload.putArray("consents");
    payload.putObject("links").putNull("next");
    empty.putArray("messages");
    JsonNode document = book.document(book.name("open-banking/{folder}/consents-" + list + ".json"), empty);
    return ((ObjectNode) document.path("payload")).withArray("consents");
  }

  static Answer revoke(OpRequest request) throws LedgerFailure {
    Book book = request.book;
    String id = request.lastSegment();
    ArrayNode active = consents(book, "active");
    ObjectNode consent = Json.find(active, "consentId", id);
    if (consent == null) {
      if (Json.find(consents(book, "expired"), "consentId", id) != null) {
        throw new LedgerFailure(422, "OB_NOT_ACTIVE", "This access has already ended.");
      }
      throw LedgerFailure.notFound("consent", id);
    }
    Json.remove(active, "consentId", id);
    consent.put("status", "REVOKED");
    consent.put("revokedAt", Book.today().toString());
    consents(book, "expired").add(consent);
    ObjectNode payload = Json.object();
    payload.put("consentId", id);
    payload.put("status", "REVOKED");
    payload.put("revokedAt", Book.today().toString());
    return Answer.ok(200, payload);
  }
}
