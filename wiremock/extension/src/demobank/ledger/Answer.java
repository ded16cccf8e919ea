package demobank.ledger;

import wiremock.com.fasterxml.jackson.databind.JsonNode;
import wiremock.com.fasterxml.jackson.databind.node.ArrayNode;
import wiremock.com.fasterxml.jackson.databind.node.ObjectNode;

/** What the ledger answers: a status and a JSON body (null: no body, as a 204). Immutable once made. */
public final class Answer {
  public final int status;
  public final String body;

  private Answer(int status, String body) {
    this.status = status;
    this.body = body;
  }

  static Answer json(int status, JsonNode body) {
    return new Answer(status, body == null ? null : Json.write(body));
  }

  static Answer noContent() {
    return new Answer(204, null);
  }

  /** The success envelope of the gateways: `{ header: { statusCode: "0000" }, payload, messages: [] }`. */
  static Answer ok(int status, JsonNode payload) {
    ObjectNode root = Json.object();
    root.putObject("header").put("statusCode", "0000");
    root.set("payload", payload);
    root.putArray("messages");
    return json(status, root);
  }

  /** The error envelope of docs/api/http.md. */
  static Answer failure(LedgerFailure failure) {
    ObjectNode root = Json.object();
    ObjectNode header = root.putObject("header");
    header.put("statusCode", "E001");
    ArrayNode errors = header.putArray("errorMsg");
    errors.addObject().put("code", failure.code).put("desc", failure.getMessage());
    root.putNull("payload");
    return json(failure.status, root);
  }
}
