package demobank.ledger;

import static com.github.tomakehurst.wiremock.common.LocalNotifier.notifier;

import com.github.tomakehurst.wiremock.extension.Parameters;
import com.github.tomakehurst.wiremock.extension.ResponseTransformerV2;
import com.github.tomakehurst.wiremock.http.HttpHeader;
import com.github.tomakehurst.wiremock.http.Request;
import com.github.tomakehurst.wiremock.http.Response;
import com.github.tomakehurst.wiremock.matching.CustomMatcherDefinition;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;
import com.github.tomakehurst.wiremock.stubbing.StubMapping;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * Gives out and takes back the session cookie. A log-on stub whose answer completes the log-on
 * (`"openSession": true` among its transformer parameters) opens a session for the customer its
 * `ledger-username` matcher names and sets the cookie; the log-off pages expire it (the session
 * itself has already ended in SessionFilter, before any stub answered). The log-on's first stage
 * (`"rememberLogOn": true`) gives the identity service's pages an opaque cookie for the log-on under
 * way, which SessionFilter maps back to the username typed.
 *
 * A registration (`"registrationOf": "demo.newcustomer"`) makes that customer, whatever username they
 * chose: its last step records the username (`newUsername`) as theirs in the ledger, and the log-on
 * stubs it teaches record it again (`userid`, after a reset the ledger has forgotten it) and open the
 * session for that customer, so the session, the ledger and the stubs by customer are theirs.
 */
public final class SessionOpener implements ResponseTransformerV2 {
  private final BankSessions sessions;
  private final Ledger ledger;
  private final java.util.function.Supplier<com.github.tomakehurst.wiremock.core.Admin> admin;

  public SessionOpener(BankSessions sessions, Ledger ledger, java.util.function.Supplier<com.github.tomakehurst.wiremock.core.Admin> admin) {
    this.sessions = sessions;
    this.ledger = ledger;
    this.admin = admin;
  }

  @Override
  public String getName() {
    return "bank-session-cookie";
  }

  @Override
  public boolean applyGlobally() {
    return true;
  }

  @Override
  public Response transform(Response response, ServeEvent event) {
    Request request = event.getRequest();
    String path = URI.create(request.getUrl()).getPath();
    if (path.equals("/gateway/api/session/logoff") || path.equals("/gateway/idv/logoff")) {
      return withCookie(response, SessionCookie.expire(request));
    }
    Parameters params = event.getTransformerParameters();
    if (params == null || response.getStatus() != 200) return response;
    if (params.getBoolean("rememberLogOn", false)) {
      String username = typedUsername(request);
      return username == null ? response : withCookie(response, SessionCookie.issueLogOn(request, sessions.rememberLogOn(username)));
    }
    String registered = params.getString("registrationOf", null);
    if (registered != null) {
      String username = formField(request, params.getBoolean("openSession", false) ? "userid" : "newUsername");
      // A reset asked for and not yet carried out would forget the username as soon as it is recorded.
      LedgerReset.resetIfAsked(ledger, admin.get());
      if (username != null && !ledger.changeUsername(registered, username)) {
        notifier().error("[ledger] registration of " + registered + ": another customer already logs on with " + username);
      }
      if (params.getBoolean("openSession", false)) return withCookie(response, SessionCookie.issue(request, sessions.open(registered)));
    }
    if (!params.getBoolean("openSession", false)) return response;
    // The customer the stub's matcher names, else the one whose log-on is under way (stage 1's
    // opaque cookie, which SessionFilter turned into the internal username cookie): the pages that
    // end a registration's first log-on or an activation name no customer of their own.
    String customer = customerOf(event.getStubMapping());
    if (customer == null) customer = logOnUnderWay(request);
    if (customer == null) return response;
    return withCookie(response, SessionCookie.issue(request, sessions.open(customer)));
  }

  /** The `userid` field of the form posted, lower-cased as the bank matches usernames; null if there is none. */
  static String typedUsername(Request request) {
    return formField(request, "userid");
  }

  /** A field of the form posted, trimmed and lower-cased as the bank matches usernames; null if there is none. */
  private static String formField(Request request, String name) {
    String body = request.getBodyAsString();
    if (body == null) return null;
    for (String pair : body.split("&")) {
      int eq = pair.indexOf('=');
      if (eq < 0 || !pair.substring(0, eq).equals(name)) continue;
      String value = URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8).trim().toLowerCase(Locale.ROOT);
      return value.isEmpty() ? null : value;
    }
    return null;
  }

  /** The username of the log-on under way, as SessionFilter put it on the request; null if none. */
  private static String logOnUnderWay(Request request) {
    com.github.tomakehurst.wiremock.http.Cookie cookie = request.getCookies().get(SessionFilter.LOG_ON_USER_COOKIE);
    return cookie == null || cookie.firstValue().isBlank() ? null : cookie.firstValue();
  }

  private static String customerOf(StubMapping stub) {
    CustomMatcherDefinition matcher = stub == null ? null : stub.getRequest().getCustomMatcher();
    return matcher == null ? null : matcher.getParameters().getString("customer", null);
  }

  private static Response withCookie(Response response, String cookie) {
    return Response.Builder.like(response).but().headers(response.getHeaders().plus(new HttpHeader("Set-Cookie", cookie))).build();
  }
}
