package demobank.ledger;

import com.github.tomakehurst.wiremock.extension.Parameters;
import com.github.tomakehurst.wiremock.http.QueryParameter;
import com.github.tomakehurst.wiremock.http.Request;
import java.util.Iterator;
import java.util.Map;
import java.util.regex.Pattern;
import wiremock.com.fasterxml.jackson.databind.JsonNode;
import wiremock.com.fasterxml.jackson.databind.node.ArrayNode;
import wiremock.com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A list read in pages and by date, as a gateway serves a long transaction history
 * (docs/api/accounts.md, transactions): `fromDate` / `toDate` (inclusive, `YYYY-MM-DD`) keep the rows
 * dated within them; `page` (from 1) and `pageSize` (1 to `maxPageSize`, default 10,000) cut that
 * into pages, and `payload.links.next` is the path and query of the next page, or null on the last.
 * Without `pageSize` the whole (filtered) list is answered, with no links, as before paging.
 * Mapping parameter: `"page": { "list": "/payload/transactions", "dateField": "date", "maxPageSize": 10000 }`.
 */
final class Paging {
  private static final Pattern ISO_DATE = Pattern.compile("\\d{4}-\\d{2}-\\d{2}");

  private Paging() {}

  static JsonNode page(JsonNode doc, Parameters page, Request request, String path) throws LedgerFailure {
    String from = date(request, "fromDate");
    String to = date(request, "toDate");
    Integer size = number(request, "pageSize");
    Integer number = number(request, "page");
    if (from == null && to == null && size == null) return doc;
    int max = page.getInt("maxPageSize", 10_000);
    if (size != null && size > max) throw malformed("pageSize is at most " + max + ".");
    int pageNumber = number == null ? 1 : number;
    String pointer = page.getString("list", "/payload/transactions");
    String listField = pointer.substring(pointer.lastIndexOf('/') + 1);
    String dateField = page.getString("dateField", "date");

    long skip = size == null ? 0 : (long) (pageNumber - 1) * size;
    long matched = 0;
    ArrayNode rows = Json.array();
    for (JsonNode row : doc.at(pointer)) {
      String date = row.path(dateField).asText("");
      if (date.length() > 10) date = date.substring(0, 10);
      if ((from != null && date.compareTo(from) < 0) || (to != null && date.compareTo(to) > 0)) continue;
      matched++;
      if (matched > skip && (size == null || rows.size() < size)) rows.add(row);
    }

    // The document's own fields, the list replaced by the page: a shallow copy, the rows shared.
    ObjectNode root = Json.object();
    for (Iterator<Map.Entry<String, JsonNode>> it = doc.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      if (!"payload".equals(e.getKey())) root.set(e.getKey(), e.getValue());
    }
    ObjectNode payload = root.putObject("payload");
    for (Iterator<Map.Entry<String, JsonNode>> it = doc.path("payload").fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      if (!listField.equals(e.getKey())) payload.set(e.getKey(), e.getValue());
    }
    payload.set(listField, rows);
    if (size != null) {
      ObjectNode links = payload.putObject("links");
      if (matched > skip + size) {
        StringBuilder next = new StringBuilder(path).append('?');
        if (from != null) next.append("fromDate=").append(from).append('&');
        if (to != null) next.append("toDate=").append(to).append('&');
        next.append("page=").append(pageNumber + 1).append("&pageSize=").append(size);
        links.put("next", next.toString());
      } else {
        links.putNull("next");
      }
    }
    return root;
  }

  private static String date(Request request, String name) throws LedgerFailure {
    QueryParameter q = request.queryParameter(name);
    if (q == null || !q.isPresent() || q.firstValue().isEmpty()) return null;
    String value = q.firstValue();
    if (!ISO_DATE.matcher(value).matches()) throw malformed(name + " must be a date YYYY-MM-DD.");
    return value;
  }

  private static Integer number(Request request, String name) throws LedgerFailure {
    QueryParameter q = request.queryParameter(name);
    if (q == null || !q.isPresent() || q.firstValue().isEmpty()) return null;
    try {
      int value = Integer.parseInt(q.firstValue());
      if (value < 1) throw malformed(name + " must be 1 or more.");
      return value;
    } catch (NumberFormatException e) {
      throw malformed(name + " must be a whole number.");
    }
  }

  private static LedgerFailure malformed(String message) {
    return new LedgerFailure(400, "LDG_MALFORMED", message);
  }
}
