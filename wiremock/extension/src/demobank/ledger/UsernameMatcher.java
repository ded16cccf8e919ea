package demobank.ledger;

import static com.github.tomakehurst.wiremock.common.LocalNotifier.notifier;

import com.github.tomakehurst.wiremock.core.Admin;
import com.github.tomakehurst.wiremock.extension.Parameters;
import com.github.tomakehurst.wiremock.http.FormParameter;
import com.github.tomakehurst.wiremock.http.QueryParameter;
import com.github.tomakehurst.wiremock.http.Request;
import com.github.tomakehurst.wiremock.matching.MatchResult;
import com.github.tomakehurst.wiremock.matching.RequestMatcherExtension;
import java.util.List;
import java.util.function.Supplier;
import wiremock.com.fasterxml.jackson.databind.JsonNode;

/**
 * `ledger-username`: the request's `userid` (form parameter, or query parameter with `"query": true`)
 * is the username `customer` logs on with now. Until a customer changes their username in the app
 * that is their own name (case-insensitive, as before); afterwards it is the new one only, and the
 * old one matches no customer's stubs, so it is asked like an unknown username (docs/api/my-details.md).
 */
public final class UsernameMatcher extends RequestMatcherExtension {
  private final Ledger ledger;
  private final Supplier<Admin> admin;

  public UsernameMatcher(Ledger ledger, Supplier<Admin> admin) {
    this.ledger = ledger;
    this.admin = admin;
  }

  @Override
  public String getName() {
    return "ledger-username";
  }

  /**
   * The log-on's secrets against the customer's `credentials.json` (CredentialOps): `password`, the
   * positions asked (`2nd`, `last`, `penultimate` ...) in `keyrcc_password_first` .. `third`;
   * `memorableAnswer`: true (the form's answer is the current one, any case) or false (it is not).
   */
  private static boolean credentialsMatch(Request request, Parameters params, Book book) throws LedgerFailure {
    if (!params.containsKey("password") && !params.containsKey("memorableAnswer")) return true;
    JsonNode credentials;
    synchronized (book) {
      credentials = book.document(book.name(CredentialOps.CREDENTIALS)).deepCopy();
    }
    if (params.containsKey("password")) {
      String password = credentials.path("password").asText();
      @SuppressWarnings("unchecked")
      List<String> positions = (List<String>) params.get("password");
      String[] fields = {"keyrcc_password_first", "keyrcc_password_second", "keyrcc_password_third"};
      for (int i = 0; i < positions.size(); i++) {
        int at = CredentialOps.indexOf(positions.get(i), password.length());
        String given = form(request, fields[i]);
        if (at < 0 || at >= password.length() || given == null || !given.equals(String.valueOf(password.charAt(at)))) return false;
      }
    }
    if (params.containsKey("memorableAnswer")) {
      String given = form(request, "memorableAnswer");
      boolean right = given != null && given.trim().equalsIgnoreCase(credentials.path("memorableAnswer").asText());
      if (right != params.getBoolean("memorableAnswer")) return false;
    }
    return true;
  }

  private static String form(Request request, String name) {
    FormParameter f = request.formParameter(name);
    return f != null && f.isPresent() ? f.firstValue() : null;
  }

  @Override
  public MatchResult match(Request request, Parameters params) {
    try {
      LedgerReset.resetIfAsked(ledger, admin.get());
      String field = params.getString("field", "userid");
      String typed = null;
      if (params.getBoolean("query", false)) {
        QueryParameter q = request.queryParameter(field);
        typed = q != null && q.isPresent() ? q.firstValue() : null;
      } else {
        FormParameter f = request.formParameter(field);
        typed = f != null && f.isPresent() ? f.firstValue() : null;
      }
      if (typed == null) return MatchResult.noMatch();
      String customer = params.getString("customer");
      if (!customer.equalsIgnoreCase(String.valueOf(ledger.loggingOnAs(typed)))) return MatchResult.noMatch();
      return MatchResult.of(credentialsMatch(request, params, ledger.book(customer)));
    } catch (Exception e) {
      notifier().error("[ledger] ledger-username on " + request.getMethod() + " " + request.getUrl() + " could not match: " + e, e);
      return MatchResult.noMatch();
    }
  }
}
