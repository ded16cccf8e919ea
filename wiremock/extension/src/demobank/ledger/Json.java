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

  /** The largest amount the bank takes: £99,999,999.99 (spec 02, the amount's upper bound 99999999 pounds). */
  static final long MAX_AMOUNT = 9_999_999_999L;

  /**
   * Money is integer pence (docs/api/accounts.md): a whole number from 1p to {@link #MAX_AMOUNT}.
   * Not a whole number (text, a decimal point, an exponent): LDG_MALFORMED. A whole number out of
   * range, however large (2^64+1 must not wrap round to 1p): LDG_AMOUNT_OUT_OF_RANGE.
   */
  static long amount(JsonNode body, String field) throws LedgerFailure {
    JsonNode value = body.get(field);
    if (value == null || !value.isIntegralNumber()) {
      throw LedgerFailure.malformed("'" + field + "' must be a whole number of pence");
    }
    if (!value.canConvertToLong() || value.longValue() < 1 || value.longValue() > MAX_AMOUNT) {
      throw new LedgerFailure(400, "LDG_AMOUNT_OUT_OF_RANGE",
          "The request could not be carried out: '" + field + "' must be from 1 to " + MAX_AMOUNT + " pence.");
    }
    return value.longValue();
  }

  /**
   * A count (dependants, payments): a whole number from `min` to `max`. Out of range, however large
   * (4,294,967,296 must not wrap round to 0): LDG_COUNT_OUT_OF_RANGE.
   */
  static int count(JsonNode body, String field, int min, int max) throws LedgerFailure {
    JsonNode value = body.get(field);
    if (value == null || !value.isIntegralNumber()) throw LedgerFailure.malformed("'" + field + "' must be a whole number");
    if (!value.canConvertToLong() || value.longValue() < min || value.longValue() > max) {
      throw new LedgerFailure(400, "LDG_COUNT_OUT_OF_RANGE", "The request could not be carried out: '" + field + "' must be from " + min + " to " + max + ".");
    }
    return (int) value.longValue();
  }

  /** A whole number that fits a long exactly, or null (absent, not whole, or too large: never wrapped round). */
  static Long whole(JsonNode value) {
    if (value == null || !value.isIntegralNumber() || !value.canConvertToLong()) return null;
    return value.longValue();
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
