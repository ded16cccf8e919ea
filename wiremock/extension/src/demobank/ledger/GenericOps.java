package demobank.ledger;

import java.util.Map;
import wiremock.com.fasterxml.jackson.databind.JsonNode;
import wiremock.com.fasterxml.jackson.databind.node.ArrayNode;
import wiremock.com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Operations for any later area's state without Java (docs/api/ledger.md, "Adding state for a new
 * area"): a mapping names a document and a JSON Pointer inside it. `merge` sets the body's fields on
 * the object there (only the fields the mapping's `fields` allow), `append` adds the body to the array
 * there with a new id, `remove` takes the item the last path segment names out of the array.
 */
final class GenericOps {
  private GenericOps() {}


  static Answer merge(OpRequest request, String doc, String at, Iterable<String> fields) throws LedgerFailure {
    JsonNode target = request.book.document(request.book.name(doc)).at(at);
    if (!target.isObject()) throw LedgerFailure.notFound("object at", at);
    JsonNode body = request.body();
    ObjectNode object = (ObjectNode) target;
    boolean any = false;
    for (String field : fields) {
      if (body.has(field)) {
        object.set(field, body.get(field).deepCopy());
        any = true;
      }
    }
    if (!any) throw LedgerFailure.malformed("the body changes none of " + String.join(", ", fields));
    return Answer.ok(200, object.deepCopy());
  }

  static Answer append(OpRequest request, String doc, String at, String idField) throws LedgerFailure {
    JsonNode target = request.book.document(request.book.name(doc)).at(at);
    if (!target.isArray()) throw LedgerFailure.notFound("list at", at);
    ObjectNode item = request.body().deepCopy();
    item.put(idField, request.book.nextReference("ID"));
    ((ArrayNode) target).add(item);
    return Answer.ok(201, item.deepCopy());
  }

  static Answer remove(OpRequest request, String doc, String at, String idField) throws LedgerFailure {
    JsonNode target = request.book.document(request.book.name(doc)).at(at);
    String id = request.lastSegment();
    if (!Json.remove(target, idField, id)) throw LedgerFailure.notFound("item", id);
    return Answer.noContent();
  }
}
