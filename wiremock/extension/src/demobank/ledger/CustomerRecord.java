package demobank.ledger;

import java.util.ArrayList;
import java.util.List;
import wiremock.com.fasterxml.jackson.databind.JsonNode;

/**
 * Who the customer is by the bank's own record (My details' profile, `my-details/{folder}/profile.json`,
 * as changed in the app): the name and home address a credit agreement names the borrower by
 * (Agreements Regulations 2010 Sch 1: the parties' names and postal addresses), never the username.
 */
final class CustomerRecord {
  final String name;
  final String address;

  private CustomerRecord(String name, String address) {
    this.name = name;
    this.address = address;
  }

  static CustomerRecord of(Book book) throws LedgerFailure {
    JsonNode profile = book.document(book.name("my-details/{folder}/profile.json")).path("payload");
    List<String> name = new ArrayList<>();
    for (String field : new String[] {"title", "firstName", "lastName"}) {
      String part = profile.path(field).asText("").trim();
      if (!part.isEmpty()) name.add(part);
    }
    JsonNode home = profile.path("addresses").path(0);
    for (JsonNode address : profile.path("addresses")) {
      if ("HOME".equals(address.path("type").asText())) home = address;
    }
    List<String> lines = new ArrayList<>();
    for (JsonNode line : home.path("lines")) lines.add(line.asText());
    if (!home.path("postcode").asText("").isEmpty()) lines.add(home.path("postcode").asText());
    return new CustomerRecord(String.join(" ", name), String.join(", ", lines));
  }
}
