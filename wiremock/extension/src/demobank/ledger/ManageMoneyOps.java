package demobank.ledger;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Map;
import wiremock.com.fasterxml.jackson.databind.JsonNode;
import wiremock.com.fasterxml.jackson.databind.node.ArrayNode;
import wiremock.com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Manage money's changes (docs/api/manage-money.md). Documents: `manage-money/{folder}/
 * beneficiaries.json` (the payees, which move money lists too), `regular-payments-{accountId}.json`
 * and `future-payments-{accountId}.json` per account (none: an empty list). An upcoming transaction
 * names the standing order, Direct Debit or future payment it comes from in `source`, so a change
 * shows on the Balances home too.
 */
final class ManageMoneyOps {
  private ManageMoneyOps() {}

  static void register(Map<String, Op> ops) {
    ops.put("amend-standing-order", ManageMoneyOps::amend);
    ops.put("move-standing-order", ManageMoneyOps::move);
    ops.put("cancel-standing-order", r -> cancel(r, "standingOrders"));
    ops.put("cancel-direct-debit", r -> cancel(r, "directDebits"));
    ops.put("stop-future-payment", ManageMoneyOps::stop);
    ops.put("delete-payee", ManageMoneyOps::deletePayee);
  }

  static ArrayNode payees(Book book) throws LedgerFailure {
    ObjectNode empty = Json.object();
    empty.putArray("payload");
    empty.putArray("messages");
    return (ArrayNode) book.document(book.name("manage-money/{folder}/beneficiaries.json"), empty).withArray("payload");
  }

  static ObjectNode regularPayments(Book book, String accountId) throws LedgerFailure {
    ObjectNode empty = Json.object();
    ObjectNode payload = empty.putObject("payload");
    payload.putArray("standingOrders");
    payload.putArray("directDebits");
    empty.putArray("messages");
    return (ObjectNode) book.document(book.name("manage-money/{folder}/regular-payments-" + accountId + ".json"), empty).path("payload");
  }

  static ArrayNode standingOrders(Book book, String accountId) throws LedgerFailure {
    return regularPayments(book, accountId).withArray("standingOrders");
  }

  static ArrayNode futurePayments(Book book, String accountId) throws LedgerFailure {
    ObjectNode empty = Json.object();
    empty.putArray("payload");
    empty.putArray("messages");
    return (ArrayNode) book.document(book.name("manage-money/{folder}/future-payments-" + accountId + ".json"), empty).withArray("payload");
  }

  /** A mandate (standing order or Direct Debit) by id, searched in every account of the customer. */
  private static ObjectNode mandate(Book book, String list, String id) throws LedgerFailure {
    for (JsonNode account : new Accounts(book).list()) {
      ObjectNode found = Json.find(regularPayments(book, account.path("id").asText()).path(list), "id", id);
      if (found != null) return found;
    }
    throw LedgerFailure.notFound(list.equals("directDebits") ? "Direct Debit" : "standing order", id);
  }

  static Answer amend(OpRequest request) throws LedgerFailure {
    Book book = request.book;
    JsonNode body = request.body();
    ObjectNode so = mandate(book, "standingOrders", request.segmentAfter("standing-orders"));
    if (!"ACTIVE".equals(so.path("status").asText())) {
      throw new LedgerFailure(422, "MM_NOT_ACTIVE", "This standing order can no longer be changed.");
    }
    if (body.has("amount")) {
      long amount = Json.amount(body, "amount");
      if (amount != so.path("amount").asLong() && Json.optionalText(body, "transactionSecurityCode") == null) {
        throw new LedgerFailure(400, "MM_TSC_REQUIRED", "A Transaction Security Code is needed for a new amount or payee.");
      }
      so.put("amount", amount);
    }
    if (body.hasNonNull("nextPaymentDate")) so.put("nextPaymentDate", date(body, "nextPaymentDate"));
    if (body.hasNonNull("frequency")) {
      String frequency = Json.text(body, "frequency");
      if (!frequency.matches("WEEKLY|FORTNIGHTLY|MONTHLY|QUARTERLY|YEARLY")) throw LedgerFailure.malformed("unknown frequency");
      so.put("frequency", frequency);
    }
    if (body.hasNonNull("reference")) so.put("reference", Json.text(body, "reference"));
    for (JsonNode item : upcomingOf(book, so.path("id").asText())) {
      ObjectNode up = (ObjectNode) item;
      up.put("amount", -so.path("amount").asLong());
      up.put("date", so.path("nextPaymentDate").asText());
      up.put("description", (so.path("payee").path("name").asText() + " " + so.path("reference").asText()).toUpperCase(Locale.UK));
    }
    return changed(so.path("id").asText(), "ACTIVE");
  }

  static Answer move(OpRequest request) throws LedgerFailure {
    Book book = request.book;
    String id = request.segmentAfter("standing-orders");
    String toId = Json.text(request.body(), "toAccountId");
    new Accounts(book).account(toId);
    ObjectNode so = mandate(book, "standingOrders", id);
    String fromId = so.path("accountId").asText();
    if (fromId.equals(toId)) throw new LedgerFailure(422, "MM_SAME_ACCOUNT", "The standing order is already paid from this account.");
    Json.remove(standingOrders(book, fromId), "id", id);
    so.put("accountId", toId);
    standingOrders(book, toId).add(so);
    for (JsonNode up : upcomingOf(book, id)) ((ObjectNode) up).put("accountId", toId);
    return changed(id, "ACTIVE");
  }

  static Answer cancel(OpRequest request, String list) throws LedgerFailure {
    Book book = request.book;
    ObjectNode mandate = mandate(book, list, request.lastSegment());
    mandate.put("status", "CANCELLED");
    mandate.putNull("nextPaymentDate");
    removeUpcoming(book, mandate.path("id").asText());
    return changed(mandate.path("id").asText(), "CANCELLED");
  }

  static Answer stop(OpRequest request) throws LedgerFailure {
    Book book = request.book;
    String id = request.lastSegment();
    for (JsonNode account : new Accounts(book).list()) {
      if (Json.remove(futurePayments(book, account.path("id").asText()), "id", id)) {
        removeUpcoming(book, id);
        return changed(id, "STOPPED");
      }
    }
    throw LedgerFailure.notFound("future payment", id);
  }

  static Answer deletePayee(OpRequest request) throws LedgerFailure {
    String id = request.lastSegment();
    if (!Json.remove(payees(request.book), "id", id)) throw LedgerFailure.notFound("payee", id);
    return changed(id, "DELETED");
  }

  private static ArrayNode upcomingOf(Book book, String source) throws LedgerFailure {
    ArrayNode found = Json.array();
    for (JsonNode up : new Accounts(book).upcoming()) {
      if (source.equals(up.path("source").asText(null))) found.add(up);
    }
    return found;
  }

  private static void removeUpcoming(Book book, String source) throws LedgerFailure {
    ArrayNode upcoming = new Accounts(book).upcoming();
    for (int i = upcoming.size() - 1; i >= 0; i--) {
      if (source.equals(upcoming.get(i).path("source").asText(null))) upcoming.remove(i);
    }
  }

  private static String date(JsonNode body, String field) throws LedgerFailure {
    String text = Json.text(body, field);
    try {
      return LocalDate.parse(text).toString();
    } catch (DateTimeParseException e) {
      throw LedgerFailure.malformed("'" + field + "' must be YYYY-MM-DD");
    }
  }

  private static Answer changed(String id, String status) {
    ObjectNode payload = Json.object();
    payload.put("id", id);
    payload.put("status", status);
    return Answer.ok(200, payload);
  }
}
