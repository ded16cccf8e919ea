package demobank.ledger;

import wiremock.com.fasterxml.jackson.databind.JsonNode;

/** What an operation sees of a request: the customer's book, the body and the path segments. */
final class OpRequest {
  final Book book;
  private final String bodyText;
  private final String[] segments;
  /** The request's path, as sent. */
  final String path;
  private JsonNode body;

  OpRequest(Book book, String bodyText, String path) {
    this.book = book;
    this.bodyText = bodyText;
    this.path = path;
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

  /** A field of a url-encoded form body (the identity service's pages post forms), or null. */
  String formField(String name) {
    if (bodyText == null) return null;
    for (String pair : bodyText.split("&")) {
      int eq = pair.indexOf('=');
      String key = java.net.URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), java.nio.charset.StandardCharsets.UTF_8);
      if (key.equals(name)) return eq < 0 ? "" : java.net.URLDecoder.decode(pair.substring(eq + 1), java.nio.charset.StandardCharsets.UTF_8);
    }
    return null;
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
