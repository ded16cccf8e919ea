package demobank.ledger;

import com.github.tomakehurst.wiremock.http.Cookie;
import com.github.tomakehurst.wiremock.http.Request;

/**
 * The session cookie's name and attributes. Over https (the request's scheme, or nginx's
 * X-Forwarded-Proto) it is `__Host-BANK_SESSION` with `Secure`, which a browser keeps only for this
 * host and path `/`, so a sibling subdomain cannot set or shadow it; over plain http (the local demo
 * bank) a browser would drop a `Secure` cookie, so it is `BANK_SESSION`. Always HttpOnly (no script
 * reads it) and SameSite=Strict (no other site's page sends it).
 */
final class SessionCookie {
  static final String PLAIN = "BANK_SESSION";
  static final String HOST_ONLY = "__Host-BANK_SESSION";

  private SessionCookie() {}

  static boolean overHttps(Request request) {
    String forwarded = request.getHeader("X-Forwarded-Proto");
    if (forwarded != null) return forwarded.trim().equalsIgnoreCase("https");
    return "https".equalsIgnoreCase(request.getScheme());
  }

  /** The token the request carries: the `__Host-` cookie over https, the plain one over http. */
  static String tokenOf(Request request) {
    Cookie cookie = request.getCookies().get(overHttps(request) ? HOST_ONLY : PLAIN);
    return cookie == null ? null : cookie.firstValue();
  }

  static String issue(Request request, String token) {
    return overHttps(request)
        ? HOST_ONLY + "=" + token + "; Path=/; Secure; HttpOnly; SameSite=Strict"
        : PLAIN + "=" + token + "; Path=/; HttpOnly; SameSite=Strict";
  }

  /**
   * The identity service's log-on cookie: an opaque token for a log-on under way, sent back to its
   * own pages only (Path=/gateway/idv). It names no one: the bank maps it to the typed username.
   */
  static final String LOG_ON = "IDV_LOGON";

  static String logOnOf(Request request) {
    Cookie cookie = request.getCookies().get(LOG_ON);
    return cookie == null ? null : cookie.firstValue();
  }

  static String issueLogOn(Request request, String token) {
    return LOG_ON + "=" + token + "; Path=/gateway/idv; " + (overHttps(request) ? "Secure; " : "") + "HttpOnly; SameSite=Strict";
  }

  static String expire(Request request) {
    return overHttps(request)
        ? HOST_ONLY + "=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Strict"
        : PLAIN + "=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict";
  }
}
