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

  /** The index of a position the log-on asks for: `1st` .. `30th`, `penultimate`, `last`; -1 if unknown. */
  static int indexOf(String position, int length) {
    if (position.equals("last")) return length - 1;
    if (position.equals("penultimate")) return length - 2;
    String digits = position.replaceAll("\\D", "");
    return digits.isEmpty() ? -1 : Integer.parseInt(digits) - 1;
  }

  private static void set(OpRequest request, String formField, String field) throws LedgerFailure {
    String value = request.formField(formField);
    if (value == null || value.isBlank()) throw LedgerFailure.malformed(formField + " is missing");
    ((ObjectNode) request.book.document(request.book.name(CREDENTIALS))).put(field, value.trim());
  }

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
        set(request, formField, field);
        return null;
      });
    }
    // The password and memorable answer the log-on stubs check (`ledger-username` with `password`,
    // `memorableAnswer`): the new one logs on from the next log-on, the old one fails.
    ops.put("change-password", request -> {
      set(request, "newPassword", "password");
      return null;
    });
    ops.put("change-memorable-answer", request -> {
      set(request, "newMemorableAnswer", "memorableAnswer");
      return null;
    });
  }
}
