package demobank.ledger;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The demo bank's sessions: a random token bound to one customer, as the real bank keeps them. A
 * session ends at log-off, after `idle` without a customer call, or when the same customer logs on
 * again (the newer log-on wins). Sessions outlive a ledger reset: a reset puts the books back, it
 * does not log anyone off. How they behave: docs/sessions-and-access.md.
 */
public final class BankSessions {
  /** The bank's idle time-out, the same five minutes after which the app logs off on its own. */
  static final Duration DEFAULT_IDLE = Duration.ofMinutes(5);

  private static final SecureRandom RANDOM = new SecureRandom();

  private record Session(String customer, Instant lastSeen) {}

  private final Map<String, Session> byToken = new HashMap<>();
  private final Map<String, String> tokenOf = new HashMap<>();
  /**
   * Log-ons under way, before any session: an opaque token the identity service's own pages carry
   * from stage 1, mapped to the username typed there. The oldest are forgotten past a bound, as a
   * real identity service lets an abandoned log-on lapse.
   */
  private final Map<String, String> logOns = new LinkedHashMap<>(16, 0.75f, false) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<String, String> eldest) {
      return size() > 10_000;
    }
  };
  private final Duration idle;
  private final Clock clock;
  // Added to the clock by the test-only admin route, so a test can let sessions go idle at once.
  private Duration aged = Duration.ZERO;

  public BankSessions(Duration idle, Clock clock) {
    this.idle = idle;
    this.clock = clock;
  }

  /** The idle time-out from `-Ddemobank.sessionIdleSeconds`, else five minutes. */
  static Duration idleFromSystem() {
    String seconds = System.getProperty("demobank.sessionIdleSeconds");
    return seconds == null ? DEFAULT_IDLE : Duration.ofSeconds(Long.parseLong(seconds));
  }

  private Instant now() {
    return clock.instant().plus(aged);
  }

  private static String newToken() {
    byte[] bytes = new byte[32];
    RANDOM.nextBytes(bytes);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }

  /** Remembers a log-on under way for the username typed at stage 1; returns the opaque token its pages carry. */
  public synchronized String rememberLogOn(String username) {
    String token = newToken();
    logOns.put(token, username);
    return token;
  }

  /** The username of the log-on under way that the token names, or null. */
  public synchronized String logOnOf(String token) {
    return token == null ? null : logOns.get(token);
  }

  /** Opens a session for the customer and ends any other they had; returns its token. */
  public synchronized String open(String customer) {
    String previous = tokenOf.remove(customer);
    if (previous != null) byToken.remove(previous);
    String token = newToken();
    byToken.put(token, new Session(customer, now()));
    tokenOf.put(customer, token);
    return token;
  }

  /**
   * The customer whose live session the token is, or null. `touch` counts the call as the customer's
   * activity (a session check does not: the app asks it on a timer, and it must not keep a session alive).
   */
  public synchronized String customerOf(String token, boolean touch) {
    if (token == null) return null;
    Session session = byToken.get(token);
    if (session == null) return null;
    if (Duration.between(session.lastSeen(), now()).compareTo(idle) >= 0) {
      end(token);
      return null;
    }
    if (touch) byToken.put(token, new Session(session.customer(), now()));
    return session.customer();
  }

  /** Ends the session the token names (log-off); an unknown token changes nothing. */
  public synchronized void end(String token) {
    if (token == null) return;
    Session session = byToken.remove(token);
    if (session != null) tokenOf.remove(session.customer(), token);
  }

  /** Ends every session (the admin route, for a test that wants none left). */
  public synchronized void endAll() {
    byToken.clear();
    tokenOf.clear();
    logOns.clear();
  }

  /** Moves the sessions' clock on (the admin route): a test lets a session go idle without waiting. */
  public synchronized void age(Duration by) {
    aged = aged.plus(by);
  }
}
