package demobank.ledger;

import java.time.LocalDate;
import java.time.ZonedDateTime;
import java.time.temporal.ChronoUnit;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import wiremock.com.fasterxml.jackson.databind.JsonNode;
import wiremock.com.fasterxml.jackson.databind.node.ArrayNode;
import wiremock.com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Move money's confirms (docs/api/move-money.md): a transfer between own accounts, a payment to a
 * saved payee, someone new or a company, and a new standing order. The refusals on demand (wrong
 * code, BRC-109, BRC-845, re-authentication) are plain stubs above these, so they never reach here.
 */
final class MoneyOps {
  private MoneyOps() {}

  /** The most payments a standing order may be set to end after (a count beyond it is refused). */
  static final int MAX_PAYMENTS = 999;

  static void register(java.util.Map<String, Op> ops) {
    ops.put("transfer", MoneyOps::transfer);
    ops.put("payment", MoneyOps::payment);
  }

  static Answer transfer(OpRequest request) throws LedgerFailure {
    JsonNode body = request.body();
    Accounts accounts = new Accounts(request.book);
    long amount = Json.amount(body, "amount");
    ObjectNode from = accounts.account(Json.text(body, "fromAccountId"));
    ObjectNode to = accounts.account(Json.text(body, "toAccountId"));
    if (from == to) throw new LedgerFailure(422, "LDG_SAME_ACCOUNT", "Choose two different accounts.");
    // The accounts' own flags say what may move between them, as the accounts list shows them.
    if (!from.path("moveMoney").path("canTransferFrom").asBoolean(false)) {
      throw new LedgerFailure(422, "LDG_TRANSFER_FROM_NOT_ALLOWED", "Money cannot be moved out of " + from.path("name").asText() + ".");
    }
    if (!to.path("moveMoney").path("canTransferTo").asBoolean(false)) {
      throw new LedgerFailure(422, "LDG_TRANSFER_TO_NOT_ALLOWED", "Money cannot be moved into " + to.path("name").asText() + ".");
    }
    String reference = Json.optionalText(body, "reference");
    String suffix = reference == null || reference.isBlank() ? "" : " " + reference.toUpperCase(Locale.UK);
    accounts.debit(from, amount, ("TRANSFER TO " + to.path("name").asText()).toUpperCase(Locale.UK) + suffix, "TRANSFER");
    accounts.credit(to, amount, ("TRANSFER FROM " + from.path("name").asText()).toUpperCase(Locale.UK) + suffix, "TRANSFER");
    return receipt(request.book.nextReference("MM"), Book.today().toString(), "SENT");
  }

  /** Any payment to someone else: saved payee, someone new (saved as a payee), a company; now or as a standing order. */
  static Answer payment(OpRequest request) throws LedgerFailure {
    JsonNode body = request.body();
    requireTransactionCode(request, body);
    Book book = request.book;
    Accounts accounts = new Accounts(book);
    long amount = Json.amount(body, "amount");
    ObjectNode from = accounts.account(Json.text(body, "fromAccountId"));
    String reference = Json.optionalText(body, "reference");
    ObjectNode payee = payeeOf(book, body, reference);
    String description = (payee.path("name").asText() + (reference == null ? "" : " " + reference)).toUpperCase(Locale.UK);
    JsonNode standingOrder = body.get("standingOrder");
    if (standingOrder != null && !standingOrder.isNull()) {
      return standingOrder(book, accounts, from, payee, amount, reference, standingOrder, description);
    }
    // A payment to one of the customer's own accounts by its sort code and account number reaches
    // it (into a Cash ISA, a subscription that counts against the allowance).
    ObjectNode own = accounts.byNumber(payee.path("sortCode").asText(""), payee.path("accountNumber").asText(""));
    if (own == from) throw new LedgerFailure(422, "LDG_SAME_ACCOUNT", "Choose two different accounts.");
    accounts.debit(from, amount, description, "FASTER_PAYMENT");
    recordRecentPayment(book, from, payee, amount);
    if (own != null) accounts.credit(own, amount, ("PAYMENT FROM " + from.path("name").asText()).toUpperCase(Locale.UK)
        + (reference == null || reference.isBlank() ? "" : " " + reference.toUpperCase(Locale.UK)), "FASTER_PAYMENT");
    return receipt(book.nextReference("MM"), Book.today().toString(), "SENT");
  }

  private static Answer standingOrder(Book book, Accounts accounts, ObjectNode from, ObjectNode payee, long amount,
      String reference, JsonNode order, String description) throws LedgerFailure {
    String frequency = Json.text(order, "frequency");
    JsonNode end = order.get("end");
    if (end != null && "AFTER".equals(end.path("type").asText())) Json.count(end, "numberOfPayments", 1, MAX_PAYMENTS);
    if (!frequency.matches("WEEKLY|FORTNIGHTLY|MONTHLY|QUARTERLY|YEARLY")) throw LedgerFailure.malformed("unknown frequency");
    String first = Json.text(order, "firstPaymentDate");
    try {
      LocalDate.parse(first);
    } catch (DateTimeParseException e) {
      throw LedgerFailure.malformed("'firstPaymentDate' must be YYYY-MM-DD");
    }
    String ref = book.nextReference("MM");
    String accountId = from.path("id").asText();
    ObjectNode so = Json.object();
    so.put("id", accountId + "-SO-" + ref);
    so.put("status", "ACTIVE");
    so.put("accountId", accountId);
    so.putObject("payee").put("name", payee.path("name").asText())
        .put("sortCode", payee.path("sortCode").asText()).put("accountNumber", payee.path("accountNumber").asText());
    so.put("amount", amount);
    so.put("frequency", frequency);
    so.put("nextPaymentDate", first);
    so.putNull("lastPaymentDate");
    so.put("reference", reference == null ? "" : reference);
    ManageMoneyOps.standingOrders(book, accountId).add(so);
    // The upcoming list is in date order: the new entry goes before the first later one.
    ArrayNode list = accounts.upcoming();
    int at = 0;
    while (at < list.size() && list.get(at).path("date").asText().compareTo(first) <= 0) at++;
    ObjectNode upcoming = list.insertObject(at);
    upcoming.put("id", "UP-" + ref);
    upcoming.put("accountId", accountId);
    upcoming.put("date", first);
    upcoming.put("description", description);
    upcoming.put("amount", -amount);
    upcoming.put("type", "STANDING_ORDER");
    upcoming.put("source", so.path("id").asText());
    return receipt(ref, first, "SCHEDULED");
  }

  /** The payee a confirm names: a saved one by id, a company from content, or someone new (then saved). */
  private static ObjectNode payeeOf(Book book, JsonNode body, String reference) throws LedgerFailure {
    String beneficiaryId = Json.optionalText(body, "beneficiaryId");
    if (beneficiaryId != null) {
      ObjectNode saved = Json.find(ManageMoneyOps.payees(book), "id", beneficiaryId);
      if (saved == null) throw LedgerFailure.notFound("payee", beneficiaryId);
      return saved;
    }
    String majorId = Json.optionalText(body, "majorBeneId");
    if (majorId != null) {
      JsonNode major = book.document("content/beneficiaries/beneficiaries.json").path("major");
      ObjectNode company = Json.find(major, "id", majorId);
      if (company == null) throw LedgerFailure.notFound("company", majorId);
      return company;
    }
    JsonNode payee = body.get("payee");
    if (payee == null || !payee.isObject()) throw LedgerFailure.malformed("a payment names no payee");
    String name = Json.text(payee, "name");
    String sortCode = Json.text(payee, "sortCode").replaceAll("[\\s-]", "");
    String accountNumber = Json.text(payee, "accountNumber");
    if (!sortCode.matches("\\d{6}") || !accountNumber.matches("\\d{8}")) {
      throw LedgerFailure.malformed("a sort code has 6 digits and an account number 8");
    }
    ArrayNode payees = ManageMoneyOps.payees(book);
    for (JsonNode existing : payees) {
      if (name.equalsIgnoreCase(existing.path("name").asText()) && sortCode.equals(existing.path("sortCode").asText())
          && accountNumber.equals(existing.path("accountNumber").asText())) {
        return (ObjectNode) existing;
      }
    }
    ObjectNode saved = payees.addObject();
    saved.put("id", book.nextReference("BEN-"));
    saved.put("name", name);
    saved.put("sortCode", sortCode);
    saved.put("accountNumber", accountNumber);
    saved.put("reference", reference == null ? "" : reference);
    return saved;
  }

  /** The paths of the kinds a Transaction Security Code signs: someone new, a company, a standing order. */
  private static final java.util.List<String> SIGNED_PATHS =
      java.util.List.of("/legacy/create-beneficiary-adhoc", "/legacy/create-beneficiary-major", "/legacy/create-beneficiary-standing-order");

  /**
   * A payment to someone new, to a company or a standing order is carried out only with a
   * Transaction Security Code: without one it is refused and nothing changes.
   */
  private static void requireTransactionCode(OpRequest request, JsonNode body) throws LedgerFailure {
    boolean signed = SIGNED_PATHS.stream().anyMatch(request.path::endsWith);
    String code = Json.optionalText(body, "transactionSecurityCode");
    if (signed && (code == null || code.isBlank())) {
      throw new LedgerFailure(403, "LDG_CODE_REQUIRED", "A payment to someone new, to a company or a standing order needs a Transaction Security Code.");
    }
  }

  /**
   * The bank's own record of an outgoing payment, with the time it was carried out (London), read by
   * every payment's review (GET /v1/accounts/{id}/recent-payments, docs/api/move-money.md). It is
   * written as the payment is carried out, so a payment whose answer was lost on the way back
   * (RESET, MAINT) is listed like any other.
   */
  private static void recordRecentPayment(Book book, ObjectNode from, ObjectNode payee, long amount) throws LedgerFailure {
    ObjectNode empty = Json.object();
    empty.putArray("payload");
    empty.putArray("messages");
    String name = book.name("move-money/{folder}/recent-payments-" + from.path("id").asText() + ".json");
    ArrayNode list = ((ObjectNode) book.document(name, empty)).withArray("payload");
    ObjectNode row = list.addObject();
    row.put("payeeName", payee.path("name").asText());
    row.put("sortCode", payee.path("sortCode").asText());
    row.put("accountNumber", payee.path("accountNumber").asText());
    row.put("amount", amount);
    row.put("paidAt", ZonedDateTime.now(Book.LONDON).truncatedTo(ChronoUnit.SECONDS).toOffsetDateTime().toString());
    row.put("status", "SENT");
  }

  private static Answer receipt(String reference, String date, String status) {
    ObjectNode payload = Json.object();
    payload.put("paymentReference", reference);
    payload.put("paymentDate", date);
    payload.put("status", status);
    return Answer.ok(200, payload);
  }
}
