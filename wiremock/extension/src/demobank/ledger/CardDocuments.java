package demobank.ledger;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import wiremock.com.fasterxml.jackson.databind.JsonNode;

/**
 * The credit card's pre-contract credit information, made for one application from
 * its offer: running-account credit (Consumer Credit (Disclosure of Information) Regulations 2010, reg 3
 * and 8, Schedule 1): the credit limit, the rates, the minimum repayment, the charges, the right to
 * withdraw, the database search, the draft agreement and how long the information holds. The creditor's
 * details are the loan's (LoanDocuments): one demo bank.
 */
final class CardDocuments {
  private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.UK);

  private CardDocuments() {}

  /** The minimum repayment, in the same words as the agreement (CardOps.agreementHtml). */
  static final String MINIMUM = "Each month at least the minimum repayment: the interest and charges plus 1% of the balance, "
      + "or £5, whichever is more (the whole balance if it is under £5). Paying only the minimum means it takes longer "
      + "and costs more to clear your balance.";

  static String missed() {
    return "We do not charge a fee for a late or missed payment or for going over your limit; interest goes on at the "
        + "purchase rate. Missing payments could have severe consequences: we will tell the credit reference agencies, "
        + "which may make obtaining credit more difficult; we may send you a default notice, stop your card and ask for "
        + "the whole balance; and we may take you to court to recover what you owe.";
  }

  static String withdrawal() {
    return "You have the right to withdraw from this agreement, without giving any reason, within 14 days. The 14 days "
        + "begin on the day after the day the agreement is made or, if later, the day after you receive your copy of it. "
        + "To withdraw, tell us by phone on " + LoanDocuments.PHONE + " or in writing to " + LoanDocuments.ADDRESS
        + ". If you withdraw, you must repay what you have spent and the interest on it at the purchase rate, from the "
        + "day you spent it until the day you repay it, without undue delay and no later than 30 calendar days after "
        + "you gave us notice.";
  }

  /**
   * The total payable on CONC App 1.1.11R's assumptions (as the app's cardApr): £1,200 drawn at once, repaid in
   * twelve equal monthly instalments at the purchase rate ÷ 12 a month, each rounded to the penny.
   */
  static long exampleTotal(int purchaseRateBp) {
    double i = purchaseRateBp / 10_000.0 / 12;
    long instalment = i == 0 ? 10_000 : Math.round(120_000 * i / (1 - Math.pow(1 + i, -12)));
    return instalment * 12;
  }

  /** The pre-contract credit information for this application, from its offer. */
  static PdfDocument preContract(JsonNode application, LocalDate madeOn) {
    JsonNode offer = application.path("offer");
    String purchase = LoanDocuments.rate(offer.path("purchaseRate").asInt());
    boolean transfers = offer.path("balanceTransfer").isObject();
    PdfDocument doc = new PdfDocument("Pre-contract credit information (Standard European Consumer Credit Information)")
        .paragraph("Made for you on " + DAY.format(madeOn) + " for application " + application.path("applicationId").asText() + ".")
        .heading("1. Contact details")
        .row("Creditor", LoanDocuments.CREDITOR)
        .row("Address", LoanDocuments.ADDRESS)
        .row("Telephone", LoanDocuments.PHONE)
        .heading("2. Key features of the credit product")
        .row("The type of credit", "Running-account credit: a credit card (" + offer.path("productName").asText() + ")")
        .row("The total amount of credit", "A credit limit of " + LoanDocuments.pounds(offer.path("creditLimit").asLong())
            + ". We may change it later; we will tell you first, and you can say no to an increase.")
        .row("How and when you would get the credit", "When you use your card, up to the credit limit, once the agreement is made and your card has arrived")
        .row("The duration of the credit agreement", "No fixed term: it runs until you or we end it")
        .row("Minimum repayment", MINIMUM)
        .row("The total amount you will have to pay", "It depends on what you spend and how you repay. "
            + "On the representative example of £1,200 spent at once and repaid in 12 equal monthly instalments at "
            + purchase + " a year, you would pay " + LoanDocuments.pounds(exampleTotal(offer.path("purchaseRate").asInt())) + " in total.")
        .heading("3. Costs of the credit")
        .row("The borrowing rate", "Purchases: " + purchase + " a year (variable). Cash: " + purchase + " a year (variable)."
            + (transfers ? " Balance transfers: 0% for 20 months on balances transferred in the first 60 days (fee 3% of each transfer), then " + purchase + " a year (variable)." : ""))
        .row("Annual Percentage Rate of Charge (APR)", LoanDocuments.rate(offer.path("apr").asInt())
            + " APR (variable), on an assumed credit limit of £1,200. The APR is there to help you compare offers.")
        .row("Charges", "No annual fee. No fee for cash withdrawals or for using your card abroad."
            + (transfers ? " A balance transfer fee of 3% of each amount transferred." : ""))
        .row("Costs in case of late payments", missed())
        .heading("4. Other important legal aspects")
        .row("Right of withdrawal", withdrawal())
        .row("Early repayment", "You may repay all or part of your balance at any time, free of charge.")
        .row("Consultation of a database", "If we turn down your application because of what a credit reference agency "
            + "told us, we will tell you straight away and free of charge, with the agency's details: " + LoanDocuments.AGENCY + ".")
        .row("Right to a draft credit agreement", "You have the right, on request, to a copy of the draft credit agreement "
            + "free of charge. It is on the page before you sign, to read and download.")
        .row("The period during which we are bound by this information", "This information is valid from "
            + DAY.format(madeOn) + " until " + DAY.format(madeOn.plusDays(LoanDocuments.VALID_DAYS)) + ".");
    return LoanDocuments.distanceMarketing(doc);
  }

  /** The repayment the customer chose (the options), in the agreement's words. */
  static String repaymentChoice(JsonNode options) {
    switch (options.path("repayment").path("type").asText()) {
      case "FULL":
        return "the full balance";
      case "FIXED":
        return "a fixed amount of " + LoanDocuments.pounds(options.path("repayment").path("amount").asLong()) + " (or the minimum repayment, if more)";
      default:
        return "the minimum repayment: the interest and charges plus 1% of the balance, or £5, whichever is more (the whole balance if it is under £5)";
    }
  }

  static String increases(JsonNode options) {
    return "OPT_IN".equals(options.path("creditLimitIncreases").asText())
        ? "You agreed that we may offer to raise your credit limit in future. We will tell you at least 30 days before, and you can say no."
        : "You asked us not to raise your credit limit. We will not offer you a higher limit unless you ask.";
  }

  /**
   * The credit card agreement (CCA s61; Consumer Credit (Agreements) Regulations 2010 reg 3, Sch 1, the
   * items for running-account credit), made for this application from its offer and the customer's
   * choices. `signedOn` null: the unsigned agreement to read before signing; a date: the executed copy.
   */
  static PdfDocument agreement(JsonNode application, CustomerRecord borrower, LocalDate signedOn) {
    JsonNode offer = application.path("offer");
    JsonNode options = application.path("options");
    String purchase = LoanDocuments.rate(offer.path("purchaseRate").asInt());
    String apr = LoanDocuments.rate(offer.path("apr").asInt());
    boolean transfers = offer.path("balanceTransfer").isObject();
    PdfDocument doc = new PdfDocument("Credit Card Agreement regulated by the Consumer Credit Act 1974")
        .paragraph("This is the agreement for your " + offer.path("productName").asText() + ". Agreement number "
            + application.path("applicationId").asText() + ".")
        .heading("The parties")
        .row("Lender", LoanDocuments.CREDITOR)
        .row("Lender's address", LoanDocuments.ADDRESS.substring(LoanDocuments.CREDITOR.length() + 2))
        .row("Borrower", borrower.name)
        .row("Borrower's address", borrower.address)
        .heading("Key financial information")
        .row("Type of credit", "Running-account credit: a credit card, with no fixed term. It runs until you or we end it.")
        .row("Credit limit", LoanDocuments.pounds(offer.path("creditLimit").asLong()) + ". We may lower it, or (if you agreed) offer "
            + "to raise it: we will tell you at least 30 days before a change, and you can say no to an increase.")
        .row("Credit limit increases", increases(options))
        .row("Rates of interest", "Purchases: " + purchase + " a year (variable). Cash: " + purchase + " a year (variable)."
            + (transfers ? " Balance transfers: 0% for 20 months on balances transferred in the first 60 days after the "
                + "agreement is made, then " + purchase + " a year (variable)." : ""))
        .row("When the rates change", "The rates are variable. We may change them for a valid reason (a change in the Bank "
            + "of England base rate, in our costs of funding, or in the law); we will tell you in writing at least 30 days "
            + "before, and you may end the agreement and repay the balance at the old rate within 60 days.")
        .row("APR", apr + " (variable)")
        .row("How the APR is worked out", "On the assumptions the law sets for a credit card (CONC App 1.1.11R): a credit limit of "
            + "£1,200, drawn in full at once at the purchase rate; repaid in 12 equal monthly instalments; the rates and charges "
            + "stay as they are for the whole time; and you and we keep to the agreement.")
        .row("Repayments", "Each month, by Direct Debit from " + options.path("repaymentAccountName").asText() + ": "
            + repaymentChoice(options) + ". " + MINIMUM)
        .row("Charges", "No annual fee. No fee for cash withdrawals, for using your card abroad, or for a late or missed payment."
            + (transfers ? " A balance transfer fee of 3% of each amount transferred, added to the balance when it is transferred." : ""))
        .heading("How we use your payments")
        .paragraph("If your balance is made up of parts at different rates, we use each payment to pay off the part at the "
            + "highest rate first, then the next highest, and so on (Consumer Credit Act 1974, section 81A).")
        .heading("Missing payments")
        .paragraph(missed())
        .heading("Your right to withdraw")
        .paragraph(withdrawal())
        .heading("Repaying early")
        .paragraph("You may repay all or part of your balance at any time, free of charge (Consumer Credit Act 1974, section 94). "
            + "To end the agreement, repay the whole balance and tell us by phone on " + LoanDocuments.PHONE + " or in writing to "
            + LoanDocuments.ADDRESS + ".")
        .heading("Statements")
        .paragraph("We send you a statement each month you have a balance or use your card (Consumer Credit Act 1974, section 78), "
            + "and a copy of this agreement free of charge whenever you ask.")
        .heading("Complaints")
        .paragraph("If you are unhappy, tell us first (" + LoanDocuments.PHONE + "). If we cannot put it right, you may refer your "
            + "complaint to " + LoanDocuments.OMBUDSMAN + ".")
        .heading("The supervisory authority")
        .paragraph(LoanDocuments.REGISTRATION + " The authority that supervises our consumer credit business is "
            + LoanDocuments.SUPERVISOR + ".")
        .heading("Signature")
        .paragraph("This is a Credit Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to "
            + "be legally bound by its terms.");
    if (signedOn == null) return doc.paragraph("Not signed yet.");
    return doc
        .row("Signed by the borrower", borrower.name + ", electronically, on " + DAY.format(signedOn))
        .row("Signed for the lender", LoanDocuments.CREDITOR + ", on " + DAY.format(signedOn) + ". The agreement was made on this day.");
  }
}
