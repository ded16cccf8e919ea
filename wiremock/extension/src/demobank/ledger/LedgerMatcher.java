package demobank.ledger;

import static com.github.tomakehurst.wiremock.common.LocalNotifier.notifier;

import com.github.tomakehurst.wiremock.core.Admin;
import com.github.tomakehurst.wiremock.extension.Parameters;
import com.github.tomakehurst.wiremock.http.FormParameter;
import com.github.tomakehurst.wiremock.http.Request;
import com.github.tomakehurst.wiremock.matching.MatchResult;
import com.github.tomakehurst.wiremock.matching.RequestMatcherExtension;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;
import wiremock.com.fasterxml.jackson.databind.JsonNode;

/**
 * `ledger-matches`: a request matches when a form parameter (or a field of its JSON body) equals a
 * value in the customer's ledger, so a log-on stub can accept the password or memorable answer the
 * customer chose in the app (docs/api/ledger.md, "Adding state for a new area").
 */
public final class LedgerMatcher extends RequestMatcherExtension {
  private final Ledger ledger;
  private final Supplier<Admin> admin;

  public LedgerMatcher(Ledger ledger, Supplier<Admin> admin) {
    this.ledger = ledger;
    this.admin = admin;
  }

  @Override
  public String getName() {
    return "ledger-matches";
  }

  @Override
  public MatchResult match(Request request, Parameters params) {
    try {
      LedgerReset.resetIfAsked(ledger, admin.get());
      Book book = ledger.book(LedgerTransformer.customerOf(request, params));
      // One value (`pointer` + `formParameter` or `jsonField`), or several form parameters at once
      // (`formParameters`: { name: pointer }), all of which must match.
      Map<String, String> checks = new LinkedHashMap<>();
      if (params.containsKey("formParameters")) {
        Parameters.of(params.get("formParameters")).forEach((name, pointer) -> checks.put(name, String.valueOf(pointer)));
      } else {
        checks.put(params.getString("formParameter", null), params.getString("pointer"));
      }
      for (Map.Entry<String, String> check : checks.entrySet()) {
        if (!matches(book, request, params, check.getKey(), check.getValue())) return MatchResult.noMatch();
      }
      return MatchResult.exactMatch();
    } catch (Exception e) {
      // A matcher never fails a request: what cannot be read does not match (and is logged).
      notifier().error("[ledger] ledger-matches on " + request.getMethod() + " " + request.getUrl() + " could not match: " + e, e);
      return MatchResult.noMatch();
    }
  }

  private static boolean matches(Book book, Request request, Parameters params, String formParameter, String pointer) throws Exception {
    String expected;
    synchronized (book) {
      JsonNode value = book.document(book.name(params.getString("doc"))).at(pointer);
      if (value.isMissingNode() || value.isNull()) return false;
      expected = value.asText();
    }
    String actual = null;
    if (formParameter != null) {
      FormParameter form = request.formParameter(formParameter);
      actual = form != null && form.isPresent() ? form.firstValue() : null;
    } else if (params.containsKey("jsonField")) {
      actual = Json.optionalText(Json.MAPPER.readTree(request.getBodyAsString()), params.getString("jsonField"));
    }
    if (actual == null) return false;
    return params.getBoolean("ignoreCase", false) ? expected.equalsIgnoreCase(actual.trim()) : expected.equals(actual);
  }
}
