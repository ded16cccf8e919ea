package demobank.ledger;

import java.util.LinkedHashMap;
import java.util.Map;
import wiremock.com.fasterxml.jackson.databind.node.ArrayNode;
import wiremock.com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * What a saver is given before they apply (docs/api/savings.md): the summary box,
 * the terms, the FSCS depositor information sheet (PRA Rulebook, Depositor Protection 16 and its
 * Annex) and the right to cancel (BCOBS 4.1.1R: in good time before the customer is bound; the
 * distance-marketing rules: on paper or another durable medium, so each is a PDF as well as HTML).
 * The same for every customer of a product: `GET /v1/products/{product}/documents` lists them as HTML
 * with their PDF's address; `GET /v1/products/{product}/documents/{id}/pdf` is the PDF.
 */
final class SavingsDocuments {
  private SavingsDocuments() {}

  static void register(Map<String, Op> ops) {
    ops.put("savings-documents", SavingsDocuments::list);
    ops.put("savings-document-pdf", SavingsDocuments::pdf);
  }

  private static final String BANK = LoanDocuments.CREDITOR;
  private static final String CONTACT = "by phone on " + LoanDocuments.PHONE + ", by secure message in online banking, or in writing to " + LoanDocuments.ADDRESS;

  private static String product(OpRequest request) throws LedgerFailure {
    String product = request.segmentAfter("products");
    if (!product.equals("regular-saver") && !product.equals("cash-isa")) throw LedgerFailure.notFound("savings product", product);
    return product;
  }

  /** The documents of a product, in the order they are read: id → document. */
  static Map<String, PdfDocument> documents(String product) {
    boolean isa = product.equals("cash-isa");
    Map<String, PdfDocument> docs = new LinkedHashMap<>();
    docs.put("summary-box", isa ? cashIsaSummary() : regularSaverSummary());
    docs.put("terms", isa ? cashIsaTerms() : regularSaverTerms());
    docs.put("fscs-information-sheet", fscs());
    docs.put("right-to-cancel", cancel(isa));
    return docs;
  }

  static Answer list(OpRequest request) throws LedgerFailure {
    String product = product(request);
    ArrayNode payload = Json.array();
    for (Map.Entry<String, PdfDocument> e : documents(product).entrySet()) {
      ObjectNode d = payload.addObject();
      d.put("id", e.getKey());
      d.put("title", e.getValue().title());
      d.put("html", e.getValue().html());
      d.put("pdfUrl", "/gateway/api/v1/products/" + product + "/documents/" + e.getKey() + "/pdf");
    }
    return Answer.ok(200, payload);
  }

  static Answer pdf(OpRequest request) throws LedgerFailure {
    String product = product(request);
    String id = request.segmentAfter("documents");
    PdfDocument doc = documents(product).get(id);
    if (doc == null) throw LedgerFailure.notFound("savings document", id);
    return Answer.pdf(doc.bytes(), product + "-" + id + ".pdf");
  }

  private static PdfDocument regularSaverSummary() {
    return new PdfDocument("Regular Saver summary box")
        .row("Account name", "Regular Saver")
        .row("What is the interest rate?", "6.00% AER / gross a year, fixed for 12 months. Interest is worked out daily on the balance and paid into the account when it matures.")
        .row("Can Demo Bank change the interest rate?", "No. The rate is fixed for the 12-month term.")
        .row("What would the estimated balance be after 12 months?", "If you paid in £100 on the same day each month for 12 months, you would have £1,239.00 when the account matures (£1,200.00 paid in and £39.00 interest). This projection is for illustration only and does not take into account your own circumstances.")
        .row("How do I open and manage my account?", "You must be 18 or over, live in the UK and have a current account with us. Open it online; manage it in online banking. One Regular Saver per customer.")
        .row("Can I withdraw money?", "No withdrawals during the term. You can close the account early and keep the interest already earned.")
        .row("Additional information", "You pay in £25 to £300 a month, in whole pounds, by standing order on a day you choose from the 1st to the 28th. At maturity the balance moves to the account you pay from.");
  }

  private static PdfDocument cashIsaSummary() {
    return new PdfDocument("Cash ISA summary box")
        .row("Account name", "Cash ISA")
        .row("What is the interest rate?", "4.10% AER / tax-free a year, variable. Interest is worked out daily and paid yearly on the anniversary of opening.")
        .row("Can Demo Bank change the interest rate?", "Yes, it is variable. If we lower it we will tell you at least 14 days before, and you can move or close your ISA without charge.")
        .row("What would the estimated balance be after 12 months?", "If you paid in £1,000.00 when you opened the account and nothing else, you would have £1,041.00 after 12 months, if the rate did not change. This projection is for illustration only and does not take into account your own circumstances.")
        .row("How do I open and manage my account?", "You must be 18 or over and resident in the UK for tax purposes (or a Crown employee serving overseas, or their spouse or civil partner). Open it online from £1; manage it in online banking.")
        .row("Can I withdraw money?", "Yes, at any time without charge. It is a flexible ISA: money you take out can be paid back in the same tax year without using more of your allowance.")
        .row("Additional information", "You can pay in up to your ISA allowance each tax year (6 April to 5 April). What you pay into ISAs with other providers counts towards the same allowance.");
  }

  private static PdfDocument regularSaverTerms() {
    return new PdfDocument("Regular Saver terms and conditions")
        .heading("1. The account")
        .paragraph("The Regular Saver is a 12-month fixed-rate savings account for one person. It is opened by " + BANK + ". These terms, with the summary box, the FSCS information sheet and your right to cancel, make our agreement with you.")
        .heading("2. Paying in")
        .paragraph("You pay in £25 to £300 a month, in whole pounds, by one standing order from your current account with us. You can change the amount or the day, or miss a month, without a charge. You cannot pay in any other way.")
        .heading("3. Interest")
        .paragraph("Interest at 6.00% AER / gross fixed is worked out daily on the balance and paid when the account matures, 12 months after the first payment.")
        .heading("4. Withdrawals and closing")
        .paragraph("You cannot take money out during the term. You can close the account at any time, without a charge, and keep the interest earned.")
        .heading("5. Contact us")
        .paragraph("Contact us " + CONTACT + ".");
  }

  private static PdfDocument cashIsaTerms() {
    return new PdfDocument("Cash ISA terms and conditions")
        .heading("1. The account")
        .paragraph("The Cash ISA is an individual savings account under the Individual Savings Account Regulations 1998. " + BANK + " is the ISA manager. These terms, with the summary box, the FSCS information sheet and your right to cancel, make our agreement with you.")
        .heading("2. Paying in")
        .paragraph("You may pay in up to your ISA allowance for each tax year. The allowance is shared by all your ISAs, with us and with other providers. We refuse any payment that is more than is left of it with us.")
        .heading("3. Interest")
        .paragraph("Interest at 4.10% AER / tax-free variable is worked out daily and paid yearly. We may change the rate; we will tell you at least 14 days before we lower it.")
        .heading("4. Withdrawals, flexibility and transfers")
        .paragraph("You can take money out at any time without charge. Money taken out may be paid back in the same tax year without using more of your allowance. You can transfer your ISA to another manager at any time.")
        .heading("5. If you stop being eligible")
        .paragraph("Tell us if you stop being resident in the UK for tax purposes (or stop being a Crown employee serving overseas, or their spouse or civil partner). You can keep the ISA and its tax-free interest but cannot pay in until you are resident again.")
        .heading("6. Contact us")
        .paragraph("Contact us " + CONTACT + ".");
  }

  /** The depositor information sheet, in the words of the PRA Rulebook's Depositor Protection Annex. */
  private static PdfDocument fscs() {
    return new PdfDocument("FSCS information sheet")
        .heading("Basic information about the protection of your eligible deposits")
        .row("Eligible deposits in " + BANK + " are protected by:", "the Financial Services Compensation Scheme (FSCS)")
        .row("Limit of protection:", "£120,000 per depositor per bank")
        .row("If you have more eligible deposits at the same bank:", "All your eligible deposits at the same bank are 'aggregated' and the total is subject to the limit of £120,000.")
        .row("If you have a joint account with other person(s):", "The limit of £120,000 applies to each depositor separately.")
        .row("Reimbursement period in case of bank's failure:", "7 working days")
        .row("Currency of reimbursement:", "Pound sterling (GBP, £)")
        .row("To contact " + BANK + " for enquiries relating to your account:", LoanDocuments.ADDRESS + "; " + LoanDocuments.PHONE)
        .row("To contact the FSCS for further information on compensation:", "Financial Services Compensation Scheme, PO Box 300, Mitcheldean, GL17 1DY. Telephone 0800 678 1100 or 020 7741 4100. Email ccenquiries@fscs.org.uk")
        .row("More information:", "www.fscs.org.uk")
        .paragraph("Your eligible deposit is covered by a statutory Deposit Guarantee Scheme. If insolvency of your bank should occur, your eligible deposits would be repaid up to £120,000.")
        .paragraph("Please ask " + BANK + " whether your deposits are eligible. If they are, we will also confirm this on your statement of account.");
  }

  private static PdfDocument cancel(boolean isa) {
    PdfDocument doc = new PdfDocument("Your right to cancel")
        .paragraph("You can cancel this account within 14 days, starting from the day it is opened or the day you receive these terms, whichever is later. You do not need to give a reason and there is no charge.")
        .paragraph("To cancel, tell us " + CONTACT + ".")
        .paragraph("We will pay back all the money you paid in, with any interest it has earned, to the account it came from, within 30 days of your notice.");
    if (isa) doc.paragraph("If you cancel your Cash ISA, it is treated as if you had never subscribed to it: what you paid in does not count towards your ISA allowance.");
    else doc.paragraph("If you cancel your Regular Saver, its standing order is cancelled too.");
    return doc.paragraph("If you do not cancel, the account continues on its terms.");
  }
}
