package demobank.ledger;

import wiremock.com.fasterxml.jackson.databind.JsonNode;
import wiremock.com.fasterxml.jackson.databind.node.ArrayNode;
import wiremock.com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * What the ledger answers: a status and a JSON body (null: no body, as a 204), or a PDF the ledger
 * made (`pdf` with its file name). Immutable once made.
 */
public final class Answer {
  public final int status;
  public final String body;
  public final byte[] pdf;
  public final String filename;
  /**
   * The bank asked for a Re-authentication Security Code (0004): nothing was done, so nothing is kept
   * under the key, and the same key comes back with the code in its body.
   */
  public final boolean asksForReauthentication;

  private Answer(int status, String body) {
    this(status, body, null, null, false);
  }

  private Answer(int status, String body, byte[] pdf, String filename, boolean asksForReauthentication) {
    this.status = status;
    this.body = body;
    this.pdf = pdf;
    this.filename = filename;
    this.asksForReauthentication = asksForReauthentication;
  }

  /** A PDF made for this customer, shown in the page (inline) under this file name. */
  static Answer pdf(byte[] bytes, String filename) {
    return new Answer(200, null, bytes.clone(), filename, false);
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
    return new Answer(failure.status, Json.write(root), null, null, LedgerFailure.REAUTHENTICATION_REQUIRED.equals(failure.code));
  }
}
