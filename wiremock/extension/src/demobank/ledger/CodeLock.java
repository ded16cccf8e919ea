package demobank.ledger;

import java.time.Duration;
import java.time.Instant;

/**
 * A security code's counter and lock, kept by the bank for each customer, as the real one keeps them
 * (docs/answers-and-reauthentication.md, docs/security.md): the limit's wrong code (answered as a wrong
 * code) locks for the lock time, and inside the lock every code is refused, a right one too, whatever
 * the page counts. When the lock ends the count starts again. The numbers are the app's (spec 02's business constants):
 * Transaction Security Code 3 tries and 30 seconds, Re-authentication Security Code 3 tries and 5 minutes.
 * The demo's wrong code is 000000; any other 6 digits is right. A reset makes new books, so new locks.
 */
final class CodeLock {
  static final String WRONG_CODE = "000000";

  private final int maxWrong;
  private final Duration lock;
  private final LedgerFailure wrongCode;
  private final java.util.function.Function<Duration, LedgerFailure> locked;
  private int wrong;
  private Instant lockedUntil;

  private CodeLock(int maxWrong, Duration lock, LedgerFailure wrongCode, java.util.function.Function<Duration, LedgerFailure> locked) {
    this.maxWrong = maxWrong;
    this.lock = lock;
    this.wrongCode = wrongCode;
    this.locked = locked;
  }

  /** The Re-authentication Security Code: 3 wrong lock changes for 5 minutes (423 LDG_REAUTH_LOCKED). */
  static CodeLock reauthentication() {
    return new CodeLock(3, Duration.ofMinutes(5),
        new LedgerFailure(200, "OLR_0043", "You have entered an incorrect Re-authentication Security Code. (OLR_0043)"),
        left -> {
          long minutes = Math.max(1, (left.getSeconds() + 59) / 60);
          return new LedgerFailure(423, ReauthenticationLockedCode,
              "You've entered an incorrect Re-authentication Security Code 3 times. For your security, you can try again in "
                  + minutes + (minutes == 1 ? " minute." : " minutes."));
        });
  }

  /** The Transaction Security Code: 3 wrong lock signing for 30 seconds (423 LDG_TDS_LOCKED). */
  static CodeLock transactionSigning() {
    return new CodeLock(3, Duration.ofSeconds(30),
        new LedgerFailure(200, "OLR_0043",
            "You have entered an incorrect Transaction Security Code. Please try again or call us on " + HELP_LINE + ". (OLR_0043)"),
        left -> {
          long seconds = Math.max(1, left.getSeconds() + (left.getNano() > 0 ? 1 : 0));
          return new LedgerFailure(423, SigningLockedCode,
              "You've entered an incorrect Transaction Security Code 3 times. For your security, you can try again in "
                  + seconds + (seconds == 1 ? " second." : " seconds."));
        });
  }

  static final String ReauthenticationLockedCode = "LDG_REAUTH_LOCKED";
  static final String SigningLockedCode = "LDG_TDS_LOCKED";
  /** The help line the stubs' OLR_0043 names (scripts/generate-move-money-data.mjs). */
  static final String HELP_LINE = "020 7946 0123";

  /** Checks a code sent with a change; throws the bank's refusal, or returns when the change may go on. */
  synchronized void check(String code, Instant now) throws LedgerFailure {
    if (lockedUntil != null && !now.isBefore(lockedUntil)) {
      lockedUntil = null;
      wrong = 0;
    }
    if (lockedUntil != null) throw locked.apply(Duration.between(now, lockedUntil));
    // A code that is not 6 digits is refused by the change's own stub for its form; it says nothing
    // about the customer's Secure Key, so it neither counts nor clears the count.
    if (code == null || !code.matches("[0-9]{6}")) return;
    if (!WRONG_CODE.equals(code)) {
      wrong = 0;
      return;
    }
    wrong += 1;
    // The wrong code that reaches the limit is answered as a wrong code, as the ones before it: the
    // page counts it and locks itself, so its lock and the bank's begin together. Every code after
    // it, inside the lock, gets the lock's refusal.
    if (wrong >= maxWrong) lockedUntil = now.plus(lock);
    throw wrongCode;
  }

  /** Test-only (the admin API): moves the lock's time on, so its end can be seen without waiting. */
  synchronized void age(Duration by) {
    if (lockedUntil != null) lockedUntil = lockedUntil.minus(by);
  }
}
