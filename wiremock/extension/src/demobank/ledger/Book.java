package demobank.ledger;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import wiremock.com.fasterxml.jackson.databind.JsonNode;
import wiremock.com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * One customer's ledger: documents named by their seed file under `wiremock/__files` (each read
 * from the seed the first time it is used, then changed in memory only), the idempotency records
 * of the customer's keys, and a counter for references. Every read and change holds the book's
 * lock, so a change is never seen half made.
 */
public final class Book {
  static final ZoneId LONDON = ZoneId.of("Europe/London");
  // The seed files carry the date templates the stubs used before the ledger ("N days from the day
  // of the request"). The ledger resolves them once, when the document is first read after a reset.
  private static final Pattern DATE =
      Pattern.compile("\\{\\{now(?: offset='(-?\\d+) days')? format='yyyy-MM-dd' timezone='Europe/London'}}");

  public final String customer;
  public final String folder;
  // The day the book was started from the seeds: a seed's "this tax year" figures are that day's.
  final LocalDate openedOn = today();
  private final Path files;
  private final Map<String, JsonNode> documents = new LinkedHashMap<>();
  final Map<String, KeyRecord> keys = new LinkedHashMap<>();
  /** The customer's Re-authentication Security Code counter and lock (kept by the bank, not the page). */
  final CodeLock reauthentication = CodeLock.reauthentication();
  /** The customer's Transaction Security Code counter and lock: signing, kept by the bank too. */
  final CodeLock transactionSigning = CodeLock.transactionSigning();
  /** The security codes this customer's changes were carried out with, and what each signed. */
  final SpentCodes spentCodes = new SpentCodes();
  /** Armed by `POST /__admin/ledger/{customer}/maintenance-page`: the next change is carried out, then answered with a maintenance page. */
  boolean maintenancePageNext;
  // Reads written out once and served again until the next change: a GET of ~1,400 transactions
  // then costs a lookup, not a serialisation (docs/api/ledger.md, speed).
  final Map<String, Answer> reads = new java.util.HashMap<>();
  private final Map<String, Integer> sequences = new LinkedHashMap<>();
  // A change in progress (begin .. commit or rollback): each document as it was before the change
  // first touched it (NOT_LOADED: read from its seed during the change), the counters as they were,
  // and the undo steps of the changes made without a copy (a transaction added to a long list).
  // A refused change is rolled back, so a refusal changes nothing (docs/api/ledger.md).
  private static final JsonNode NOT_LOADED = wiremock.com.fasterxml.jackson.databind.node.MissingNode.getInstance();
  private Map<String, JsonNode> before;
  private Map<String, Integer> sequencesBefore;
  private final java.util.ArrayDeque<Runnable> undo = new java.util.ArrayDeque<>();

  Book(String customer, String folder, Path files) {
    this.customer = customer;
    this.folder = folder;
    this.files = files;
  }

  static LocalDate today() {
    return BankClock.today();
  }

  /** Any change (or a change that may have happened) makes every kept read stale. */
  void changed() {
    reads.clear();
  }

  /** Starts a change: what it touches from now on can be put back by {@link #rollback()}. */
  void begin() {
    before = new LinkedHashMap<>();
    sequencesBefore = new LinkedHashMap<>(sequences);
    undo.clear();
  }

  /** The change stands. */
  void commit() {
    before = null;
    sequencesBefore = null;
    undo.clear();
  }

  /** The change is refused: every document, counter and list is as it was at {@link #begin()}. */
  void rollback() {
    if (before == null) return;
    while (!undo.isEmpty()) undo.pop().run();
    before.forEach((name, doc) -> {
      if (doc == NOT_LOADED) documents.remove(name);
      else documents.put(name, doc);
    });
    sequences.clear();
    sequences.putAll(sequencesBefore);
    commit();
  }

  /** An undo step for a change made to a document read with {@link #documentUncopied}; run newest first. */
  void onRollback(Runnable step) {
    if (before != null) undo.push(step);
  }

  /** The next reference of this customer's ledger, counted per prefix: MM000001, MM000002, ... */
  String nextReference(String prefix) {
    int next = sequences.merge(prefix, 1, Integer::sum);
    return prefix + String.format("%06d", next);
  }

  /**
   * `{folder}` in a document name is the customer's seed folder (hardkey, appkey, ...). A customer
   * without seeds of their own reads demo.hardkey's, except a document seeded under their own name's
   * folder (demo.senior's `savings/senior/applicant-details.json`: the same accounts, their own age).
   */
  String name(String pattern) {
    String own = pattern.replace("{folder}", Ledger.folderOf(customer));
    if (!own.equals(pattern) && Files.isRegularFile(files.resolve(own).normalize()) && files.resolve(own).normalize().startsWith(files)) return own;
    return pattern.replace("{folder}", folder);
  }

  boolean has(String name) {
    return documents.containsKey(name) || Files.isRegularFile(files.resolve(name));
  }

  /**
   * The document, read from its seed on first use; `empty` (copied) when there is no seed. During a
   * change, the first touch keeps a copy of it as it was, for a rollback.
   */
  JsonNode document(String name, JsonNode empty) throws LedgerFailure {
    JsonNode doc = documents.get(name);
    if (before != null && !before.containsKey(name)) before.put(name, doc == null ? NOT_LOADED : doc.deepCopy());
    if (doc != null) return doc;
    return load(name, empty);
  }

  /**
   * The document without a copy for a rollback: for a long list (an account's transactions, up to
   * 100,000 rows) that a change only adds to, with its own undo step ({@link #onRollback}).
   */
  JsonNode documentUncopied(String name, JsonNode empty) throws LedgerFailure {
    JsonNode doc = documents.get(name);
    if (doc != null) return doc;
    // Read from the seed during the change: a rollback forgets it (the seed is read again next time).
    if (before != null && !before.containsKey(name)) before.put(name, NOT_LOADED);
    return load(name, empty);
  }

  private JsonNode load(String name, JsonNode empty) throws LedgerFailure {
    JsonNode doc;
    Path seed = files.resolve(name).normalize();
    if (!seed.startsWith(files)) throw LedgerFailure.notFound("document", name);
    if (Files.isRegularFile(seed)) {
      try {
        doc = Json.MAPPER.readTree(resolveDates(Files.readString(seed, StandardCharsets.UTF_8)));
        // A seed that is a generator spec (demo.history's 100,000 transactions): made, not read.
        if (HistoryGenerator.isSpec(doc)) doc = HistoryGenerator.document(doc, today());
      } catch (IOException e) {
        throw new IllegalStateException("Unreadable seed " + name + ": " + e.getMessage(), e);
      }
    } else if (empty != null) {
      doc = empty.deepCopy();
    } else {
      throw LedgerFailure.notFound("document", name);
    }
    documents.put(name, doc);
    return doc;
  }

  JsonNode document(String name) throws LedgerFailure {
    return document(name, null);
  }

  /** A seed file's bytes as they are (a seeded PDF the ledger serves again, tagged: SeededDocuments). */
  byte[] seedBytes(String name) throws LedgerFailure {
    Path seed = files.resolve(name).normalize();
    if (!seed.startsWith(files) || !Files.isRegularFile(seed)) throw LedgerFailure.notFound("document", name);
    try {
      return Files.readAllBytes(seed);
    } catch (IOException e) {
      throw new IllegalStateException("Unreadable seed " + name + ": " + e.getMessage(), e);
    }
  }

  /** The documents used so far, for the admin GET. */
  ObjectNode snapshot() {
    ObjectNode root = Json.object();
    root.put("customer", customer);
    root.put("folder", folder);
    ObjectNode docs = root.putObject("documents");
    documents.forEach(docs::set);
    ObjectNode keyList = root.putObject("idempotencyKeys");
    keys.forEach((key, record) -> keyList.put(key, record.summary()));
    return root;
  }

  static String resolveDates(String text) {
    if (text.indexOf("{{") < 0) return text;
    LocalDate today = today();
    Matcher m = DATE.matcher(text);
    StringBuilder out = new StringBuilder(text.length());
    while (m.find()) {
      long days = m.group(1) == null ? 0 : Long.parseLong(m.group(1));
      m.appendReplacement(out, today.plusDays(days).toString());
    }
    m.appendTail(out);
    return out.toString();
  }
}
