package demobank.ledger;

import java.time.format.DateTimeFormatter;
import java.util.Base64;
import wiremock.com.fasterxml.jackson.databind.JsonNode;
import wiremock.com.fasterxml.jackson.databind.node.ArrayNode;
import wiremock.com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Documents the ledger makes for a customer (pre-contract information, an executed agreement), kept in
 * My documents beside the seeded ones: listed first, unread, and served as the PDF the ledger made
 * (the seeded ones stay the stub's body files). Held in `my-documents/{folder}/made.json` until reset.
 */
final class MyDocuments {
  private MyDocuments() {}

  private static ObjectNode made(Book book) throws LedgerFailure {
    return (ObjectNode) book.document(book.name("my-documents/{folder}/made.json"), Json.object());
  }

  /** Lists the PDF in My documents and keeps its bytes; the id is `DOC-yyyyMMdd-NN` like the seeded ones. */
  static String add(Book book, String description, byte[] pdf) throws LedgerFailure {
    String date = Book.today().format(DateTimeFormatter.BASIC_ISO_DATE);
    // The seeded ids end at 40; a customer's own documents count on from 61 (two digits, as the stub's pattern).
    int n = 60 + Integer.parseInt(book.nextReference("DOC").substring(3));
    String id = "DOC-" + date + "-" + n;
    ArrayNode list = (ArrayNode) book.document("my-documents/list.json").path("payload").withArray("documents");
    ObjectNode entry = list.insertObject(0);
    entry.put("documentGenerationDate", date);
    entry.put("documentIdentifier", id);
    entry.put("documentDescription", description);
    entry.put("readUnreadStatus", "U");
    made(book).put(id, Base64.getEncoder().encodeToString(pdf));
    return id;
  }

  /** The PDF the ledger made under this id, or null for a seeded document. */
  static byte[] pdf(Book book, String id) throws LedgerFailure {
    JsonNode held = made(book).get(id);
    return held == null ? null : Base64.getDecoder().decode(held.asText());
  }
}
