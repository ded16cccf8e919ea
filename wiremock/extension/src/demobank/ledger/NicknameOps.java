package demobank.ledger;

import java.text.Normalizer;
import java.util.Map;
import java.util.regex.Pattern;
import wiremock.com.fasterxml.jackson.databind.JsonNode;
import wiremock.com.fasterxml.jackson.databind.node.ArrayNode;
import wiremock.com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Account nicknames (docs/api/account-nicknames.md): one list per customer's book,
 * `accounts/{folder}/nicknames.json`, empty until the first change (no seed). A change names one of
 * the customer's own accounts and a nickname the app's rule allows (core's nickname-rules.ts: 1 to 20
 * letters, digits, spaces, hyphens and apostrophes, nothing at either end to trim), or nothing
 * changes. The 0004 for a change without a code is the mapping's, before this op.
 */
final class NicknameOps {
  static final String DOCUMENT = "accounts/{folder}/nicknames.json";
  private static final Pattern ALLOWED = Pattern.compile("[\\p{L}0-9 '\u2019-]{1,20}");

  private NicknameOps() {}

  static void register(Map<String, Op> ops) {
    ops.put("account-nickname", NicknameOps::change);
  }

  /** The empty list a customer starts with. */
  static ObjectNode empty() {
    ObjectNode doc = Json.object();
    doc.putArray("payload");
    doc.putArray("messages");
    return doc;
  }

  static Answer change(OpRequest request) throws LedgerFailure {
    String accountId = Json.text(request.body(), "accountId");
    String nickname = Normalizer.normalize(Json.text(request.body(), "nickname"), Normalizer.Form.NFC);
    new Accounts(request.book).account(accountId);
    if (!nickname.equals(nickname.trim()) || !ALLOWED.matcher(nickname).matches() || nickname.codePointCount(0, nickname.length()) > 20) {
      throw LedgerFailure.malformed("nickname must be 1 to 20 letters, digits, spaces, hyphens or apostrophes");
    }
    ArrayNode list = (ArrayNode) request.book.document(request.book.name(DOCUMENT), empty()).withArray("payload");
    ObjectNode entry = Json.find(list, "accountId", accountId);
    if (entry == null) entry = list.addObject().put("accountId", accountId);
    entry.put("nickname", nickname);
    return Answer.ok(200, entry.deepCopy());
  }
}
