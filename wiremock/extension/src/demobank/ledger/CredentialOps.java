package demobank.ledger;

import java.util.Map;
import wiremock.com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Security details (docs/api/my-details.md): what a customer changes in the app and the log-on then
 * asks for. The username lives in the ledger itself (not a book), because the log-on must find the
 * customer from it before there is a session: `ledger-username` (UsernameMatcher) reads it.
 */
final class CredentialOps {
  /** The answers to the security questions the reset flows ask, per customer (seed: Battersea, Marmalade). */
  static final String CREDENTIALS = "my-details/{folder}/credentials.json";

  private CredentialOps() {}

  static void register(Map<String, Op> ops, Ledger ledger) {
    // The identity page's form (`newUsername`); named with `"idempotent": false`, so the stub's own
    // page answers. Setting the same name again changes nothing, so a retry with the key is harmless.
    ops.put("change-username", request -> {
      String wanted = request.formField("newUsername");
      if (wanted == null || wanted.isBlank()) throw LedgerFailure.malformed("newUsername is missing");
      if (!ledger.changeUsername(request.book.customer, wanted)) {
        throw new LedgerFailure(409, "LDG_USERNAME_TAKEN", "Another customer already logs on with this username.");
      }
      return null;
    });
    // The identity page's form (`newSecurityAnswerN`), also `"idempotent": false`: the same answer
    // set again is no further change. The reset flows' stubs check answers with `ledger-matches`.
    for (int n = 1; n <= 2; n++) {
      String field = "securityAnswer" + n;
      String formField = "newSecurityAnswer" + n;
      ops.put("security-answer-" + n, request -> {
        String answer = request.formField(formField);
        if (answer == null || answer.isBlank()) throw LedgerFailure.malformed(formField + " is missing");
        ((ObjectNode) request.book.document(request.book.name(CREDENTIALS))).put(field, answer.trim());
        return null;
      });
    }
  }
}
