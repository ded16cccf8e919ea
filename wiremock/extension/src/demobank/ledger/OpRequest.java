package demobank.ledger;

import wiremock.com.fasterxml.jackson.databind.JsonNode;

/** What an operation sees of a request: the customer's book, the body and the path segments. */
final class OpRequest {
  final Book book;
  private final String bodyText;
  private final String[] segments;
  private JsonNode body;

  OpRequest(Book book, String bodyText, String path) {
    this.book = book;
    this.bodyText = bodyText;
    this.segments = path.replaceAll("^/+", "").split("/");
  }

  /** The body as JSON; a body that is not a JSON object is malformed. */
  JsonNode body() throws LedgerFailure {
    if (body == null) {
      body = Json.read(bodyText);
      if (!body.isObject()) throw LedgerFailure.malformed("the body is not a JSON object");
    }
    return body;
  }

  /** The last path segment: the id of what a PATCH or DELETE names. */
  String lastSegment() {
    return segments[segments.length - 1];
  }

  /** The segment after `name` (`/v1/standing-orders/HK-SO-1/transfer`: after standing-orders). */
  String segmentAfter(String name) throws LedgerFailure {
    for (int i = 0; i < segments.length - 1; i++) {
      if (segments[i].equals(name)) return segments[i + 1];
    }
    throw LedgerFailure.malformed("the path names no " + name);
  }
}
