package demobank.ledger;

import wiremock.com.fasterxml.jackson.databind.JsonNode;
import wiremock.com.fasterxml.jackson.databind.ObjectMapper;
import wiremock.com.fasterxml.jackson.databind.node.ArrayNode;
import wiremock.com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Jackson as WireMock's standalone jar ships it (relocated under `wiremock.`): the extension runs
 * inside that jar, so it compiles against the same classes instead of bringing a second copy.
 */
final class Json {
  static final ObjectMapper MAPPER = new ObjectMapper();

  private Json() {}

  static ObjectNode object() {
    return MAPPER.createObjectNode();
  }

  static ArrayNode array() {
    return MAPPER.createArrayNode();
  }

  static JsonNode read(String text) throws LedgerFailure {
    if (text == null || text.isBlank()) throw LedgerFailure.malformed("the body is empty");
    try {
      return MAPPER.readTree(text);
    } catch (Exception e) {
      throw LedgerFailure.malformed("the body is not JSON");
    }
  }

  static String write(JsonNode node) {
    try {
      return MAPPER.writeValueAsString(node);
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  /** A required text field of a request body. */
  static String text(JsonNode body, String field) throws LedgerFailure {
    JsonNode value = body.get(field);
    if (value == null || !value.isTextual() || value.asText().isBlank()) {
      throw LedgerFailure.malformed("'" + field + "' must be text");
    }
    return value.asText();
  }

  static String optionalText(JsonNode body, String field) {
    JsonNode value = body == null ? null : body.get(field);
    return value != null && value.isTextual() ? value.asText() : null;
  }

  /** Money is integer pence (docs/api/accounts.md): a positive whole number, nothing else. */
  static long amount(JsonNode body, String field) throws LedgerFailure {
    JsonNode value = body.get(field);
    if (value == null || !value.isIntegralNumber() || value.asLong() <= 0) {
      throw LedgerFailure.malformed("'" + field + "' must be a positive whole number of pence");
    }
    return value.asLong();
  }

  /** The element of an array whose `idField` is `id`, or null. */
  static ObjectNode find(JsonNode array, String idField, String id) {
    if (array == null || !array.isArray()) return null;
    for (JsonNode item : array) {
      if (item.isObject() && id.equals(item.path(idField).asText(null))) return (ObjectNode) item;
    }
    return null;
  }

  static boolean remove(JsonNode array, String idField, String id) {
    if (array == null || !array.isArray()) return false;
    ArrayNode items = (ArrayNode) array;
    for (int i = 0; i < items.size(); i++) {
      if (id.equals(items.get(i).path(idField).asText(null))) {
        items.remove(i);
        return true;
      }
    }
    return false;
  }
}
