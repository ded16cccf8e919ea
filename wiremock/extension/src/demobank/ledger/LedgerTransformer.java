package demobank.ledger;

import static com.github.tomakehurst.wiremock.common.LocalNotifier.notifier;

import com.github.tomakehurst.wiremock.client.ResponseDefinitionBuilder;
import com.github.tomakehurst.wiremock.core.Admin;
import com.github.tomakehurst.wiremock.extension.Parameters;
import com.github.tomakehurst.wiremock.extension.ResponseDefinitionTransformerV2;
import com.github.tomakehurst.wiremock.http.Cookie;
import com.github.tomakehurst.wiremock.http.Fault;
import com.github.tomakehurst.wiremock.http.Request;
import com.github.tomakehurst.wiremock.http.ResponseDefinition;
import com.github.tomakehurst.wiremock.stubbing.ServeEvent;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Supplier;
import wiremock.com.fasterxml.jackson.databind.JsonNode;
import wiremock.com.fasterxml.jackson.databind.node.ArrayNode;
import wiremock.com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The `ledger` transformer: a mapping that names it either reads a document of the customer's
 * ledger (`"read"`) or carries out a change (`"op"`), once per Idempotency-Key. How mappings use it:
 * docs/api/ledger.md.
 */
public final class LedgerTransformer implements ResponseDefinitionTransformerV2 {
  private final Ledger ledger;
  private final Ops ops;
  private final Supplier<Admin> admin;

  public LedgerTransformer(Ledger ledger, Supplier<Admin> admin) {
    this.ledger = ledger;
    this.ops = new Ops(ledger);
    this.admin = admin;
  }

  @Override
  public String getName() {
    return "ledger";
  }

  @Override
  public boolean applyGlobally() {
    return false;
  }

  @Override
  public ResponseDefinition transform(ServeEvent event) {
    Request request = event.getRequest();
    Parameters params = event.getTransformerParameters();
    try {
      LedgerReset.resetIfAsked(ledger, admin.get());
      // Read before the book: a reset in between makes the change refuse (LDG_RESET), not go astray.
      long generation = ledger.generation();
      Book book = ledger.book(customerOf(request, params));
      String read = params.getString("read", null);
      if (read != null) return respond(event, readDocument(book, request, params, read), null);
      return change(event, book, generation, params);
    } catch (LedgerFailure failure) {
      return respond(event, Answer.failure(failure), null);
    } catch (RuntimeException e) {
      notifier().error("[ledger] request " + event.getId() + " " + request.getMethod() + " " + request.getUrl() + " failed: " + e, e);
      return respond(event, Answer.failure(new LedgerFailure(500, "LDG_INTERNAL",
          "The demo bank could not carry out this request (request " + event.getId() + ").")), null);
    }
  }

  /**
   * The mapping's `customer`, else the customer of the request's live session (SessionFilter puts it
   * in its internal cookie). No session, no customer: there is no default customer.
   */
  static String customerOf(Request request, Parameters params) throws LedgerFailure {
    String fixed = params.getString("customer", null);
    if (fixed != null) return fixed;
    Cookie cookie = request.getCookies().get(SessionFilter.CUSTOMER_COOKIE);
    if (cookie == null || cookie.firstValue() == null) throw new LedgerFailure(401, "0020", "Your session has ended. Please log on again.");
    return cookie.firstValue();
  }

  private Answer readDocument(Book book, Request request, Parameters params, String pattern) throws LedgerFailure {
    String path = URI.create(request.getUrl()).getPath();
    String[] segments = path.replaceAll("^/+", "").split("/");
    synchronized (book) {
      // A paged read is kept per query (each page and range its own answer).
      String query = params.containsKey("page") ? String.valueOf(URI.create(request.getUrl()).getRawQuery()) : "";
      String cacheKey = String.join("|", path, query, pattern, String.valueOf(params));
      Answer kept = book.reads.get(cacheKey);
      if (kept != null) return kept;
      Answer answer = render(book, params, pattern, segments, request, path);
      book.reads.put(cacheKey, answer);
      return answer;
    }
  }

  /** The read a mapping names, as JSON: the document, one item of it, a count, or a list without some fields. */
  private Answer render(Book book, Parameters params, String pattern, String[] segments, Request request, String path) throws LedgerFailure {
    JsonNode doc = book.document(book.name(substitute(pattern, segments)), emptyOf(params));
    if (params.containsKey("page")) return Answer.json(200, Paging.page(doc, Parameters.of(params.get("page")), request, path));
    String item = params.getString("item", null);
    String list = params.getString("list", "/payload");
    JsonNode answer = doc;
    if (item != null) {
      String id = substitute(item, segments);
      JsonNode found = Json.find(doc.at(list), params.getString("idField", "id"), id);
      if (found == null) {
        String code = params.getString("notFoundCode", null);
        throw code == null ? LedgerFailure.notFound("item", id) : new LedgerFailure(404, code, "No " + id + " was found.");
      }
      ObjectNode root = Json.object();
      root.set("payload", found);
      root.putArray("messages");
      answer = root;
    }
    if (params.containsKey("count")) {
      Parameters count = Parameters.of(params.get("count"));
      long n = 0;
      for (JsonNode entry : doc.at(list)) {
        if (count.getString("equals").equals(entry.path(count.getString("where")).asText())) n++;
      }
      ObjectNode root = Json.object();
      root.putObject("payload").put(count.getString("as"), n);
      root.putArray("messages");
      answer = root;
    }
    @SuppressWarnings("unchecked")
    List<String> omit = (List<String>) params.getOrDefault("omit", List.of());
    if (!omit.isEmpty() && item == null) {
      answer = answer.deepCopy();
      for (JsonNode entry : answer.at(list)) ((ObjectNode) entry).remove(omit);
    }
    return Answer.json(200, answer);
  }

  /** `{path.N}` is the Nth segment of the request's path, `{last}` the last. */
  static String substitute(String pattern, String[] segments) {
    String out = pattern.replace("{last}", segments[segments.length - 1]);
    for (int i = 0; i < segments.length; i++) out = out.replace("{path." + i + "}", segments[i]);
    return out;
  }

  private static JsonNode emptyOf(Parameters params) {
    Object empty = params.get("empty");
    return empty == null ? null : Json.MAPPER.valueToTree(empty);
  }

  /** A change: carried out once per key; a retry gets the remembered answer (docs/api/ledger.md). */
  private ResponseDefinition change(ServeEvent event, Book book, long generation, Parameters params) throws LedgerFailure {
    Request request = event.getRequest();
    Op op = ops.find(params.getString("op"), params);
    String path = URI.create(request.getUrl()).getPath();
    OpRequest opRequest = new OpRequest(book, request.getBodyAsString(), path);
    if (!params.getBoolean("idempotent", true)) {
      Answer answer = carryOut(book, generation, op, opRequest);
      if ((answer == null || answer.status < 300) && maintenancePageAsked(book, request)) return maintenancePage(event);
      return answer == null ? event.getResponseDefinition() : respond(event, answer, null);
    }
    String key = request.getHeader("Idempotency-Key");
    if (key == null || key.isBlank()) {
      throw new LedgerFailure(400, "LDG_KEY_REQUIRED", "A change needs an Idempotency-Key header.");
    }
    // The codes a change carries were checked and counted before any stub was matched (CodeCheck,
    // from SessionFilter); a refusal kept nothing under the key: the page sends the same key again.
    // A change without a body (a revocation) carries its code in a header.
    java.util.Map<String, String> codes = codesOf(request.getBodyAsString());
    String headerCode = request.getHeader("X-Reauthentication-Code");
    if (headerCode != null && !headerCode.isBlank()) codes.putIfAbsent("reauthenticationCode", headerCode.trim());
    String subject = request.getMethod() + " " + path + " " + canonical(withoutCodes(request.getBodyAsString()));
    String fingerprint = request.getMethod() + " " + path + " " + canonical(request.getBodyAsString());
    KeyRecord record;
    synchronized (book) {
      KeyRecord seen = book.keys.get(key);
      if (seen != null) {
        if (!seen.fingerprint.equals(fingerprint)) {
          throw new LedgerFailure(422, "IDEMPOTENCY_KEY_REUSED",
              "This Idempotency-Key was used for another request; a new request needs a new key.");
        }
        if (seen.answer == null) {
          throw new LedgerFailure(409, "IDEMPOTENCY_IN_PROGRESS",
              "The first request with this Idempotency-Key is still being carried out; try again shortly.");
        }
        return respond(event, seen.answer, null);
      }
      // A new request: its code is good only for the subject it was first carried out with (the same
      // code under another amount, payee or change is refused, and nothing is kept under the key).
      book.spentCodes.check(codes, subject);
      record = new KeyRecord(fingerprint);
      book.keys.put(key, record);
    }
    int holdMs = params.getInt("holdMs", 0);
    if (holdMs > 0) sleep(holdMs);
    Answer answer;
    try {
      answer = carryOut(book, generation, op, opRequest);
    } catch (RuntimeException | LedgerFailure e) {
      synchronized (book) {
        book.keys.remove(key);
      }
      throw e;
    }
    synchronized (book) {
      // Held for a Re-authentication Security Code: as a refusal of a code, nothing is kept under the
      // key, so the same key with the code in its body is carried out as the first try of the change.
      if (answer.asksForReauthentication) book.keys.remove(key);
      else record.answer = answer;
    }
    if (answer.asksForReauthentication) return respond(event, answer, null);
    if (answer.status < 300) book.spentCodes.spend(codes, subject);
    String fault = params.getString("fault", null);
    // the change is kept, but what reaches the app is a
    // proxy's maintenance page with status 200, which no client can read; a retry with the same
    // key gets the remembered answer.
    if ("maintenance-page".equals(params.getString("unreadable", null))) return maintenancePage(event);
    // MAINT on every confirming kind (docs/answers-and-reauthentication.md): a value MAINT in the
    // body, or the admin's arming for a change without one; only a change that was carried out.
    if (answer.status < 300 && maintenancePageAsked(book, request)) return maintenancePage(event);
    return respond(event, answer, fault);
  }

  /**
   * Carries the op out as one change: a refusal (or a fault of the extension) rolls back whatever it
   * touched, so a refused instruction changes nothing. A reset since the request came in (carried
   * out, or asked for and not yet carried out) means the book is no longer the customer's: the
   * request is answered 503 LDG_RESET and nothing is done, never SENT for what the ledger will not hold.
   * The changes lock is held shared throughout, so a reset waits for it.
   */
  private Answer carryOut(Book book, long generation, Op op, OpRequest opRequest) throws LedgerFailure {
    ledger.changes.readLock().lock();
    try {
      if (ledger.generation() != generation || LedgerReset.pending(admin.get())) {
        throw new LedgerFailure(503, "LDG_RESET",
            "The demo bank was reset while this request was being carried out; nothing was done. It may be sent again.");
      }
      synchronized (book) {
        book.begin();
        try {
          Answer answer;
          try {
            answer = op.apply(opRequest);
          } catch (LedgerFailure failure) {
            book.rollback();
            return Answer.failure(failure);
          }
          book.commit();
          return answer;
        } catch (RuntimeException e) {
          book.rollback();
          throw e;
        } finally {
          book.changed();
        }
      }
    } finally {
      ledger.changes.readLock().unlock();
    }
  }

  /** A field of the body (JSON, or a posted form) whose value is MAINT, or the customer's armed next change. */
  static boolean maintenancePageAsked(Book book, Request request) {
    synchronized (book) {
      if (book.maintenancePageNext) {
        book.maintenancePageNext = false;
        return true;
      }
    }
    String body = request.getBodyAsString();
    if (body == null || body.isBlank()) return false;
    try {
      return hasMaint(Json.MAPPER.readTree(body));
    } catch (Exception e) {
      for (String pair : body.split("&")) {
        int eq = pair.indexOf('=');
        String value = eq < 0 ? "" : java.net.URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
        if (value.trim().equalsIgnoreCase("MAINT")) return true;
      }
      return false;
    }
  }

  private static boolean hasMaint(JsonNode node) {
    if (node.isTextual()) return node.asText().trim().equalsIgnoreCase("MAINT");
    for (JsonNode child : node) if (hasMaint(child)) return true;
    return false;
  }

  private static final String[] CODE_FIELDS = {"transactionSecurityCode", "reauthenticationCode"};

  /** The JSON body's security codes by field (none without a JSON body). */
  static java.util.Map<String, String> codesOf(String body) {
    java.util.Map<String, String> codes = new java.util.LinkedHashMap<>();
    if (body == null || body.isBlank()) return codes;
    try {
      JsonNode node = Json.MAPPER.readTree(body);
      for (String field : CODE_FIELDS) {
        JsonNode code = node.path(field);
        if (code.isTextual() && !code.asText().isBlank()) codes.put(field, code.asText().trim());
      }
    } catch (Exception e) {
      // Not JSON (a posted form): its codes are the identity pages' to check.
    }
    return codes;
  }

  /** The body without its security codes: what the codes sign. */
  static String withoutCodes(String body) {
    if (body == null || body.isBlank()) return body;
    try {
      JsonNode node = Json.MAPPER.readTree(body);
      if (!node.isObject()) return body;
      ObjectNode copy = ((ObjectNode) node).deepCopy();
      copy.remove(java.util.Arrays.asList(CODE_FIELDS));
      return Json.write(copy);
    } catch (Exception e) {
      return body;
    }
  }

  /** A 200 HTML page in place of the ledger's answer (a proxy in front of the bank). */
  private static ResponseDefinition maintenancePage(ServeEvent event) {
    String html = "<!DOCTYPE html><html><head><title>Maintenance</title></head>"
        + "<body><h1>Down for maintenance</h1><p>This service is being updated.</p></body></html>";
    return new ResponseDefinitionBuilder()
        .withStatus(200)
        .withHeader("Content-Type", "text/html")
        .withHeader("Cache-Control", "no-store")
        .withBody(html.getBytes(StandardCharsets.UTF_8))
        .build();
  }

  /**
   * The body as parsed JSON written again with every object's fields in name order, so spacing or
   * field order alone is not another request (docs/api/ledger.md). A body that is not JSON: as sent.
   */
  static String canonical(String body) {
    if (body == null || body.isBlank()) return "";
    try {
      return Json.write(sorted(Json.MAPPER.readTree(body)));
    } catch (Exception e) {
      return body;
    }
  }

  private static JsonNode sorted(JsonNode node) {
    if (node.isObject()) {
      ObjectNode out = Json.object();
      java.util.List<String> names = new java.util.ArrayList<>();
      node.fieldNames().forEachRemaining(names::add);
      java.util.Collections.sort(names);
      for (String name : names) out.set(name, sorted(node.get(name)));
      return out;
    }
    if (node.isArray()) {
      ArrayNode out = Json.array();
      for (JsonNode item : node) out.add(sorted(item));
      return out;
    }
    return node;
  }

  private static void sleep(int ms) {
    try {
      Thread.sleep(ms);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** The ledger's answer with the stub's own headers and delays; a fault on demand instead of it. */
  private static ResponseDefinition respond(ServeEvent event, Answer answer, String fault) {
    ResponseDefinition stub = event.getResponseDefinition();
    ResponseDefinitionBuilder builder = new ResponseDefinitionBuilder()
        .withStatus(answer.status)
        .withHeader("Content-Type", answer.pdf != null ? "application/pdf" : "application/json")
        .withHeader("Cache-Control", "no-store");
    if (answer.pdf != null) {
      builder.withHeader("Content-Disposition", "inline; filename=\"" + answer.filename + "\"").withBody(answer.pdf.clone());
    }
    if (stub.getFixedDelayMilliseconds() != null) builder.withFixedDelay(stub.getFixedDelayMilliseconds());
    // As bytes: WireMock's global response templating runs after this transformer and would
    // otherwise compile every distinct answer as a template (slow, and a message's '{{' is text).
    if (answer.body != null) builder.withBody(answer.body.getBytes(StandardCharsets.UTF_8));
    if (fault != null) builder.withFault(Fault.valueOf(fault));
    return builder.build();
  }
}
