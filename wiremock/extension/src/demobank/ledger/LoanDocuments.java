package demobank.ledger;

import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import wiremock.com.fasterxml.jackson.databind.JsonNode;

/**
 * The personal loan's documents, made for one application from its quote: the pre-contract
 * credit information (Consumer Credit (Disclosure of Information) Regulations 2010, reg 3 and 8,
 * Schedule 1) and the credit agreement with its prescribed terms (Consumer Credit (Agreements)
 * Regulations 2010, reg 3, Schedule 1; CCA s61), unsigned and executed.
 */
final class LoanDocuments {
  /** The demo bank as creditor: its name, postal address and telephone number. */
  static final String CREDITOR = "Demo Bank plc";
  static final String ADDRESS = "Demo Bank plc, Customer Services, 1 Demo Street, London EC2A 1AA";
  static final String PHONE = "0345 600 0000";
  static final String AGENCY_NAME = "Experian Ltd";
  static final String AGENCY = "Experian Ltd, PO Box 9000, Nottingham NG80 7WF (www.experian.co.uk, 0800 013 8888)";
  /** The supervisory authority (Agreements Regulations 2010 Sch 1; Disclosure Regulations 2010 Sch 1 Part 5). */
  static final String SUPERVISOR = "the Financial Conduct Authority, 12 Endeavour Square, London E20 1JN";
  static final String REGISTRATION = CREDITOR + " is authorised by the Prudential Regulation Authority and regulated by the "
      + "Financial Conduct Authority and the Prudential Regulation Authority (Financial Services Register number 999999, a demo number).";
  static final String OMBUDSMAN = "the Financial Ombudsman Service, Exchange Tower, London E14 9SR (0800 023 4567, www.financial-ombudsman.org.uk)";
  /** How long the pre-contract information holds: the quote's figures for 30 days. */
  static final int VALID_DAYS = 30;
  /**
   * Whether pre-contract information made on `madeOn` (an ISO date, or null: never made) still holds on
   * `today`: it binds the bank for VALID_DAYS after the day it is made.
   */
  static boolean preContractGiven(String madeOn, LocalDate today) {
    return madeOn != null && !today.isAfter(LocalDate.parse(madeOn).plusDays(VALID_DAYS));
  }

  private static final DateTimeFormatter DAY = DateTimeFormatter.ofPattern("d MMMM yyyy", Locale.UK);

  private LoanDocuments() {}

  static String pounds(long pence) {
    return String.format("£%,d.%02d", pence / 100, pence % 100);
  }

  /** 669 → '6.69%', 690 → '6.9%': as the app's formatRate. */
  static String rate(int basisPoints) {
    String text = String.format("%d.%02d", basisPoints / 100, basisPoints % 100).replaceAll("\\.?0+$", "");
    return text + "%";
  }

  /** The daily interest on the whole credit at the borrowing rate, for the withdrawal text. */
  static long dailyInterest(JsonNode app) {
    return Math.round(app.path("amount").asLong() * app.path("annualInterestRate").asInt() / 10_000.0 / 365);
  }

  /** The right to withdraw (CCA s66A), in full: the same words as the app's core text. */
  static String withdrawal(JsonNode app) {
    return "You have the right to withdraw from this agreement, without giving any reason, within 14 days. The 14 days "
        + "begin on the day after the day the agreement is made or, if later, the day after you receive your copy of it. "
        + "To withdraw, tell us by phone on " + PHONE + " or in writing to " + ADDRESS + ". If you withdraw, you must "
        + "repay the credit and the interest on it, from the day it was paid to you until the day you repay it, without "
        + "undue delay and no later than 30 calendar days after you gave us notice. Interest is charged at the daily "
        + "rate of " + pounds(dailyInterest(app)) + " on the whole credit.";
  }

  private static String missed() {
    return "We do not charge a fee for a late or missed payment; interest goes on at the borrowing rate on what is overdue. "
        + "Missing payments could have severe consequences: we will tell the credit reference agencies, which may make "
        + "obtaining credit more difficult; we may send you a default notice and ask for the whole balance; and we may "
        + "take you to court to recover what you owe.";
  }

  private static String early() {
    return "You may repay all or part of the loan early at any time. We do not charge for repaying early; you pay "
        + "interest only up to the day you repay.";
  }

  /** Repaying early (CCA s94) and the settlement statement (s97), in the agreement's words. */
  private static String earlyInFull() {
    return "You have the right to repay all or part of the credit early, at any time (Consumer Credit Act 1974, section 94). "
        + "To do so, tell us by phone on " + PHONE + " or in writing to " + ADDRESS + ". You may ask us at any time for a "
        + "settlement statement (section 97): we will send it to you in writing within 7 working days of your asking, "
        + "with the amount needed to repay the loan in full, the date it applies to and how we worked it out. You pay "
        + "interest only up to the day you repay, and we make no charge for repaying early.";
  }

  /** The right to a statement of account for a fixed-term agreement (CCA s77B). */
  static String statementRight() {
    return "You have the right, on request, to receive from us free of charge, at any time during the term of this "
        + "agreement, a statement in the form of a table showing the details of each repayment owing under the "
        + "agreement, with the date it is due, the amount, and how it is split between the credit and the interest "
        + "(Consumer Credit Act 1974, section 77B).";
  }

  /** The assumptions the APR is worked out on (Agreements Regulations 2010 Sch 1 para 10; CONC App 1.1). */
  private static String aprAssumptions(JsonNode app) {
    return "The APR of " + rate(app.path("apr").asInt()) + " is worked out on these assumptions: that the agreement runs "
        + "for the " + app.path("termMonths").asInt() + " months agreed and you and we keep to its terms; that the rate of "
        + "interest stays at " + rate(app.path("annualInterestRate").asInt()) + " a year for the whole term (it is fixed); "
        + "that the whole credit is paid to you on the day the agreement is made; and that each repayment is made in full "
        + "on the day it is due. There are no fees.";
  }

  /** Part 5 of the pre-contract information: sold at a distance (online), so the distance-marketing items. */
  static PdfDocument distanceMarketing(PdfDocument doc) {
    return doc.heading("5. Additional information in the case of distance marketing of financial services")
        .row("Registration", REGISTRATION)
        .row("The supervisory authority", "The Financial Conduct Authority, 12 Endeavour Square, London E20 1JN.")
        .row("The law taken as a basis before the contract is made", "The law of England and Wales.")
        .row("The law of the agreement and the courts", "The agreement is governed by the law of England and Wales. "
            + "Any dispute may go to the courts of England and Wales, or of Scotland or Northern Ireland if you live there.")
        .row("Language", "This information and the agreement are in English. With your agreement, we will talk and write "
            + "to you in English for as long as the agreement runs.")
        .row("Complaints and redress", "If you are unhappy, tell us first (" + PHONE + "). If we cannot put it right, you may "
            + "refer your complaint to " + OMBUDSMAN + ", free of charge.");
  }

  private static String repayments(JsonNode app) {
    return app.path("termMonths").asInt() + " monthly repayments of " + pounds(app.path("monthlyRepayment").asLong())
        + ", the first one month after the loan is paid to you, then on the same day each month";
  }

  /** The pre-contract credit information for this application, from its quote. */
  static PdfDocument secci(JsonNode app, LocalDate madeOn) {
    long amount = app.path("amount").asLong();
    long total = app.path("totalPayable").asLong();
    PdfDocument doc = new PdfDocument("Pre-contract credit information (Standard European Consumer Credit Information)")
        .paragraph("Made for you on " + DAY.format(madeOn) + " for application " + app.path("applicationId").asText() + ".")
        .heading("1. Contact details")
        .row("Creditor", CREDITOR)
        .row("Address", ADDRESS)
        .row("Telephone", PHONE)
        .heading("2. Key features of the credit product")
        .row("The type of credit", "Fixed-sum personal loan, unsecured")
        .row("The total amount of credit", pounds(amount))
        .row("How and when you would get the credit", "Paid into your current account when the agreement is made")
        .row("The duration of the credit agreement", app.path("termMonths").asInt() + " months")
        .row("Repayments", repayments(app))
        .row("The total amount you will have to pay", pounds(total) + ": the amount borrowed plus interest")
        .heading("3. Costs of the credit")
        .row("The borrowing rate", rate(app.path("annualInterestRate").asInt()) + " a year, fixed for the whole term")
        .row("Annual Percentage Rate of Charge (APR)", rate(app.path("apr").asInt()) + " APR. The APR is there to help you compare offers.")
        .row("Total charge for credit", pounds(app.path("totalChargeForCredit").asLong()) + " (interest; there are no fees)")
        .row("Related costs", "None")
        .row("Costs in case of late payments", missed())
        .heading("4. Other important legal aspects")
        .row("Right of withdrawal", withdrawal(app))
        .row("Early repayment", early())
        .row("Consultation of a database", "If we turn down your application because of what a credit reference agency "
            + "told us, we will tell you straight away and free of charge, with the agency's details: " + AGENCY + ".")
        .row("Right to a draft credit agreement", "You have the right, on request, to a copy of the draft credit agreement "
            + "free of charge. It is on the page before you sign, to read and download.")
        .row("The period during which we are bound by this information", "This information is valid from "
            + DAY.format(madeOn) + " until " + DAY.format(madeOn.plusDays(VALID_DAYS)) + ".");
    return distanceMarketing(doc);
  }

  /**
   * The credit agreement with the prescribed terms. `signedOn` null: the unsigned agreement to read
   * before signing; a date: the executed copy, signed by the customer and made by the bank that day.
   */
  static PdfDocument agreement(JsonNode app, CustomerRecord borrower, LocalDate signedOn) {
    PdfDocument doc = new PdfDocument("Fixed-Sum Loan Agreement regulated by the Consumer Credit Act 1974")
        .paragraph("Agreement number " + app.path("applicationId").asText() + ".")
        .heading("The parties")
        .row("Lender", CREDITOR)
        .row("Lender's address", ADDRESS.substring(CREDITOR.length() + 2))
        .row("Borrower", borrower.name)
        .row("Borrower's address", borrower.address)
        .heading("Key financial information")
        .row("Amount of credit", pounds(app.path("amount").asLong()))
        .row("Duration of the agreement", app.path("termMonths").asInt() + " months")
        .row("Rate of interest", rate(app.path("annualInterestRate").asInt()) + " a year, fixed for the whole term")
        .row("APR", rate(app.path("apr").asInt()))
        .row("Repayments", repayments(app))
        .row("Total charge for credit", pounds(app.path("totalChargeForCredit").asLong()))
        .row("Total amount payable", pounds(app.path("totalPayable").asLong()))
        .heading("How the APR is worked out")
        .paragraph(aprAssumptions(app))
        .heading("Missing payments")
        .paragraph(missed())
        .heading("Your right to withdraw")
        .paragraph(withdrawal(app))
        .heading("Repaying early")
        .paragraph(earlyInFull())
        .heading("Your right to a statement")
        .paragraph(statementRight())
        .heading("Complaints")
        .paragraph("If you are unhappy, tell us first (" + PHONE + "). If we cannot put it right, you may refer your "
            + "complaint to " + OMBUDSMAN + ".")
        .heading("The supervisory authority")
        .paragraph(REGISTRATION + " The authority that supervises our consumer credit business is " + SUPERVISOR + ".")
        .heading("Signature")
        .paragraph("This is a Credit Agreement regulated by the Consumer Credit Act 1974. Sign it only if you want to "
            + "be legally bound by its terms.");
    if (signedOn == null) return doc.paragraph("Not signed yet.");
    return doc
        .row("Signed by the borrower", borrower.name + ", electronically, on " + DAY.format(signedOn))
        .row("Signed for the lender", CREDITOR + ", on " + DAY.format(signedOn) + ". The agreement was made on this day.");
  }
}
