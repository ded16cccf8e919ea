package demobank.ledger;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import wiremock.com.fasterxml.jackson.databind.JsonNode;
import wiremock.com.fasterxml.jackson.databind.node.ArrayNode;
import wiremock.com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Transactions the demo bank makes itself instead of reading them from a file (demo.history's
 * 100,000). A seed file that is a generator spec,
 * `{ "generate": "busy-current-account", "seed": 22, "count": 100000, "closing": 97311, "idPrefix": "HS-CUR-001" }`,
 * becomes the transactions document `{ payload: { transactions: [...] }, messages: [] }`: exactly
 * `count` transactions, newest first, the newest dated today (Europe/London), all within the last
 * 12 months (so one download can hold every row), ids `<idPrefix>-000001` (the oldest) upwards, and
 * running balances that end at `closing`. The oldest row is the balance brought forward, so the
 * amounts add up to the closing balance exactly (the account's balance in accounts.json).
 *
 * Deterministic: the same spec and the same day give the same rows. Made once per spec and day
 * (`warmUp`, on a thread of its own, when the first request reaches the ledger after the start, so
 * WireMock's start-up does not wait) and copied into each customer's book on first use after a reset.
 */
final class HistoryGenerator {
  /** The days the history spans back from today: inside 12 calendar months whatever today is. */
  static final int DAYS = 360;
  private static final Map<String, ObjectNode> MADE = new ConcurrentHashMap<>();

  private HistoryGenerator() {}

  static boolean isSpec(JsonNode seed) {
    return seed != null && seed.isObject() && seed.has("generate");
  }

  /** The document for this spec on `today`: made once, then a copy for each book (the book changes its own). */
  static JsonNode document(JsonNode spec, LocalDate today) {
    String key = today + " " + spec;
    // A demo bank left running past midnight makes the new day's rows; yesterday's are let go.
    MADE.keySet().removeIf(old -> !old.startsWith(today.toString()));
    ObjectNode made = MADE.computeIfAbsent(key, k -> make(spec, today));
    return made.deepCopy();
  }

  /** Makes the documents of these specs for today ahead of their first use. */
  static void warmUp(List<JsonNode> specs) {
    Thread thread = new Thread(() -> {
      for (JsonNode spec : specs) document(spec, Book.today());
    }, "ledger-history-generator");
    thread.setDaemon(true);
    thread.setPriority(Thread.MIN_PRIORITY);
    thread.start();
  }

  private record Row(int offset, String description, long amount, String type) {}

  static ObjectNode make(JsonNode spec, LocalDate today) {
    String kind = spec.path("generate").asText();
    if (!"busy-current-account".equals(kind)) throw new IllegalStateException("Unknown generator " + kind);
    int count = spec.path("count").asInt(100_000);
    long closing = spec.path("closing").asLong(0);
    String prefix = spec.path("idPrefix").asText("TX");
    Random r = new Random(spec.path("seed").asLong(22));

    // Oldest day first, as the money moved; rows of one day in the order they happened.
    List<Row> rows = new ArrayList<>(count + count / 5);
    for (int offset = DAYS - 1; offset >= 0; offset--) {
      LocalDate day = today.minusDays(offset);
      int dom = day.getDayOfMonth();
      boolean weekend = day.getDayOfWeek() == DayOfWeek.SATURDAY || day.getDayOfWeek() == DayOfWeek.SUNDAY;
      if (dom == 1) rows.add(new Row(offset, "HALIFAX MORTGAGE 0042", -84250, "DIRECT_DEBIT"));
      if (dom == 2) rows.add(new Row(offset, "MARKET PITCH RENT", -r.between(90000, 96000), "STANDING_ORDER"));
      if (dom == 8) rows.add(new Row(offset, "VODAFONE LTD", -2400, "DIRECT_DEBIT"));
      if (dom == 12) rows.add(new Row(offset, "OCTOPUS ENERGY", -r.between(7800, 13200), "DIRECT_DEBIT"));
      if (dom == 15) rows.add(new Row(offset, "LAMBETH COUNCIL TAX", -16800, "DIRECT_DEBIT"));
      if (dom == 20) rows.add(new Row(offset, "THAMES WATER", -3850, "DIRECT_DEBIT"));
      if (dom == 28) rows.add(new Row(offset, "HMRC SELF ASSESSMENT", -r.between(40000, 60000), "FASTER_PAYMENT"));
      // Exactly ten on fixed days of the last ten months: a search the tests can count on.
      if (offset % 30 == 15 && offset < 300) rows.add(new Row(offset, "TO L CHEN BIRTHDAY", -r.between(1500, 10000), "FASTER_PAYMENT"));
      // A market stall's day: card takings through the day, suppliers, travel and lunch.
      int takings = (weekend ? 210 : 150) + r.between(0, 40);
      for (int i = 0; i < takings; i++) {
        rows.add(new Row(offset, r.pick(TAKINGS), r.between(250, 1450), "BANK_CREDIT"));
      }
      int spends = 95 + r.between(0, 30);
      for (int i = 0; i < spends; i++) {
        rows.add(new Row(offset, r.pick(SPENDING), -r.between(150, 2600), "CARD_PAYMENT"));
      }
      if (r.next() < 0.5) rows.add(new Row(offset, r.pick(PAYEES), -r.between(1500, 20000), "FASTER_PAYMENT"));
      if (r.next() < 0.2) rows.add(new Row(offset, "CASH NOTEMACHINE", -r.pick(new long[] {2000, 3000, 5000}), "CASH"));
    }
    // 'Today' always shows: two card payments on the day itself.
    rows.add(new Row(0, "TFL TRAVEL CH", -280, "CARD_PAYMENT"));
    rows.add(new Row(0, "PRET A MANGER", -475, "CARD_PAYMENT"));

    // The newest count - 1, and before them the balance brought forward that makes the sum exact.
    List<Row> kept = rows.subList(Math.max(0, rows.size() - (count - 1)), rows.size());
    long sum = 0;
    for (Row row : kept) sum += row.amount;
    int oldest = kept.isEmpty() ? 0 : kept.get(0).offset;
    Row forward = new Row(oldest, "BALANCE BROUGHT FORWARD", closing - sum, "OTHER");

    ObjectNode root = Json.object();
    ArrayNode list = root.putObject("payload").putArray("transactions");
    root.putArray("messages");
    // Newest first, with the balance after each row.
    long balance = closing;
    int number = kept.size() + 1;
    String[] dates = new String[DAYS];
    for (int i = kept.size() - 1; i >= -1; i--) {
      Row row = i >= 0 ? kept.get(i) : forward;
      String date = dates[row.offset];
      if (date == null) date = dates[row.offset] = today.minusDays(row.offset).toString();
      ObjectNode tx = list.addObject();
      tx.put("id", prefix + "-" + String.format("%06d", number--));
      tx.put("date", date);
      tx.put("description", row.description);
      tx.put("amount", row.amount);
      tx.put("runningBalance", balance);
      tx.put("type", row.type);
      balance -= row.amount;
    }
    return root;
  }

  private static final String[] TAKINGS = {
    "SUMUP *STALL TAKINGS", "SUMUP *STALL TAKINGS", "SUMUP *STALL TAKINGS", "ZETTLE *MARKET SALES", "SQUARE *POP-UP SALES",
    "FROM A JONES ORDER", "FROM P KAUR CATERING", "FROM S OKAFOR",
  };
  private static final String[] SPENDING = {
    "BOOKER WHOLESALE", "COSTCO WHOLESALE", "TESCO STORES 2041", "LIDL GB", "SHELL 0271", "TFL TRAVEL CH", "PRET A MANGER",
    "AMAZON.CO.UK", "UBER TRIP", "WH SMITH", "CAFÉ NERO", "M&S SIMPLY FOOD", "SAINSBURYS S/MKT", "O'NEILL'S PUB", "EBAY O*12-3456",
  };
  private static final String[] PAYEES = {"TO M PATEL", "TO SMITH & SONS PRODUCE", "TO R NOWAK WAGES"};

  /** mulberry32: small, fast and the same on every machine (java.util.Random would do, this is the JS generator's). */
  private static final class Random {
    private int a;

    Random(long seed) {
      a = (int) seed;
    }

    double next() {
      a += 0x6d2b79f5;
      int t = a;
      t = (t ^ (t >>> 15)) * (t | 1);
      t ^= t + (t ^ (t >>> 7)) * (t | 61);
      return ((t ^ (t >>> 14)) & 0xffffffffL) / 4294967296.0;
    }

    long between(long min, long max) {
      return Math.round(min + next() * (max - min));
    }

    int between(int min, int max) {
      return (int) between((long) min, (long) max);
    }

    String pick(String[] list) {
      return list[(int) Math.floor(next() * list.length)];
    }

    long pick(long[] list) {
      return list[(int) Math.floor(next() * list.length)];
    }
  }
}
