package demobank.ledger;

import java.time.LocalDate;
import java.util.Map;
import java.util.Set;
import wiremock.com.fasterxml.jackson.databind.JsonNode;
import wiremock.com.fasterxml.jackson.databind.node.ArrayNode;
import wiremock.com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The personal loan (docs/api/lending.md): a quotation opens an application in the customer's book
 * (`personal-loans/{folder}/applications.json`), the customer's details and the decision are kept on
 * it, and apply pays the loan out: a new loan account in the accounts list and the amount into the
 * chosen account (a transaction there), once per Idempotency-Key. The rates and the decision rules are
 * the (19, "The demo bank"), stated once here.
 */
final class LoanOps {
  static final long MIN_AMOUNT = 100_000;
  static final long MAX_AMOUNT = 2_500_000;
  /** From this amount the lower rate applies. */
  static final long LOWER_RATE_FROM = 750_000;
  static final int MIN_TERM = 12;
  static final int MAX_TERM = 60;
  static final int HIGHER_APR_BP = 1290;
  static final int LOWER_APR_BP = 690;
  /** An income from this (pence a year) may be accepted; under it, a person looks at the application. */
  static final long ACCEPT_INCOME_FROM = 2_000_000;
  private static final Set<String> EMPLOYMENT =
      Set.of("EMPLOYED", "SELF_EMPLOYED", "RETIRED", "STUDENT", "UNEMPLOYED", "HOMEMAKER", "OTHER");
  private static final String APPLICATIONS = "personal-loans/{folder}/applications.json";

  private LoanOps() {}

  static void register(Map<String, Op> ops) {
    ops.put("loan-quote", LoanOps::quote);
    ops.put("loan-customer-details", LoanOps::customerDetails);
    ops.put("loan-affordability", LoanOps::affordability);
    ops.put("loan-summary", LoanOps::summary);
    ops.put("loan-decision", LoanOps::decision);
    ops.put("loan-apply", LoanOps::apply);
    ops.put("loan-interest-rates", LoanOps::interestRates);
    ops.put("loan-secci", LoanOps::secci);
    ops.put("loan-agreement", LoanOps::agreement);
    ops.put("loan-agreement-pdf", LoanOps::agreementPdf);
  }

  /**
   * The pre-contract credit information made for this application from its quote (PDFBox), kept in My
   * documents the first time it is made so the customer can find it again.
   */
  static Answer secci(OpRequest request) throws LedgerFailure {
    ObjectNode app = application(request);
    LocalDate madeOn = app.has("secciMadeOn") ? LocalDate.parse(app.path("secciMadeOn").asText()) : Book.today();
    byte[] pdf = LoanDocuments.secci(app, madeOn).bytes();
    if (!app.has("secciDocumentId")) {
      app.put("secciMadeOn", madeOn.toString());
      app.put("secciDocumentId", MyDocuments.add(request.book,
          "Pre-contract credit information, personal loan " + app.path("applicationId").asText(), pdf));
    }
    return Answer.pdf(pdf, "pre-contract-credit-information-" + app.path("applicationId").asText() + ".pdf");
  }

  private static LocalDate signedOn(ObjectNode app) {
    return app.has("signedOn") ? LocalDate.parse(app.path("signedOn").asText()) : null;
  }

  private static ObjectNode offered(OpRequest request) throws LedgerFailure {
    ObjectNode app = application(request);
    if (!"ACCEPTED".equals(app.path("decision").asText())) {
      throw new LedgerFailure(422, "LOAN_NOT_ACCEPTED", "This application has no offer to accept.");
    }
    return app;
  }

  /** The agreement to read before signing (or, once signed, the executed one) as HTML, with its PDF's address. */
  static Answer agreement(OpRequest request) throws LedgerFailure {
    ObjectNode app = offered(request);
    ObjectNode payload = Json.object();
    String id = app.path("applicationId").asText();
    payload.put("applicationId", id);
    payload.put("signed", signedOn(app) != null);
    payload.put("html", LoanDocuments.agreement(app, CustomerRecord.of(request.book), signedOn(app)).html());
    payload.put("pdfUrl", "/gateway/api/v1/personal-loans/applications/" + id + "/agreement/pdf");
    return Answer.ok(200, payload);
  }

  static Answer agreementPdf(OpRequest request) throws LedgerFailure {
    ObjectNode app = offered(request);
    LocalDate signed = signedOn(app);
    String id = app.path("applicationId").asText();
    byte[] pdf = LoanDocuments.agreement(app, CustomerRecord.of(request.book), signed).bytes();
    return Answer.pdf(pdf, "loan-agreement-" + id + (signed == null ? "" : "-signed") + ".pdf");
  }

  static int aprFor(long amount) {
    return amount >= LOWER_RATE_FROM ? LOWER_APR_BP : HIGHER_APR_BP;
  }

  /** The same figures as the app's core (src/core/products/lending/loan-repayment.ts). */
  static long monthlyRepayment(long amount, int months, int aprBp) {
    double r = Math.pow(1 + aprBp / 10_000.0, 1.0 / 12) - 1;
    if (r == 0) return Math.round((double) amount / months);
    return Math.round(amount * r / (1 - Math.pow(1 + r, -months)));
  }

  static int annualInterestRate(int aprBp) {
    return (int) Math.round(12 * (Math.pow(1 + aprBp / 10_000.0, 1.0 / 12) - 1) * 10_000);
  }

  private static ArrayNode applications(Book book) throws LedgerFailure {
    ObjectNode empty = Json.object();
    empty.putArray("payload");
    empty.putArray("messages");
    return (ArrayNode) book.document(book.name(APPLICATIONS), empty).withArray("payload");
  }

  private static ObjectNode application(OpRequest request) throws LedgerFailure {
    String id = request.segmentAfter("applications");
    ObjectNode found = Json.find(applications(request.book), "applicationId", id);
    if (found == null) throw LedgerFailure.notFound("loan application", id);
    return found;
  }

  private static long wholePounds(JsonNode body, String field, long min, long max) throws LedgerFailure {
    JsonNode value = body.get(field);
    Long n = Json.whole(value);
    if (n == null || n < min || n > max || n % 100 != 0) {
      throw LedgerFailure.malformed("'" + field + "' must be whole pounds (in pence) from " + min + " to " + max);
    }
    return n;
  }

  private static int whole(JsonNode body, String field, int min, int max) throws LedgerFailure {
    JsonNode value = body.get(field);
    Long n = Json.whole(value);
    if (n == null || n < min || n > max) {
      throw LedgerFailure.malformed("'" + field + "' must be a whole number from " + min + " to " + max);
    }
    return n.intValue();
  }

  /** A soft search and a quote: opens an application with the rate for the amount. */
  static Answer quote(OpRequest request) throws LedgerFailure {
    JsonNode body = request.body();
    long amount = wholePounds(body, "amount", MIN_AMOUNT, MAX_AMOUNT);
    int term = whole(body, "termMonths", MIN_TERM, MAX_TERM);
    String purpose = Json.text(body, "purpose");
    int apr = aprFor(amount);
    long monthly = monthlyRepayment(amount, term, apr);
    ObjectNode app = applications(request.book).addObject();
    app.put("applicationId", request.book.nextReference("PLA"));
    app.put("status", "QUOTED");
    app.put("amount", amount);
    app.put("termMonths", term);
    app.put("purpose", purpose);
    app.put("apr", apr);
    app.put("annualInterestRate", annualInterestRate(apr));
    app.put("rateType", "FIXED");
    app.put("monthlyRepayment", monthly);
    app.put("totalPayable", monthly * term);
    app.put("totalChargeForCredit", monthly * term - amount);
    app.put("softSearch", true);
    return Answer.ok(201, app.deepCopy());
  }

  static Answer customerDetails(OpRequest request) throws LedgerFailure {
    JsonNode body = request.body();
    ObjectNode app = application(request);
    if (!"QUOTED".equals(app.path("status").asText()) && !"DETAILS".equals(app.path("status").asText())) {
      throw new LedgerFailure(422, "LOAN_CLOSED", "This application can no longer be changed.");
    }
    String employment = Json.text(body, "employmentStatus");
    if (!EMPLOYMENT.contains(employment)) throw LedgerFailure.malformed("unknown employmentStatus");
    ObjectNode details = Json.object();
    details.put("employmentStatus", employment);
    details.put("annualIncome", wholePounds(body, "annualIncome", 0, 99_999_999_00L));
    details.put("monthlyHousingCosts", wholePounds(body, "monthlyHousingCosts", 0, 99_999_999_00L));
    details.put("monthlyCreditCosts", wholePounds(body, "monthlyCreditCosts", 0, 99_999_999_00L));
    details.put("dependants", whole(body, "dependants", 0, 20));
    // Optional on the wire (absent: the applicant lives alone, as before the question was asked).
    if (body.hasNonNull("sharesLivingCosts")) details.put("sharesLivingCosts", IncomeAfterTax.sharesLivingCosts(body));
    // Optional: the customer's own living costs, counted where higher than the bank's estimate.
    if (body.hasNonNull("monthlyLivingCosts")) details.put("monthlyLivingCosts", wholePounds(body, "monthlyLivingCosts", 0, 99_999_999_00L));
    app.set("customerDetails", details);
    app.put("status", "DETAILS");
    app.remove("decision");
    app.remove("decisionReason");
    ObjectNode payload = Json.object();
    payload.put("applicationId", app.path("applicationId").asText());
    payload.set("customerDetails", details.deepCopy());
    return Answer.ok(200, payload);
  }

  private static JsonNode detailsOf(ObjectNode app) throws LedgerFailure {
    JsonNode details = app.get("customerDetails");
    if (details == null) throw new LedgerFailure(422, "LOAN_DETAILS_REQUIRED", "Tell us about your income and costs first.");
    return details;
  }

  /**
   * The month as the bank sees it: income after tax and National Insurance, essential
   * spending (the home and borrowing the customer gave, with living costs for the household), the repayment.
   */
  static Answer affordability(OpRequest request) throws LedgerFailure {
    ObjectNode app = application(request);
    JsonNode details = detailsOf(app);
    long monthlyIncome = IncomeAfterTax.monthlyAfterTax(details.path("annualIncome").asLong());
    long costs = IncomeAfterTax.essentialSpending(details, "monthlyCreditCosts");
    long repayment = app.path("monthlyRepayment").asLong();
    ObjectNode payload = Json.object();
    payload.put("applicationId", app.path("applicationId").asText());
    payload.put("monthlyIncome", monthlyIncome);
    payload.put("monthlyCosts", costs);
    payload.put("monthlyRepayment", repayment);
    payload.put("leftEachMonth", monthlyIncome - costs - repayment);
    return Answer.ok(200, payload);
  }

  static Answer summary(OpRequest request) throws LedgerFailure {
    ObjectNode app = application(request);
    detailsOf(app);
    ObjectNode payload = app.deepCopy();
    payload.put("secciUrl", "/gateway/api/v1/personal-loans/applications/" + app.path("applicationId").asText() + "/secci");
    payload.put("withdrawalDays", 14);
    return Answer.ok(200, payload);
  }

  /**
   * The rules, in this order: an income under £20,000 is referred (a person looks at it, so
   * £7,500 on £15,000 is referred, not declined); a loan over 40% of the annual income is declined;
   * monthly costs under half the monthly income are accepted; costs of half or more are referred
   * (the issue is silent; a person looks at them rather than a machine saying no).
   */
  static String decide(long amount, long annualIncome, long monthlyCosts) {
    if (annualIncome < ACCEPT_INCOME_FROM) return "REFERRED";
    if (amount * 10 > annualIncome * 4) return "DECLINED";
    if (monthlyCosts * 2 < annualIncome / 12) return "ACCEPTED";
    return "REFERRED";
  }

  static Answer decision(OpRequest request) throws LedgerFailure {
    ObjectNode app = application(request);
    if ("APPLIED".equals(app.path("status").asText())) {
      throw new LedgerFailure(422, "LOAN_ALREADY_APPLIED", "This loan has already been set up.");
    }
    JsonNode details = detailsOf(app);
    String decision = app.path("decision").asText("");
    if (decision.isEmpty()) {
      // Search before decision (CCA s55B, CONC 5.2A.4R): the submission is the hard search, recorded with
      // its date and agency, then the decision on it. Held: asking again (a reload, a retry) searches and
      // decides nothing again; new customer details clear it (customerDetails) and are a new submission.
      app.withArray("hardSearches").addObject().put("on", Book.today().toString()).put("agency", LoanDocuments.AGENCY_NAME);
      // What the search found feeds the decision: a recent missed payment declines; commitments the
      // file lists above the customer's own figure are the ones the rules count.
      CreditFile file = CreditFile.of(request.book);
      String reason = null;
      if (file.recentMissedPayment()) {
        decision = "DECLINED";
        reason = CreditFile.MISSED_PAYMENT;
      } else {
        decision = decideOn(app, file.assessed(details, "monthlyCreditCosts"));
        if (!decision.equals(decideOn(app, details))) reason = CreditFile.COMMITMENTS;
      }
      app.put("decision", decision);
      if (reason != null) app.put("decisionReason", reason);
      if ("REFERRED".equals(decision)) InboxOps.referral(request.book, "personal loan", app.path("applicationId").asText());
    }
    ObjectNode payload = Json.object();
    payload.put("applicationId", app.path("applicationId").asText());
    payload.put("decision", decision);
    if (app.hasNonNull("decisionReason")) payload.put("reason", app.path("decisionReason").asText());
    return Answer.ok(200, payload);
  }

  /**
   * The rules on the details given (the customer's, or the credit file's commitments in their place),
   * then affordability after tax (CONC 5.2A.20): under £200 left after tax, essential spending (the
   * household's living costs included) and this repayment is no automatic yes; a person looks at it.
   */
  static String decideOn(JsonNode app, JsonNode details) {
    long costs = details.path("monthlyHousingCosts").asLong() + details.path("monthlyCreditCosts").asLong();
    String decision = decide(app.path("amount").asLong(), details.path("annualIncome").asLong(), costs);
    long left = IncomeAfterTax.leftEachMonth(details, "monthlyCreditCosts", app.path("monthlyRepayment").asLong());
    return "ACCEPTED".equals(decision) && left < IncomeAfterTax.REFER_BELOW_SURPLUS ? "REFERRED" : decision;
  }

  /** Pays the loan out: a loan account, the money into the chosen current account. Once per key. */
  static Answer apply(OpRequest request) throws LedgerFailure {
    JsonNode body = request.body();
    Book book = request.book;
    String id = Json.text(body, "applicationId");
    ObjectNode app = Json.find(applications(book), "applicationId", id);
    if (app == null) throw LedgerFailure.notFound("loan application", id);
    if ("APPLIED".equals(app.path("status").asText())) {
      throw new LedgerFailure(422, "LOAN_ALREADY_APPLIED", "This loan has already been set up.");
    }
    if (!"ACCEPTED".equals(app.path("decision").asText())) {
      throw new LedgerFailure(422, "LOAN_NOT_ACCEPTED", "This application has no offer to accept.");
    }
    if (!body.path("agreed").asBoolean(false)) throw LedgerFailure.malformed("'agreed' must be true");
    // No agreement without this application's own pre-contract information, made and still valid
    // (Disclosure Regulations 2010 regs 3 and 8; CCA s55): not another application's, not an expired one.
    if (!LoanDocuments.preContractGiven(app.path("secciMadeOn").asText(null), Book.today())) {
      throw new LedgerFailure(422, "LOAN_PRECONTRACT_NOT_GIVEN", "Read the pre-contract credit information for this loan before you sign.");
    }
    // What the customer agreed to must be what the bank offered: a changed amount or term is a new quote.
    // Compared exactly (Json.whole): 2^64 plus the amount must not wrap round to the amount.
    if (!Long.valueOf(app.path("amount").asLong()).equals(Json.whole(body.get("amount")))
        || !Long.valueOf(app.path("termMonths").asLong()).equals(Json.whole(body.get("termMonths")))) {
      throw new LedgerFailure(422, "LOAN_CHANGED", "The amount or term is not the one we offered. Please get a new quote.");
    }
    Accounts accounts = new Accounts(book);
    ObjectNode into = accounts.account(Json.text(body, "accountId"));
    if (!"CURRENT".equals(into.path("summary").path("category").asText())) {
      throw new LedgerFailure(422, "LOAN_ACCOUNT_NOT_ELIGIBLE", "A loan is paid into a current account.");
    }
    long amount = app.path("amount").asLong();
    String ref = book.nextReference("PL");
    String loanId = "PL-LN-" + ref.substring(2);
    // An 8-digit account number from the reference: 71000001, 71000002, ...
    String number = "71" + ref.substring(2);
    ObjectNode loan = accounts.list().addObject();
    loan.put("id", loanId);
    loan.put("name", "Personal Loan");
    ObjectNode summary = loan.putObject("summary");
    summary.put("balance", -amount);
    summary.putNull("availableBalance");
    summary.putNull("limit");
    summary.putNull("overdraftBalance");
    summary.put("balanceDate", Book.today().toString());
    summary.put("sortCode", into.path("summary").path("sortCode").asText());
    summary.put("number", number);
    summary.putNull("creditCardNumber");
    summary.put("productType", "PERSONAL_LOAN");
    summary.put("category", "LOAN");
    summary.put("subCategory", "PERSONAL_LOAN");
    ArrayNode links = loan.putArray("links");
    links.addObject().put("rel", "transactions").put("href", "/gateway/api/v1/accounts/" + loanId + "/transactions");
    ObjectNode display = loan.putObject("displayConfig");
    display.put("displayOverdraft", false).put("displayAvailableBalance", false).put("displayCreditLimit", false);
    loan.putObject("moveMoney").put("canTransferFrom", false).put("canTransferTo", false).put("canPay", false);
    accounts.credit(into, amount, "PERSONAL LOAN " + loanId, "BANK_CREDIT");
    LocalDate today = Book.today();
    // Signing is the agreement made (CCA s61): the executed copy goes to My documents (s61A).
    app.put("signedOn", today.toString());
    String agreementDocumentId = MyDocuments.add(book, "Personal loan agreement " + id + " (signed)",
        LoanDocuments.agreement(app, CustomerRecord.of(book), today).bytes());
    app.put("agreementDocumentId", agreementDocumentId);
    app.put("status", "APPLIED");
    app.put("loanAccountId", loanId);
    app.put("paidInto", into.path("id").asText());
    ObjectNode payload = Json.object();
    payload.put("applicationId", id);
    payload.put("loanAccountId", loanId);
    payload.put("loanAccountNumber", number);
    payload.put("sortCode", summary.path("sortCode").asText());
    payload.put("amount", amount);
    payload.put("paidIntoAccountId", into.path("id").asText());
    payload.put("monthlyRepayment", app.path("monthlyRepayment").asLong());
    payload.put("termMonths", app.path("termMonths").asInt());
    payload.put("firstRepaymentDate", today.plusMonths(1).toString());
    payload.put("withdrawalEndDate", today.plusDays(14).toString());
    payload.put("agreementDocumentId", agreementDocumentId);
    payload.put("agreementUrl", "/gateway/api/v1/personal-loans/applications/" + id + "/agreement/pdf");
    return Answer.ok(201, payload);
  }

  /** A new loan account's rate (the account page's interest rates): the APR it was set up at, fixed. */
  static Answer interestRates(OpRequest request) throws LedgerFailure {
    String loanId = request.segmentAfter("accounts");
    ObjectNode app = Json.find(applications(request.book), "loanAccountId", loanId);
    if (app == null) throw LedgerFailure.unknownAccount(loanId);
    ObjectNode payload = Json.object();
    ObjectNode rate = payload.putArray("rates").addObject();
    rate.put("label", "Fixed");
    rate.put("ratePercent", app.path("apr").asInt() / 100.0);
    rate.put("basis", "APR");
    return Answer.ok(200, payload);
  }
}
