package demobank.ledger;

import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.http.Cookie;
import com.github.tomakehurst.wiremock.http.Request;
import com.github.tomakehurst.wiremock.http.RequestMethod;
import com.github.tomakehurst.wiremock.http.ResponseDefinition;
import com.github.tomakehurst.wiremock.extension.requestfilter.RequestFilterAction;
import com.github.tomakehurst.wiremock.extension.requestfilter.RequestWrapper;
import com.github.tomakehurst.wiremock.extension.requestfilter.StubRequestFilterV2;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;
import java.net.URI;
import java.util.Set;

/**
 * Who is asking, decided once before any stub is matched. A customer call (docs/sessions-and-access.md
 * lists which paths are) needs a live session: without one it answers 401 with the bank's envelope
 * and reaches no stub. With one, the request goes on carrying the internal `DEMO_SESSION` cookie set
 * to the session's customer, which the per-customer stubs and the ledger read; a `DEMO_SESSION`
 * cookie the client sent is always dropped, so no one is ever the customer a cookie names.
 *
 * A READONLY customer's change (any POST, PUT, PATCH or DELETE of a customer call) is refused here
 * with ELG006, whatever path it takes, so the bank refuses what the page should not have offered.
 *
 * The security codes of any other change are checked and counted here too (CodeCheck), so the bank
 * keeps the signing and re-authentication locks for every area. The API's refusal is the bank's
 * envelope; the identity service answers with a page, so there the request goes on with the refusal
 * in internal headers (REFUSAL_CODE, REFUSAL_TEXT) for the page's stub to draw. Those headers, like
 * the customer cookie, are dropped when a client sends them.
 */
public final class SessionFilter implements StubRequestFilterV2 {
  /** The cookie the stubs and the ledger read; only this filter sets it. */
  static final String CUSTOMER_COOKIE = "DEMO_SESSION";
  /** The username of a log-on under way, for the identity pages' templates; only this filter sets it. */
  static final String LOG_ON_USER_COOKIE = "IDV_USERID";
  /** The code and words of the bank's refusal of a page's security code; only this filter sets them. */
  static final String REFUSAL_CODE = "X-Demo-Code-Refusal";
  static final String REFUSAL_TEXT = "X-Demo-Code-Refusal-Text";

  /**
   * The customers whose ib-status is READONLY: the same as the stub that answers their ib-status
   * (mappings/help/ib-status-limited.json); a contract test checks the two agree.
   */
  static final Set<String> READ_ONLY_CUSTOMERS = Set.of("demo.limited");

  private static final String API = "/gateway/api/";
  /** Under the API but not a customer's: the health ping, the test-only fault stubs, the session's own calls, fraud events. */
  private static final Set<String> OPEN_API_PATHS = Set.of(
      "/gateway/api/ping", "/gateway/api/session/check", "/gateway/api/session/keep-alive",
      "/gateway/api/session/logoff", "/gateway/api/fraud-events");
  private static final Set<String> LOG_OFF_PATHS = Set.of("/gateway/api/session/logoff", "/gateway/idv/logoff");
  private static final Set<String> SESSION_CALLS = Set.of("/gateway/api/session/check", "/gateway/api/session/keep-alive");
  private static final Set<RequestMethod> CHANGES = Set.of(RequestMethod.POST, RequestMethod.PUT, RequestMethod.PATCH, RequestMethod.DELETE);

  private final BankSessions sessions;
  private final CodeCheck codes;

  public SessionFilter(BankSessions sessions, CodeCheck codes) {
    this.sessions = sessions;
    this.codes = codes;
  }

  @Override
  public String getName() {
    return "bank-sessions";
  }

  /** A customer call: the API bar its open paths, and the security-details pages of the identity service. */
  static boolean needsSession(String path) {
    if (path.startsWith("/gateway/idv/security-details")) return true;
    if (!path.startsWith(API) || OPEN_API_PATHS.contains(path)) return false;
    return !path.startsWith("/gateway/api/faults/");
  }

  @Override
  public RequestFilterAction filter(Request request, ServeEvent serveEvent) {
    String path = URI.create(request.getUrl()).getPath();
    String token = SessionCookie.tokenOf(request);
    if (LOG_OFF_PATHS.contains(path)) {
      sessions.end(token);
      return RequestFilterAction.continueWith(withCustomer(request, null));
    }
    String customer = sessions.customerOf(token, !path.equals("/gateway/api/session/check"));
    if (customer == null && token != null && SESSION_CALLS.contains(path)) {
      // A session that was there and has ended (idle time-out, a newer log-on): the app's session
      // check hears it as timed out and logs off with that reason.
      return RequestFilterAction.stopWith(envelope(200, "0020", "Your session has ended"));
    }
    if (customer == null && needsSession(path)) return RequestFilterAction.stopWith(sessionEnded());
    if (customer != null && READ_ONLY_CUSTOMERS.contains(customer) && needsSession(path) && CHANGES.contains(request.getMethod())) {
      return RequestFilterAction.stopWith(envelope(200, "ELG006", "Read only"));
    }
    if (customer != null && needsSession(path) && CHANGES.contains(request.getMethod())) {
      LedgerFailure refused = codes.refusal(customer, request);
      if (refused != null && path.startsWith(API)) return RequestFilterAction.stopWith(envelope(refused.status, refused.code, refused.getMessage()));
      if (refused != null) return RequestFilterAction.continueWith(withCustomer(request, customer, null, refused));
    }
    String loggingOn = null;
    if (customer == null && path.startsWith("/gateway/idv/") && !needsSession(path)) {
      // Before a session exists, the identity service's own pages (log-on stages, resets, PIN reset)
      // know who is logging on from the opaque log-on cookie stage 1 gave them (/gateway/idv only);
      // the bank's API never takes it.
      loggingOn = sessions.logOnOf(SessionCookie.logOnOf(request));
      customer = loggingOn;
    }
    return RequestFilterAction.continueWith(withCustomer(request, customer, loggingOn));
  }

  private static Request withCustomer(Request request, String customer) {
    return withCustomer(request, customer, null);
  }

  /**
   * The request as the stubs see it: the internal cookies and headers set from what the bank knows,
   * never from what the client sent. `IDV_USERID` is the username of the log-on under way, which the
   * identity pages' templates echo; the refusal headers carry the bank's refusal of a page's code.
   */
  private static Request withCustomer(Request request, String customer, String loggingOn) {
    return withCustomer(request, customer, loggingOn, null);
  }

  private static Request withCustomer(Request request, String customer, String loggingOn, LedgerFailure refused) {
    // Two wraps: within one, a removal wins over an addition of the same name.
    Request cleared = RequestWrapper.create()
        .removeCookie(CUSTOMER_COOKIE)
        .removeCookie(LOG_ON_USER_COOKIE)
        .removeHeader(REFUSAL_CODE)
        .removeHeader(REFUSAL_TEXT)
        .wrap(request);
    RequestWrapper.Builder wrapper = RequestWrapper.create();
    if (customer != null) wrapper.addCookie(CUSTOMER_COOKIE, new Cookie(customer));
    if (loggingOn != null) wrapper.addCookie(LOG_ON_USER_COOKIE, new Cookie(loggingOn));
    if (refused != null) wrapper.addHeader(REFUSAL_CODE, refused.code).addHeader(REFUSAL_TEXT, refused.getMessage());
    return wrapper.wrap(cleared);
  }

  /** No live session: 401, the bank's envelope with the timed-out result code, and where to log on. */
  static ResponseDefinition sessionEnded() {
    return new ResponseDefinitionBuilder()
        .withStatus(401)
        .withHeader("Content-Type", "application/json")
        .withHeader("Cache-Control", "no-store")
        .withHeader("X-Login-Url", "/gateway/idv/logon")
        .withHeader("Access-Control-Expose-Headers", "Date, X-Correlation-Id, X-Login-Url, Retry-After")
        .withBody(envelopeBody("0020", "Your session has ended. Please log on again."))
        .build();
  }

  private static ResponseDefinition envelope(int status, String code, String desc) {
    return new ResponseDefinitionBuilder()
        .withStatus(status)
        .withHeader("Content-Type", "application/json")
        .withHeader("Cache-Control", "no-store")
        .withBody(envelopeBody(code, desc))
        .build();
  }

  private static String envelopeBody(String code, String desc) {
    wiremock.com.fasterxml.jackson.databind.node.ObjectNode root = Json.object();
    wiremock.com.fasterxml.jackson.databind.node.ArrayNode errors = root.putObject("header").put("statusCode", "E001").putArray("errorMsg");
    errors.addObject().put("code", code).put("desc", desc);
    root.putNull("body");
    return Json.write(root);
  }
}
