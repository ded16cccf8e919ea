package demobank.ledger;

import java.util.HashMap;
import java.util.Map;

/**
 * The Transaction and Re-authentication Security Codes a customer's changes were carried out with,
 * each with the subject it signed (docs/answers-and-reauthentication.md, "A code signs one subject").
 * A real code is derived from what it signs, so the same code under another subject (another amount,
 * payee, reference or change) is refused, as the bank refuses it, and nothing changes. The same
 * subject again (a retry, a new key after a refusal) may use it. Only a change carried out spends a
 * code: a refused one signed nothing. A reset makes new books, so this is emptied with them.
 */
final class SpentCodes {
  private final Map<String, String> subjects = new HashMap<>();

  /** Refuses when any code given was spent on another subject. */
  synchronized void check(Map<String, String> codes, String subject) throws LedgerFailure {
    for (Map.Entry<String, String> code : codes.entrySet()) {
      String first = subjects.get(code.getKey() + ":" + code.getValue());
      if (first != null && !first.equals(subject)) {
        throw new LedgerFailure(422, "LDG_CODE_REUSED",
            "This security code was given for another instruction. Generate a new code for this one.");
      }
    }
  }

  /** A change carried out: its codes now belong to its subject. */
  synchronized void spend(Map<String, String> codes, String subject) {
    for (Map.Entry<String, String> code : codes.entrySet()) subjects.putIfAbsent(code.getKey() + ":" + code.getValue(), subject);
  }
}
