package demobank.ledger;

import com.github.tomakehurst.wiremock.core.Admin;
import com.github.tomakehurst.wiremock.http.Request;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.function.Supplier;
import wiremock.com.fasterxml.jackson.databind.JsonNode;

/**
 * The security codes a customer's change carries, checked and counted by the bank once, before any
 * stub is matched (SessionFilter calls it): a Transaction Security Code (`transactionSecurityCode`)
 * against the customer's signing lock, a Re-authentication Security Code (`reauthenticationCode`)
 * against the re-authentication lock, whether the change is JSON (the API) or a posted form (the
 * identity service's security-details pages). So every change that takes a code, in every area,
 * counts on the same two locks, and no stub can answer a wrong code without the bank counting it.
 */
final class CodeCheck {
  static final String TRANSACTION_CODE = "transactionSecurityCode";
  static final String REAUTHENTICATION_CODE = "reauthenticationCode";

  private final Ledger ledger;
  private final Supplier<Admin> admin;

  CodeCheck(Ledger ledger, Supplier<Admin> admin) {
    this.ledger = ledger;
    this.admin = admin;
  }

  /** The bank's refusal of the change's codes, or null when it may go on (no code, or every code right). */
  LedgerFailure refusal(String customer, Request request) {
    String body = request.getBodyAsString();
    String transactionCode = field(body, TRANSACTION_CODE);
    String reauthenticationCode = field(body, REAUTHENTICATION_CODE);
    // A change without a body (a revocation, a DELETE) carries its code in a header.
    String headerCode = request.getHeader("X-Reauthentication-Code");
    if (reauthenticationCode == null && headerCode != null && !headerCode.isBlank()) reauthenticationCode = headerCode.trim();
    if (transactionCode == null && reauthenticationCode == null) return null;
    // A reset asked for and not yet carried out would leave the old book's lock in force.
    LedgerReset.resetIfAsked(ledger, admin.get());
    Book book = ledger.book(customer);
    Instant now = Instant.now();
    try {
      // The Transaction Security Code first: a refused one leaves the re-authentication count alone.
      if (transactionCode != null) book.transactionSigning.check(transactionCode, now);
      if (reauthenticationCode != null) book.reauthentication.check(reauthenticationCode, now);
      return null;
    } catch (LedgerFailure refused) {
      return refused;
    }
  }

  /** A top-level field of a JSON body or a posted form, or null. */
  static String field(String body, String name) {
    if (body == null || body.isBlank()) return null;
    String trimmed = body.trim();
    if (trimmed.startsWith("{")) {
      try {
        JsonNode value = Json.MAPPER.readTree(trimmed).path(name);
        return value.isTextual() ? value.asText() : null;
      } catch (Exception e) {
        return null;
      }
    }
    for (String pair : trimmed.split("&")) {
      int eq = pair.indexOf('=');
      if (eq < 0) continue;
      try {
        if (name.equals(URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8))) {
          return URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
        }
      } catch (IllegalArgumentException e) {
        return null;
      }
    }
    return null;
  }
}
