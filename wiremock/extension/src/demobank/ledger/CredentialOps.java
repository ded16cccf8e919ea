package demobank.ledger;

import java.util.Map;

/**
 * Security details (docs/api/my-details.md): what a customer changes in the app and the log-on then
 * asks for. The username lives in the ledger itself (not a book), because the log-on must find the
 * customer from it before there is a session: `ledger-username` (UsernameMatcher) reads it.
 */
final class CredentialOps {
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
  }
}
