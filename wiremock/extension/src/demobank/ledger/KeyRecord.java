package demobank.ledger;

/**
 * What the ledger remembers of one Idempotency-Key: the request it came with (method, path and
 * body, as a fingerprint) and, once carried out, the answer, which every retry gets again.
 */
final class KeyRecord {
  final String fingerprint;
  Answer answer; // null while the first request is being carried out

  KeyRecord(String fingerprint) {
    this.fingerprint = fingerprint;
  }

  String summary() {
    return answer == null ? "in progress: " + fingerprint : answer.status + " " + fingerprint;
  }
}
