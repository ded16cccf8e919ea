package demobank.ledger;

import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import wiremock.com.fasterxml.jackson.databind.JsonNode;
import wiremock.com.fasterxml.jackson.databind.node.ArrayNode;
import wiremock.com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The secure inbox, sent items and my documents (docs/api/inbox.md, docs/api/documents.md).
 * Documents: `inbox/{folder}/received.json` and `sent.json` (each message with its `messageText`;
 * the list reads leave the text out), `my-documents/{folder}/list.json`.
 */
final class InboxOps {
  private static final Map<String, String> SUBJECTS = Map.of(
      "GENERAL_FEEDBACK", "Feedback", "MAKE_COMPLAINT", "Complaints", "GENERAL_ENQUIRY", "General enquiry");

  private InboxOps() {}

  static void register(Map<String, Op> ops) {
    ops.put("mark-message-read", InboxOps::markRead);
    ops.put("delete-message", r -> delete(r, "received"));
    ops.put("delete-sent-message", r -> delete(r, "sent"));
    ops.put("send-message", InboxOps::send);
    ops.put("mark-document-read", InboxOps::markDocumentRead);
  }

  static ArrayNode messages(Book book, String box) throws LedgerFailure {
    ObjectNode empty = Json.object();
    empty.putArray("payload");
    empty.putArray("messages");
    return (ArrayNode) book.document(book.name("inbox/{folder}/" + box + ".json"), empty).withArray("payload");
  }

  /** How long a referral takes: the one promise the loan's and the card's pages make. */
  static final String REFERRAL_PROMISE = "within 2 working days";

  /**
   * A message from the bank into the customer's inbox, unread (a referral's promised message).
   */
  static void receive(Book book, String subject, String text) throws LedgerFailure {
    ObjectNode message = Json.object();
    message.put("messageId", "R-" + book.nextReference("M"));
    message.put("createdDate", ZonedDateTime.now(ZoneOffset.UTC).truncatedTo(ChronoUnit.SECONDS).format(DateTimeFormatter.ISO_INSTANT));
    message.put("status", "U");
    message.put("subject", subject);
    message.put("expiryDate", "9999-12-31");
    message.put("messageText", text);
    messages(book, "received").insert(0, message);
  }

  /** The referral's message: what happens now and when, for a loan or a card application. */
  static void referral(Book book, String product, String applicationId) throws LedgerFailure {
    receive(book, "Your " + product + " application " + applicationId, "Dear customer,\nThank you for your " + product
        + " application (reference " + applicationId + "). We could not decide on it straight away, so one of our team is "
        + "looking at it. We will send you our answer in this inbox " + REFERRAL_PROMISE + ". If we need anything else from "
        + "you, such as proof of income, we will ask in that message. You do not need to apply again.\n\nCustomer Services");
  }

  /** The inbox's own code for a message that is not (or no longer) there (docs/api/inbox.md). */
  private static LedgerFailure messageNotFound(String id) {
    return new LedgerFailure(404, "MSG404", "Message " + id + " was not found.");
  }

  static Answer markRead(OpRequest request) throws LedgerFailure {
    if (!"read".equals(Json.optionalText(request.body(), "status"))) throw LedgerFailure.malformed("'status' must be 'read'");
    String id = request.lastSegment();
    ObjectNode message = Json.find(messages(request.book, "received"), "messageId", id);
    if (message == null) throw messageNotFound(id);
    message.put("status", "R");
    return Answer.noContent();
  }

  static Answer delete(OpRequest request, String box) throws LedgerFailure {
    String id = request.lastSegment();
    if (!Json.remove(messages(request.book, box), "messageId", id)) throw messageNotFound(id);
    return Answer.noContent();
  }

  /** A message to the bank (a reply, contact us, a form): kept in Sent with its words. */
  static Answer send(OpRequest request) throws LedgerFailure {
    JsonNode body = request.body();
    String type = Json.optionalText(body, "messageType");
    // A reply or message must say something; a form (travel, a limit offer answer) may add no words.
    String text = type != null ? Json.text(body, "messageText") : Json.optionalText(body, "messageText");
    String form = request.lastSegment();
    String subject = type != null ? SUBJECTS.getOrDefault(type, "Message") : formSubject(form);
    ArrayNode sent = messages(request.book, "sent");
    ObjectNode message = Json.object();
    String id = "S-" + request.book.nextReference("M");
    message.put("messageId", id);
    message.put("createdDate", ZonedDateTime.now(ZoneOffset.UTC).truncatedTo(ChronoUnit.SECONDS).format(DateTimeFormatter.ISO_INSTANT));
    message.put("status", "R");
    message.put("subject", subject);
    message.putNull("expiryDate");
    message.put("messageText", text == null ? "" : text);
    sent.insert(0, message);
    ObjectNode payload = Json.object();
    payload.put("messageId", id);
    ObjectNode root = Json.object();
    root.set("payload", payload);
    root.putArray("messages");
    return Answer.json(201, root);
  }

  private static String formSubject(String form) {
    switch (form) {
      case "dispute-transaction": return "Dispute a transaction";
      case "change-credit-limit": return "Change my credit limit";
      case "card-limit-change-response": return "Credit limit offer";
      case "travel": return "Travelling abroad";
      default: return "Message";
    }
  }

  /**
   * Opening a document (its PDF) marks it read; the PDF is the one the ledger made for this customer
   * (MyDocuments), or else the stub's own body file.
   */
  static Answer markDocumentRead(OpRequest request) throws LedgerFailure {
    String id = request.lastSegment();
    JsonNode list = request.book.document("my-documents/list.json").path("payload").path("documents");
    ObjectNode document = Json.find(list, "documentIdentifier", id);
    if (document == null) throw LedgerFailure.notFound("document", id);
    document.put("readUnreadStatus", "R");
    byte[] made = MyDocuments.pdf(request.book, id);
    // A seeded letter or statement is served tagged too, made again from its seed's lines.
    return Answer.pdf(made != null ? made : SeededDocuments.tagged(request.book, "my-documents/pdf/" + id + ".pdf"), id + ".pdf");
  }
}
