package demobank.ledger;

import java.time.Duration;
import java.time.Instant;

/**
 * The Re-authentication Security Code's counter and lock, kept by the bank for each customer, as the
 * real one keeps them (docs/answers-and-reauthentication.md): 3 wrong codes lock re-authentication for
 * 5 minutes, and inside the lock every code is refused, a right one too, whatever the page counts.
 * The demo's wrong code is 000000; any other 6 digits is right. A reset makes new books, so new locks.
 */
final class ReauthenticationLock {
  static final String WRONG_CODE = "000000";
  static final int MAX_WRONG = 3;
  static final Duration LOCK = Duration.ofMinutes(5);

  private int wrong;
  private Instant lockedUntil;

  /** Checks a code sent with a change; throws the bank's refusal, or returns when the change may go on. */
  synchronized void check(String code, Instant now) throws LedgerFailure {
    if (lockedUntil != null && !now.isBefore(lockedUntil)) {
      lockedUntil = null;
      wrong = 0;
    }
    if (lockedUntil != null) throw locked(now);
    if (!WRONG_CODE.equals(code)) {
      wrong = 0;
      return;
    }
    wrong += 1;
    if (wrong >= MAX_WRONG) {
      lockedUntil = now.plus(LOCK);
      throw locked(now);
    }
    throw new LedgerFailure(200, "OLR_0043", "You have entered an incorrect Re-authentication Security Code. (OLR_0043)");
  }

  private LedgerFailure locked(Instant now) {
    long seconds = Math.max(1, Duration.between(now, lockedUntil).getSeconds());
    long minutes = Math.max(1, (seconds + 59) / 60);
    return new LedgerFailure(423, "LDG_REAUTH_LOCKED",
        "You've entered an incorrect Re-authentication Security Code 3 times. For your security, you can try again in "
            + minutes + (minutes == 1 ? " minute." : " minutes."));
  }
}
