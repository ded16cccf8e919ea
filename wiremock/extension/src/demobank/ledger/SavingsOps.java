package demobank.ledger;

import java.time.LocalDate;
import java.util.Map;
import wiremock.com.fasterxml.jackson.databind.JsonNode;
import wiremock.com.fasterxml.jackson.databind.node.ArrayNode;
import wiremock.com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Savings products (docs/api/savings.md): a Regular Saver or a Cash ISA opened online. The new
 * account joins the customer's accounts (so Balances shows it), a Regular Saver's standing order
 * joins the paying account's regular payments and upcoming list, a Cash ISA's first deposit leaves
 * the paying account and counts towards the tax year's allowance. Documents per customer:
 * `savings/{folder}/regular-saver-eligibility.json` and `savings/{folder}/cash-isa-eligibility.json`.
 */
final class SavingsOps {
  static final String SORT_CODE = "401276";
  static final String REGULAR_SAVER_NUMBER = "71230001";
  static final String CASH_ISA_NUMBER = "71230002";

  private SavingsOps() {}

  static void register(Map<String, Op> ops) {
    ops.put("open-regular-saver", SavingsOps::openRegularSaver);
    ops.put("open-cash-isa", SavingsOps::openCashIsa);
    ops.put("cash-isa-standing", SavingsOps::cashIsaStanding);
    ops.put("check-isa-details", SavingsOps::checkIsaDetails);
  }

  /**
   * The demo bank's allow-list: the two example numbers the demo customers use,
   * whose prefix QQ HMRC never issues. Only here, in the demo bank: the app has no allow-list, so a
   * production build (VITE_BANK_ENV=prod, against the bank's own service) cannot reach it.
   */
  static final java.util.Set<String> DEMO_NI_ALLOWED = java.util.Set.of("QQ123456C", "QQ999999D");

  static final String NI_NOT_ISSUED = "This is not a National Insurance number HMRC issues. Check it on your payslip, P60 or a letter from HMRC.";

  /**
   * Whether HMRC issues numbers with this prefix (HMRC National Insurance Manual NIM39110): D, F, I,
   * Q, U and V are never the first or second letter, O is never the second, and BG, GB, KN, NK, NT,
   * TN and ZZ are not allocated. The suffix is A, B, C or D (the format rule, docs/rules/field-validation.md).
   */
  static boolean issuedByHmrc(String ni) {
    if (DEMO_NI_ALLOWED.contains(ni)) return true;
    if (!ni.matches("[A-Z]{2}\\d{6}[A-D]")) return false;
    char first = ni.charAt(0);
    char second = ni.charAt(1);
    if ("DFIQUV".indexOf(first) >= 0 || "DFIQUVO".indexOf(second) >= 0) return false;
    return !java.util.Set.of("BG", "GB", "KN", "NK", "NT", "TN", "ZZ").contains(ni.substring(0, 2));
  }

  /** `POST cash-isa/eligibility`: a question about the number (no key, no change). */
  static Answer checkIsaDetails(OpRequest request) throws LedgerFailure {
    String ni = Json.text(request.body(), "nationalInsuranceNumber");
    if (!ni.matches("[A-Z]{2}\\d{6}[A-D]")) throw LedgerFailure.malformed("'nationalInsuranceNumber' must be AA123456A");
    ObjectNode payload = Json.object();
    if (!issuedByHmrc(ni)) {
      payload.put("eligible", false).put("reasonCode", "NI_NOT_ISSUED").put("reasonText", NI_NOT_ISSUED);
    } else if (ni.equals("QQ999999D")) {
      payload.put("eligible", false).put("reasonCode", "DETAILS_NOT_CONFIRMED").put("reasonText", "We could not confirm your details.");
    } else {
      payload.put("eligible", true);
    }
    return Answer.ok(200, payload);
  }

  /**
   * `GET cash-isa/eligibility`: what was paid in with us, and the tax year it counts,
   * rolled over to the bank's tax year of today before it is read.
   */
  static Answer cashIsaStanding(OpRequest request) throws LedgerFailure {
    ObjectNode payload = subscriptions(request.book);
    return Answer.ok(200, payload.deepCopy());
  }

  private static ObjectNode payloadOf(Book book, String name) throws LedgerFailure {
    return (ObjectNode) book.document(book.name(name)).path("payload");
  }

  private static void declared(JsonNode body) throws LedgerFailure {
    JsonNode d = body.get("declarationAccepted");
    if (d == null || !d.isBoolean() || !d.asBoolean()) throw LedgerFailure.malformed("'declarationAccepted' must be true");
  }

  static Answer openRegularSaver(OpRequest request) throws LedgerFailure {
    JsonNode body = request.body();
    Book book = request.book;
    Accounts accounts = new Accounts(book);
    ObjectNode eligibility = payloadOf(book, "savings/{folder}/regular-saver-eligibility.json");
    JsonNode product = eligibility.path("product");
    long amount = Json.amount(body, "monthlyAmount");
    JsonNode dayNode = body.get("paymentDay");
    ObjectNode from = accounts.account(Json.text(body, "fromAccountId"));
    Json.text(body, "nationality");
    Json.text(body, "countryOfTaxResidence");
    declared(body);
    Long dayNumber = Json.whole(dayNode);
    if (dayNumber == null || dayNumber < 1 || dayNumber > 28) throw LedgerFailure.malformed("'paymentDay' must be 1 to 28");
    if (!eligibility.path("eligible").asBoolean(false)) {
      throw new LedgerFailure(422, "RS_ALREADY_HELD", "You already have a Regular Saver. You can hold one Regular Saver at a time.");
    }
    if (amount % 100 != 0 || amount < product.path("minimumMonthlyAmount").asLong() || amount > product.path("maximumMonthlyAmount").asLong()) {
      throw new LedgerFailure(422, "RS_AMOUNT", "The monthly amount must be £25 to £300 in whole pounds.");
    }
    int day = dayNumber.intValue();
    ObjectNode account = newAccount(accounts, "RS-" + REGULAR_SAVER_NUMBER, "Regular Saver", REGULAR_SAVER_NUMBER, "REGULAR_SAVER", "REGULAR");
    LocalDate today = Book.today();
    LocalDate first = day > today.getDayOfMonth() ? today.withDayOfMonth(day) : today.plusMonths(1).withDayOfMonth(day);
    String reference = book.nextReference("RS");
    String fromId = from.path("id").asText();
    ObjectNode so = Json.object();
    so.put("id", fromId + "-SO-" + reference);
    so.put("status", "ACTIVE");
    so.put("accountId", fromId);
    so.putObject("payee").put("name", "Regular Saver").put("sortCode", SORT_CODE).put("accountNumber", REGULAR_SAVER_NUMBER);
    so.put("amount", amount);
    so.put("frequency", "MONTHLY");
    so.put("nextPaymentDate", first.toString());
    so.putNull("lastPaymentDate");
    so.put("reference", "REGULAR SAVER");
    ManageMoneyOps.standingOrders(book, fromId).add(so);
    ArrayNode upcoming = accounts.upcoming();
    int at = 0;
    while (at < upcoming.size() && upcoming.get(at).path("date").asText().compareTo(first.toString()) <= 0) at++;
    ObjectNode entry = upcoming.insertObject(at);
    entry.put("id", "UP-" + reference);
    entry.put("accountId", fromId);
    entry.put("date", first.toString());
    entry.put("description", "REGULAR SAVER " + REGULAR_SAVER_NUMBER);
    entry.put("amount", -amount);
    entry.put("type", "STANDING_ORDER");
    entry.put("source", so.path("id").asText());
    eligibility.put("eligible", false);
    eligibility.put("reasonCode", "ALREADY_HELD");
    eligibility.putObject("heldAccount").put("id", account.path("id").asText()).put("name", "Regular Saver");
    ObjectNode payload = Json.object();
    payload.put("applicationReference", reference);
    payload.set("account", opened(account));
    payload.putObject("standingOrder").put("amount", amount).put("paymentDay", day).put("firstPaymentDate", first.toString())
        .put("fromAccountName", from.path("name").asText());
    return Answer.ok(201, payload);
  }

  static Answer openCashIsa(OpRequest request) throws LedgerFailure {
    JsonNode body = request.body();
    Book book = request.book;
    Accounts accounts = new Accounts(book);
    ObjectNode eligibility = payloadOf(book, "savings/{folder}/cash-isa-eligibility.json");
    String ni = Json.text(body, "nationalInsuranceNumber");
    long deposit = Json.amount(body, "firstDeposit");
    ObjectNode from = accounts.account(Json.text(body, "fromAccountId"));
    String declaredYear = Json.text(body, "taxYear");
    declared(body);
    // The FSCS information sheet acknowledged before Apply (PRA Rulebook, Depositor Protection 16), as the Regular Saver's declaration.
    JsonNode fscs = body.get("fscsInformationSheetAcknowledged");
    if (fscs == null || !fscs.isBoolean() || !fscs.asBoolean()) throw LedgerFailure.malformed("'fscsInformationSheetAcknowledged' must be true");
    // The declaration is for one tax year (ISA Regulations 1998 reg 12): if the bank's year has turned
    // since the customer made it, the customer declares again; nothing is opened on the old year's words.
    String thisYear = taxYearOf(Book.today());
    if (!thisYear.equals(declaredYear)) {
      throw new LedgerFailure(422, "ISA_TAX_YEAR_CHANGED", "The tax year is now " + thisYear
          + ". Please make the ISA declaration again for this tax year before you apply.");
    }
    if (!ni.matches("[A-Z]{2}\\d{6}[A-D]")) throw LedgerFailure.malformed("'nationalInsuranceNumber' must be AA123456A");
    if (!issuedByHmrc(ni)) throw new LedgerFailure(422, "ISA_NI_NOT_ISSUED", NI_NOT_ISSUED);
    if (ni.equals("QQ999999D")) throw new LedgerFailure(422, "ISA_NOT_CONFIRMED", "We could not confirm your details.");
    if (Json.find(accounts.list(), "id", "ISA-" + CASH_ISA_NUMBER) != null) {
      // What is true: the customer holds the one Cash ISA we open online, whatever the tax year.
      throw new LedgerFailure(422, "ISA_ALREADY_OPENED", ALREADY_OPENED);
    }
    // The allowance before the money: the first refusal the customer sees is the allowance's.
    checkAllowance(book, deposit);
    accounts.debit(from, deposit, "CASH ISA " + CASH_ISA_NUMBER + " FIRST DEPOSIT", "TRANSFER");
    ObjectNode account = newAccount(accounts, "ISA-" + CASH_ISA_NUMBER, "Cash ISA", CASH_ISA_NUMBER, "CASH_ISA", "ISA");
    // The credit counts the deposit against the tax year's allowance (Accounts.credit, subscribe).
    accounts.credit(account, deposit, "FIRST DEPOSIT FROM " + from.path("name").asText().toUpperCase(java.util.Locale.UK), "TRANSFER");
    ObjectNode payload = Json.object();
    payload.put("applicationReference", book.nextReference("ISA"));
    payload.set("account", opened(account));
    payload.put("firstDeposit", deposit);
    return Answer.ok(201, payload);
  }

  static final String ALREADY_OPENED = "You already have the Cash ISA you opened online with us (40-12-76 " + CASH_ISA_NUMBER
      + "). You can have one Cash ISA opened online with us: pay into that one, up to your ISA allowance.";

  static boolean isCashIsa(ObjectNode account) {
    JsonNode summary = account.path("summary");
    return "CASH_ISA".equals(summary.path("productType").asText()) || "ISA".equals(summary.path("subCategory").asText());
  }

  /** The tax year a day is in: 6 April to 5 April, named '2026/27'. */
  static String taxYearOf(LocalDate day) {
    int start = day.isBefore(LocalDate.of(day.getYear(), 4, 6)) ? day.getYear() - 1 : day.getYear();
    return start + "/" + String.format("%02d", (start + 1) % 100);
  }

  /**
   * The most that may be paid into cash ISAs in the tax year starting in `startYear`, for a saver born on
   * `dateOfBirth` (null: not known, so the lower figure): £20,000 to 2026/27; from 2027/28 £12,000 under
   * 65 and £20,000 from 65, the age taken on the year's first day (6 April), as the app's table
   * (src/core/products/savings/tax-year.rules.ts).
   */
  static long cashLimit(int startYear, LocalDate dateOfBirth) {
    if (startYear < 2027) return 2_000_000;
    int age = dateOfBirth == null ? 0 : java.time.Period.between(dateOfBirth, LocalDate.of(startYear, 4, 6)).getYears();
    return age >= 65 ? 2_000_000 : 1_200_000;
  }

  private static int startYearOf(String taxYear) {
    return Integer.parseInt(taxYear.substring(0, 4));
  }

  /** The saver's date of birth from the bank's record (`savings/{folder}/applicant-details.json`), or null. */
  private static LocalDate dateOfBirth(Book book) {
    try {
      String born = payloadOf(book, "savings/{folder}/applicant-details.json").path("dateOfBirth").asText("");
      return born.isEmpty() ? null : LocalDate.parse(born);
    } catch (LedgerFailure | java.time.format.DateTimeParseException e) {
      return null;
    }
  }

  /**
   * The customer's subscriptions in the tax year of the bank's day (`savings/{folder}/cash-isa-eligibility.json`;
   * a customer without one starts at nothing), with that year's cash limit for this saver. A count is of
   * the tax year it names: the seed's 2026/27 count is never relabelled as another year's; in a new tax
   * year the count starts again at nothing.
   */
  private static ObjectNode subscriptions(Book book) throws LedgerFailure {
    String thisYear = taxYearOf(Book.today());
    ObjectNode empty = Json.object();
    empty.putObject("payload").put("subscribedThisTaxYear", 0).put("ukResident", true).put("allowance", 2_000_000).put("taxYear", thisYear);
    empty.putArray("messages");
    ObjectNode payload = (ObjectNode) book.document(book.name("savings/{folder}/cash-isa-eligibility.json"), empty).path("payload");
    if (!thisYear.equals(payload.path("taxYear").asText())) {
      payload.put("taxYear", thisYear);
      payload.put("subscribedThisTaxYear", 0);
    }
    payload.put("allowance", cashLimit(startYearOf(thisYear), dateOfBirth(book)));
    return payload;
  }

  /** Refuses with ISA_OVER_ALLOWANCE what is more than is left of this tax year's allowance. */
  private static ObjectNode checkAllowance(Book book, long amount) throws LedgerFailure {
    ObjectNode payload = subscriptions(book);
    long left = Math.max(0, payload.path("allowance").asLong() - payload.path("subscribedThisTaxYear").asLong());
    if (amount > left) {
      throw new LedgerFailure(422, "ISA_OVER_ALLOWANCE", String.format("You can pay in up to £%,d.%02d more this tax year.", left / 100, left % 100));
    }
    return payload;
  }

  /**
   * Money paid into a Cash ISA, whichever route (the first deposit, a transfer from an own account,
   * a payment to its sort code and account number): counted against this tax year's allowance, or
   * refused with ISA_OVER_ALLOWANCE (docs/api/ledger.md).
   */
  static void subscribe(Book book, long amount) throws LedgerFailure {
    ObjectNode payload = checkAllowance(book, amount);
    payload.put("subscribedThisTaxYear", payload.path("subscribedThisTaxYear").asLong() + amount);
  }

  /** A savings account in the accounts list's own shape (docs/api/accounts.md), empty until paid into. */
  private static ObjectNode newAccount(Accounts accounts, String id, String name, String number, String productType, String subCategory) throws LedgerFailure {
    ObjectNode account = accounts.list().addObject();
    account.put("id", id);
    account.put("name", name);
    ObjectNode summary = account.putObject("summary");
    summary.put("balance", 0);
    summary.putNull("availableBalance");
    summary.putNull("limit");
    summary.putNull("overdraftBalance");
    summary.put("balanceDate", Book.today().toString());
    summary.put("sortCode", SORT_CODE);
    summary.put("number", number);
    summary.putNull("creditCardNumber");
    summary.put("productType", productType);
    summary.put("category", "SAVINGS");
    summary.put("subCategory", subCategory);
    ArrayNode links = account.putArray("links");
    links.addObject().put("rel", "transactions").put("href", "/gateway/api/v1/accounts/" + id + "/transactions");
    links.addObject().put("rel", "statements").put("href", "/gateway/api/v1/accounts/" + id + "/statements");
    account.putObject("displayConfig").put("displayOverdraft", false).put("displayAvailableBalance", false).put("displayCreditLimit", false);
    account.putObject("moveMoney").put("canTransferFrom", false).put("canTransferTo", true).put("canPay", false);
    return account;
  }

  private static ObjectNode opened(ObjectNode account) {
    ObjectNode o = Json.object();
    o.put("id", account.path("id").asText());
    o.put("name", account.path("name").asText());
    o.put("sortCode", account.path("summary").path("sortCode").asText());
    o.put("accountNumber", account.path("summary").path("number").asText());
    return o;
  }
}
