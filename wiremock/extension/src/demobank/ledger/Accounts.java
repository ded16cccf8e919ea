package demobank.ledger;

import wiremock.com.fasterxml.jackson.databind.JsonNode;
import wiremock.com.fasterxml.jackson.databind.node.ArrayNode;
import wiremock.com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A customer's accounts and their transactions, as the accounts stubs serve them
 * (docs/api/accounts.md): `accounts/{folder}/accounts.json` holds the list (and each account by
 * id), `transactions-{id}.json` each account's transactions, newest first, `payment-info-{id}.json`
 * a card's figures, `upcoming.json` the upcoming transactions.
 */
final class Accounts {
  private final Book book;

  Accounts(Book book) {
    this.book = book;
  }

  ArrayNode list() throws LedgerFailure {
    return (ArrayNode) book.document(book.name("accounts/{folder}/accounts.json")).withArray("payload");
  }

  ObjectNode account(String id) throws LedgerFailure {
    ObjectNode account = Json.find(list(), "id", id);
    if (account == null) throw LedgerFailure.unknownAccount(id);
    return account;
  }

  /** The customer's own account with this sort code and account number, or null. */
  ObjectNode byNumber(String sortCode, String accountNumber) throws LedgerFailure {
    for (JsonNode account : list()) {
      JsonNode summary = account.path("summary");
      if (sortCode.equals(summary.path("sortCode").asText(null)) && accountNumber.equals(summary.path("number").asText(null))) {
        return (ObjectNode) account;
      }
    }
    return null;
  }

  ArrayNode upcoming() throws LedgerFailure {
    return (ArrayNode) book.document(book.name("accounts/{folder}/upcoming.json")).withArray("payload");
  }

  static boolean isCreditCard(ObjectNode account) {
    return account.path("summary").path("category").asText("").replaceAll("[_\\s-]", "").equalsIgnoreCase("CREDITCARD");
  }

  /**
   * Takes money out. A bank refuses what the account cannot pay: more than the available balance
   * (the overdraft included) where the account has one, else more than its balance.
   */
  void debit(ObjectNode account, long amount, String description, String type) throws LedgerFailure {
    ObjectNode summary = (ObjectNode) account.path("summary");
    JsonNode available = summary.get("availableBalance");
    long spendable = available != null && available.isIntegralNumber() ? available.asLong() : summary.path("balance").asLong();
    if (amount > spendable) {
      throw new LedgerFailure(422, "LDG_INSUFFICIENT_FUNDS",
          "There is not enough money in " + account.path("name").asText() + " to make this payment.");
    }
    move(account, -amount, description, type);
  }

  /** Pays money in; into a Cash ISA it is a subscription, counted against the tax year's allowance. */
  void credit(ObjectNode account, long amount, String description, String type) throws LedgerFailure {
    if (SavingsOps.isCashIsa(account)) SavingsOps.subscribe(book, amount);
    move(account, amount, description, type);
  }

  /** Balance, available balance (a card's available credit too) and a transaction, all by `delta`. */
  private void move(ObjectNode account, long delta, String description, String type) throws LedgerFailure {
    String id = account.path("id").asText();
    ObjectNode summary = (ObjectNode) account.path("summary");
    long balance = summary.path("balance").asLong() + delta;
    summary.put("balance", balance);
    JsonNode available = summary.get("availableBalance");
    if (available != null && available.isIntegralNumber()) summary.put("availableBalance", available.asLong() + delta);
    summary.put("balanceDate", Book.today().toString());
    String infoName = book.name("accounts/{folder}/payment-info-" + id + ".json");
    if (isCreditCard(account) && book.has(infoName)) {
      ObjectNode info = (ObjectNode) book.document(infoName).path("payload");
      info.put("availableCredit", info.path("availableCredit").asLong() + delta);
    }
    String txName = book.name("accounts/{folder}/transactions-" + id + ".json");
    JsonNode doc = book.documentUncopied(txName, emptyTransactions());
    ArrayNode transactions = ((ObjectNode) doc.path("payload")).withArray("transactions");
    book.onRollback(() -> transactions.remove(0));
    ObjectNode tx = Json.object();
    tx.put("id", id + "-" + book.nextReference("L"));
    tx.put("date", Book.today().toString());
    tx.put("description", description);
    tx.put("amount", delta);
    tx.put("runningBalance", balance);
    tx.put("type", type);
    transactions.insert(0, tx);
  }

  private static JsonNode emptyTransactions() {
    ObjectNode root = Json.object();
    root.putObject("payload").putArray("transactions");
    root.putArray("messages");
    return root;
  }
}
