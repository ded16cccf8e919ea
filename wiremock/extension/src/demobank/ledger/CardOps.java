package demobank.ledger;

import java.time.LocalDate;
import java.util.Map;
import wiremock.com.fasterxml.jackson.databind.JsonNode;
import wiremock.com.fasterxml.jackson.databind.node.ArrayNode;
import wiremock.com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Credit card applications (docs/api/credit-cards.md). Document:
 * `credit-cards/{folder}/applications.json`, `{ payload: { applications: [...] }, messages }`, one entry
 * per application, which moves STARTED → DETAILS → ACCEPTED (or REFERRED, DECLINED) → OPTIONS →
 * SIGNED. Signing adds the credit card account to `accounts/{folder}/accounts.json`, so Balances
 * lists it until the scenarios are reset. The offers and an application's status are plain ledger
 * reads of the same document (the `item` read).
 */
final class CardOps {
  /** The most dependants an application may name (a count beyond it is refused, never wrapped round). */
  static final int MAX_DEPENDANTS = 20;
  private CardOps() {}

  /** The cards on offer, as `wiremock/__files/credit-cards/products.json` lists them. */
  private static final Map<String, String> PRODUCTS = Map.of("EVERYDAY", "Everyday Credit Card", "BALANCE_TRANSFER", "Balance Transfer Card");
  private static final long MIN_LIMIT = 50000;
  private static final long MAX_LIMIT = 1000000;
  private static final int PURCHASE_RATE = 2290;
  private static final int APR = 2550;
  /**
   * An application for this limit (£4,040) is decided as any other, and its agreement is held at
   * signing for a Re-authentication Security Code (docs/demo-bank.md, credit cards).
   */
  static final long REAUTHENTICATION_AT_SIGNING_LIMIT = 404000;

  static void register(Map<String, Op> ops) {
    ops.put("card-apply", CardOps::apply);
    ops.put("card-applicant-details", CardOps::applicantDetails);
    ops.put("card-decide", CardOps::decide);
    ops.put("card-options", CardOps::options);
    ops.put("card-agreement-html", CardOps::agreementHtml);
    ops.put("card-agreement-pdf", CardOps::agreementPdf);
    ops.put("card-agreement-signed-pdf", CardOps::signedAgreementPdf);
    ops.put("card-pre-contract", CardOps::preContractHtml);
    ops.put("card-pre-contract-pdf", CardOps::preContractPdf);
    ops.put("card-sign", CardOps::sign);
  }

  private static ArrayNode applications(Book book) throws LedgerFailure {
    ObjectNode empty = Json.object();
    empty.putObject("payload").putArray("applications");
    empty.putArray("messages");
    JsonNode doc = book.document(book.name("credit-cards/{folder}/applications.json"), empty);
    return ((ObjectNode) doc.path("payload")).withArray("applications");
  }

  private static ObjectNode application(OpRequest request) throws LedgerFailure {
    String id = request.segmentAfter("applications");
    ObjectNode found = Json.find(applications(request.book), "applicationId", id);
    if (found == null) throw LedgerFailure.notFound("application", id);
    return found;
  }

  /**
   * The ledger's own papers for an application (when its pre-contract information was made, and the My
   * documents ids of that and of the executed agreement), kept beside the application, never in it: the
   * application record is what GET applications and GET applications/{id} answer, and those fields are
   * none of the bank's API (openapi/bank.yaml).
   */
  private static ObjectNode papers(Book book, ObjectNode application) throws LedgerFailure {
    ObjectNode all = (ObjectNode) book.document(book.name("credit-cards/{folder}/application-papers.json"), Json.object());
    String id = application.path("applicationId").asText();
    JsonNode found = all.get(id);
    return found instanceof ObjectNode kept ? kept : all.putObject(id);
  }

  private static void expectStatus(ObjectNode application, String... allowed) throws LedgerFailure {
    String status = application.path("status").asText();
    for (String s : allowed) if (s.equals(status)) return;
    if ("SIGNED".equals(status)) throw new LedgerFailure(422, "CC_ALREADY_SIGNED", "This agreement has already been signed.");
    throw new LedgerFailure(422, "CC_WRONG_STAGE", "This application is not ready for this step (it is " + status + ").");
  }

  private static long wholePounds(JsonNode body, String field, boolean allowZero) throws LedgerFailure {
    JsonNode value = body.get(field);
    Long n = Json.whole(value);
    if (n == null || n < 0 || n > Json.MAX_AMOUNT || (!allowZero && n == 0) || n % 100 != 0) {
      throw LedgerFailure.malformed("'" + field + "' must be whole pounds, in pence");
    }
    return n;
  }

  /** POST applications `{ productId, requestedLimit }`: a new application for one card and limit. */
  static Answer apply(OpRequest request) throws LedgerFailure {
    JsonNode body = request.body();
    String productId = Json.text(body, "productId");
    String name = PRODUCTS.get(productId);
    if (name == null) throw LedgerFailure.notFound("card", productId);
    long limit = wholePounds(body, "requestedLimit", false);
    if (limit < MIN_LIMIT || limit > MAX_LIMIT) {
      throw new LedgerFailure(422, "CC_LIMIT_RANGE", "A credit limit must be from £500 to £10,000.");
    }
    ObjectNode application = Json.object();
    application.put("applicationId", request.book.nextReference("CCA"));
    application.put("productId", productId);
    application.put("productName", name);
    application.put("requestedLimit", limit);
    application.put("status", "STARTED");
    applications(request.book).add(application);
    ObjectNode payload = Json.object();
    payload.put("applicationId", application.path("applicationId").asText());
    payload.put("status", "STARTED");
    return Answer.ok(201, payload);
  }

  /** POST applications/{id}/applicant-details: employment, income and monthly costs (pence). */
  static Answer applicantDetails(OpRequest request) throws LedgerFailure {
    ObjectNode application = application(request);
    expectStatus(application, "STARTED", "DETAILS");
    JsonNode body = request.body();
    ObjectNode applicant = Json.object();
    applicant.put("employmentStatus", Json.text(body, "employmentStatus"));
    applicant.put("annualIncome", wholePounds(body, "annualIncome", true));
    applicant.put("monthlyHousingCosts", wholePounds(body, "monthlyHousingCosts", true));
    applicant.put("monthlyCreditCommitments", wholePounds(body, "monthlyCreditCommitments", true));
    applicant.put("dependants", Json.count(body, "dependants", 0, MAX_DEPENDANTS));
    // Optional on the wire (absent: the applicant lives alone, as before the question was asked).
    if (body.hasNonNull("sharesLivingCosts")) applicant.put("sharesLivingCosts", IncomeAfterTax.sharesLivingCosts(body));
    // Optional: the customer's own living costs, counted where higher than the bank's estimate.
    if (body.hasNonNull("monthlyLivingCosts")) applicant.put("monthlyLivingCosts", wholePounds(body, "monthlyLivingCosts", true));
    application.set("applicant", applicant);
    application.put("status", "DETAILS");
    return Answer.noContent();
  }

  /**
   * POST applications/{id}/decisions. The demo bank's rules: an income under £10,000 is declined;
   * monthly housing and credit costs of half the monthly income or more are referred; otherwise
   * accepted, with the limit asked for up to what the customer's file allows: £2,500 for
   * demo.hardkey (so £3,000 asked is offered £2,500), £10,000 for everyone else.
   */
  /**
   * The month after tax and essential spending (IncomeAfterTax, as the app's core) less what repaying the
   * limit asked for over three years would take (a 36th of it a month): CONC 5.2A.20's running-account test.
   */
  static long leftAfterTax(JsonNode applicant, long limit) {
    return IncomeAfterTax.leftEachMonth(applicant, "monthlyCreditCommitments", Math.round(limit / 36.0));
  }

  static Answer decide(OpRequest request) throws LedgerFailure {
    ObjectNode application = application(request);
    expectStatus(application, "DETAILS");
    JsonNode applicant = application.path("applicant");
    // The hard search's credit file feeds the decision, as the loan's (CreditFile): a recent missed
    // payment declines; commitments it lists above the customer's own figure are the ones counted.
    CreditFile file = CreditFile.of(request.book);
    long limit = application.path("requestedLimit").asLong();
    String decision;
    String reason = null;
    if (file.recentMissedPayment()) {
      decision = "DECLINED";
      reason = CreditFile.MISSED_PAYMENT;
    } else {
      decision = decideOn(file.assessed(applicant, "monthlyCreditCommitments"), limit);
      if (!decision.equals(decideOn(applicant, limit))) reason = CreditFile.COMMITMENTS;
    }
    if ("ACCEPTED".equals(decision)) {
      long cap = "hardkey".equals(request.book.folder) && "demo.hardkey".equals(request.book.customer) ? 250000 : MAX_LIMIT;
      ObjectNode offer = Json.object();
      offer.put("productName", application.path("productName").asText());
      offer.put("requestedLimit", application.path("requestedLimit").asLong());
      offer.put("creditLimit", Math.min(application.path("requestedLimit").asLong(), cap));
      offer.put("purchaseRate", PURCHASE_RATE);
      offer.put("apr", APR);
      offer.put("variable", true);
      if ("BALANCE_TRANSFER".equals(application.path("productId").asText())) {
        offer.putObject("balanceTransfer").put("rate", 0).put("months", 20).put("feePercent", 300);
      } else {
        offer.putNull("balanceTransfer");
      }
      application.set("offer", offer);
    }
    application.put("status", decision);
    if (reason != null) application.put("decisionReason", reason);
    if ("REFERRED".equals(decision)) InboxOps.referral(request.book, "credit card", application.path("applicationId").asText());
    ObjectNode payload = Json.object();
    payload.put("applicationId", application.path("applicationId").asText());
    payload.put("decision", decision);
    if (reason != null) payload.put("reason", reason);
    return Answer.ok(200, payload);
  }

  /**
   * The rules on the applicant's figures (or the credit file's commitments in their place): an income
   * under £10,000 is declined; housing and credit costs of half the monthly income or more, or under £200
   * left a month after tax and repaying the limit (a person looks), are referred; otherwise accepted.
   */
  static String decideOn(JsonNode applicant, long limit) {
    long income = applicant.path("annualIncome").asLong();
    long costs = applicant.path("monthlyHousingCosts").asLong() + applicant.path("monthlyCreditCommitments").asLong();
    if (income < 1000000) return "DECLINED";
    if (costs * 2 >= income / 12 || leftAfterTax(applicant, limit) < IncomeAfterTax.REFER_BELOW_SURPLUS) return "REFERRED";
    return "ACCEPTED";
  }

  /**
   * PATCH applications/{id} `{ creditLimitIncreases: OPT_IN|OPT_OUT, repayment: { type: MINIMUM|FIXED|FULL,
   * amount? }, repaymentAccountId }`: the customer's choices, which the agreement then states.
   */
  static Answer options(OpRequest request) throws LedgerFailure {
    ObjectNode application = application(request);
    expectStatus(application, "ACCEPTED", "OPTIONS");
    JsonNode body = request.body();
    String increases = Json.text(body, "creditLimitIncreases");
    if (!increases.equals("OPT_IN") && !increases.equals("OPT_OUT")) throw LedgerFailure.malformed("'creditLimitIncreases' must be OPT_IN or OPT_OUT");
    JsonNode repayment = body.path("repayment");
    String type = Json.text(repayment, "type");
    ObjectNode chosen = Json.object();
    chosen.put("creditLimitIncreases", increases);
    ObjectNode repaid = chosen.putObject("repayment");
    repaid.put("type", type);
    switch (type) {
      case "MINIMUM":
      case "FULL":
        break;
      case "FIXED": {
        long amount = Json.amount(repayment, "amount");
        if (amount < 500 || amount > application.path("offer").path("creditLimit").asLong()) {
          throw new LedgerFailure(422, "CC_FIXED_AMOUNT", "A fixed repayment must be from £5 up to the credit limit.");
        }
        repaid.put("amount", amount);
        break;
      }
      default:
        throw LedgerFailure.malformed("'repayment.type' must be MINIMUM, FIXED or FULL");
    }
    String accountId = Json.text(body, "repaymentAccountId");
    ObjectNode account = new Accounts(request.book).account(accountId);
    chosen.put("repaymentAccountId", accountId);
    chosen.put("repaymentAccountName", account.path("name").asText());
    application.set("options", chosen);
    application.put("status", "OPTIONS");
    return Answer.noContent();
  }

  /**
   * The pre-contract credit information made for this offer: the same document as HTML
   * (`card-pre-contract`) and PDF (`card-pre-contract-pdf`), made on the first read and kept then in My
   * documents, so both reads and a later visit give the same document with the same date.
   */
  private static byte[] preContract(OpRequest request, ObjectNode application) throws LedgerFailure {
    ObjectNode papers = papers(request.book, application);
    LocalDate madeOn = papers.has("preContractMadeOn") ? LocalDate.parse(papers.path("preContractMadeOn").asText()) : Book.today();
    byte[] pdf = CardDocuments.preContract(application, madeOn).bytes();
    if (!papers.has("preContractDocumentId")) {
      papers.put("preContractMadeOn", madeOn.toString());
      papers.put("preContractDocumentId", MyDocuments.add(request.book,
          "Pre-contract credit information, credit card " + application.path("applicationId").asText(), pdf));
    }
    return pdf;
  }

  static Answer preContractHtml(OpRequest request) throws LedgerFailure {
    ObjectNode application = application(request);
    expectStatus(application, "ACCEPTED", "OPTIONS", "SIGNED");
    preContract(request, application);
    ObjectNode papers = papers(request.book, application);
    LocalDate madeOn = LocalDate.parse(papers.path("preContractMadeOn").asText());
    ObjectNode payload = Json.object();
    payload.put("applicationId", application.path("applicationId").asText());
    payload.put("html", CardDocuments.preContract(application, madeOn).html());
    payload.put("documentId", papers.path("preContractDocumentId").asText());
    return Answer.ok(200, payload);
  }

  static Answer preContractPdf(OpRequest request) throws LedgerFailure {
    ObjectNode application = application(request);
    expectStatus(application, "ACCEPTED", "OPTIONS", "SIGNED");
    byte[] pdf = preContract(request, application);
    return Answer.pdf(pdf, "pre-contract-credit-information-" + application.path("applicationId").asText() + ".pdf");
  }

  private static boolean isBlank(String text) {
    return text == null || text.isBlank();
  }

  private static LocalDate signedOn(ObjectNode application) {
    return application.has("signedOn") ? LocalDate.parse(application.path("signedOn").asText()) : null;
  }

  /**
   * GET applications/{id}/agreements/unsigned: the agreement (CardDocuments, from the offer and the
   * choices) as HTML; once signed, the executed one.
   */
  static Answer agreementHtml(OpRequest request) throws LedgerFailure {
    ObjectNode application = application(request);
    expectStatus(application, "OPTIONS", "SIGNED");
    ObjectNode payload = Json.object();
    payload.put("applicationId", application.path("applicationId").asText());
    payload.put("html", CardDocuments.agreement(application, CustomerRecord.of(request.book), signedOn(application)).html());
    return Answer.ok(200, payload);
  }

  /** GET applications/{id}/agreements/unsigned/pdf: the same agreement as a PDF, to read and keep before signing. */
  static Answer agreementPdf(OpRequest request) throws LedgerFailure {
    ObjectNode application = application(request);
    expectStatus(application, "OPTIONS", "SIGNED");
    byte[] pdf = CardDocuments.agreement(application, CustomerRecord.of(request.book), null).bytes();
    return Answer.pdf(pdf, "credit-card-agreement-" + application.path("applicationId").asText() + ".pdf");
  }

  /** GET applications/{id}/agreements/signed/pdf: the executed copy; none (404) until the customer signs. */
  static Answer signedAgreementPdf(OpRequest request) throws LedgerFailure {
    ObjectNode application = application(request);
    if (signedOn(application) == null) throw LedgerFailure.notFound("signed agreement", application.path("applicationId").asText());
    byte[] pdf = MyDocuments.pdf(request.book, papers(request.book, application).path("agreementDocumentId").asText());
    return Answer.pdf(pdf, "credit-card-agreement-" + application.path("applicationId").asText() + "-signed.pdf");
  }

  /**
   * POST applications/{id}/agreements `{ reauthenticationCode? }`: signs; the card account is added to the
   * customer's accounts. Once per key (the transformer); a second key for a signed agreement is refused
   * (CC_ALREADY_SIGNED). An application for £4,040 is answered 0004 until its code comes.
   */
  static Answer sign(OpRequest request) throws LedgerFailure {
    ObjectNode application = application(request);
    expectStatus(application, "OPTIONS");
    // No agreement without this application's pre-contract information, made and still valid.
    if (!LoanDocuments.preContractGiven(papers(request.book, application).path("preContractMadeOn").asText(null), Book.today())) {
      throw new LedgerFailure(422, "CC_PRECONTRACT_NOT_GIVEN", "Read the pre-contract credit information for this card before you sign.");
    }
    // Held for re-authentication before anything is paid or filed; a wrong code never gets here (CodeCheck).
    if (application.path("requestedLimit").asLong() == REAUTHENTICATION_AT_SIGNING_LIMIT 
        && isBlank(Json.optionalText(request.body(), CodeCheck.REAUTHENTICATION_CODE))) {
      throw LedgerFailure.reauthenticationRequired();
    }
    Book book = request.book;
    String serial = book.nextReference("CC").substring(2);
    String lastFour = serial.substring(serial.length() - 4);
    String accountId = book.folder.substring(0, 2).toUpperCase() + "-CC-N" + serial;
    long limit = application.path("offer").path("creditLimit").asLong();
    ArrayNode list = new Accounts(book).list();
    ObjectNode account = list.addObject();
    account.put("id", accountId);
    account.put("name", application.path("offer").path("productName").asText());
    ObjectNode summary = account.putObject("summary");
    summary.put("balance", 0);
    summary.put("availableBalance", limit);
    summary.put("limit", limit);
    summary.putNull("overdraftBalance");
    summary.put("balanceDate", Book.today().toString());
    summary.putNull("sortCode");
    summary.putNull("number");
    summary.put("creditCardNumber", "49210000" + String.format("%08d", Long.parseLong(serial) % 100000000L).substring(4) + lastFour);
    summary.put("productType", "CLASSIC_CREDIT_CARD");
    summary.put("category", "CREDIT_CARD");
    summary.put("subCategory", "CREDIT_CARD");
    ArrayNode links = account.putArray("links");
    links.addObject().put("rel", "transactions").put("href", "/gateway/api/v1/accounts/" + accountId + "/transactions");
    ObjectNode display = account.putObject("displayConfig");
    display.put("displayOverdraft", false);
    display.put("displayAvailableBalance", true);
    display.put("displayCreditLimit", true);
    ObjectNode moveMoney = account.putObject("moveMoney");
    moveMoney.put("canTransferFrom", false);
    moveMoney.put("canTransferTo", true);
    moveMoney.put("canPay", false);
    LocalDate today = Book.today();
    ObjectNode card = Json.object();
    card.put("accountId", accountId);
    card.put("lastFour", lastFour);
    card.put("arrivesBy", today.plusDays(7).toString());
    card.put("withdrawalEnds", today.plusDays(14).toString());
    application.set("card", card);
    application.put("status", "SIGNED");
    application.put("signedOn", today.toString());
    // Signing makes the agreement (CCA s61): the executed copy is kept in My documents (s61A) and served as it was made.
    papers(book, application).put("agreementDocumentId", MyDocuments.add(book, "Credit card agreement " + application.path("applicationId").asText() + " (signed)",
        CardDocuments.agreement(application, CustomerRecord.of(book), today).bytes()));
    return Answer.ok(201, card.deepCopy());
  }
}
