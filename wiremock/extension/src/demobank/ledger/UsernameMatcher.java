package demobank.ledger;

import static com.github.tomakehurst.wiremock.common.LocalNotifier.notifier;

import com.github.tomakehurst.wiremock.core.Admin;
import com.github.tomakehurst.wiremock.extension.Parameters;
import com.github.tomakehurst.wiremock.http.FormParameter;
import com.github.tomakehurst.wiremock.http.QueryParameter;
import com.github.tomakehurst.wiremock.http.Request;
import com.github.tomakehurst.wiremock.matching.MatchResult;
import com.github.tomakehurst.wiremock.matching.RequestMatcherExtension;
import java.util.function.Supplier;

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
      return MatchResult.of(params.getString("customer").equalsIgnoreCase(String.valueOf(ledger.loggingOnAs(typed))));
    } catch (Exception e) {
      notifier().error("[ledger] ledger-username on " + request.getMethod() + " " + request.getUrl() + " could not match: " + e, e);
      return MatchResult.noMatch();
    }
  }
}
