package demobank.ledger;

/**
 * A request the ledger cannot apply: answered with the bank's error envelope (docs/api/http.md),
 * never thrown out of the extension.
 */
public final class LedgerFailure extends Exception {
  public final int status;
  public final String code;

  public LedgerFailure(int status, String code, String description) {
    super(description);
    this.status = status;
    this.code = code;
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
