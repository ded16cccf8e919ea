package demobank.ledger;

/**
 * A request the ledger cannot apply: answered with the bank's error envelope (docs/api/http.md),
 * never thrown out of the extension.
 */
public final class LedgerFailure extends Exception {
  public final int status;
  public final String code;

  /** The bank's "Re-authentication required" code, answered with status 200 as the gateways do. */
  static final String REAUTHENTICATION_REQUIRED = "0004";

  public LedgerFailure(int status, String code, String description) {
    super(description);
    this.status = status;
    this.code = code;
  }

  /** A change held for a Re-authentication Security Code: nothing done, nothing kept under its key. */
  static LedgerFailure reauthenticationRequired() {
    return new LedgerFailure(200, REAUTHENTICATION_REQUIRED, "Re-authentication required.");
  }

  static LedgerFailure malformed(String what) {
    return new LedgerFailure(400, "LDG_MALFORMED", "The request could not be read: " + what + ".");
  }

  static LedgerFailure unknownAccount(String id) {
    return new LedgerFailure(404, "LDG_UNKNOWN_ACCOUNT", "No account " + id + " for this customer.");
  }

  static LedgerFailure notFound(String what, String id) {
    return new LedgerFailure(404, "LDG_NOT_FOUND", "No " + what + " " + id + " for this customer.");
  }
}
