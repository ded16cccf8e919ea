package demobank.ledger;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Every customer's book, by customer: the `ledger` transformer asks for the customer of the request's
 * session (SessionFilter); the admin paths name one (a blank name is demo.hardkey's, for them only).
 * `reset()` forgets every change: the next use reads the seeds again.
 */
public final class Ledger {
  public static final String DEFAULT_CUSTOMER = "demo.hardkey";
  private final Path files;
  private final Map<String, Book> books = new LinkedHashMap<>();
  // A customer who changed their username in the app (security details): the customer (the name the
  // seeds and the log-on stubs know) -> the username they log on with now. Forgotten at a reset.
  private final Map<String, String> usernames = new LinkedHashMap<>();

  private Runnable onFirstUse = () -> {};
  private boolean used;
  // Counted up by every reset: a change that began before a reset must not be carried out into the
  // books after it (it would answer SENT for what the ledger no longer holds).
  private long generation;
  // Changes hold it shared while they are carried out and remembered; a reset holds it alone, so
  // a reset waits for changes being carried out, and a change never straddles a reset.
  final java.util.concurrent.locks.ReentrantReadWriteLock changes = new java.util.concurrent.locks.ReentrantReadWriteLock();

  public Ledger(Path files) {
    this.files = files.toAbsolutePath().normalize();
  }

  /** Runs `task` (once) when the first request reaches the ledger. */
  synchronized void onFirstUse(Runnable task) {
    onFirstUse = task;
  }

  /** demo.appkey's seeds are under `appkey` folders; a customer without seeds of their own uses demo.hardkey's. */
  static String folderOf(String customer) {
    if (customer == null || !customer.startsWith("demo.")) return "hardkey";
    String name = customer.substring("demo.".length());
    return name.matches("[a-z]+") ? name : "hardkey";
  }

  public synchronized Book book(String customer) {
    if (!used) {
      used = true;
      onFirstUse.run();
    }
    String who = customer == null || customer.isBlank() ? DEFAULT_CUSTOMER : customerOf(customer);
    return books.computeIfAbsent(who, c -> {
      String folder = folderOf(c);
      boolean seeded = files.resolve("accounts").resolve(folder).toFile().isDirectory();
      return new Book(c, seeded ? folder : "hardkey", files);
    });
  }

  /** Forgets every change; waits for the changes being carried out (not for one held by `holdMs`). */
  public void reset() {
    changes.writeLock().lock();
    try {
      synchronized (this) {
        books.clear();
        usernames.clear();
        generation++;
      }
    } finally {
      changes.writeLock().unlock();
    }
  }

  /** How many resets there have been: a change compares it before and after its hold. */
  public synchronized long generation() {
    return generation;
  }

  /** The customer a username (or a session cookie) belongs to: a changed username is its customer's. */
  public synchronized String customerOf(String username) {
    String typed = username.trim().toLowerCase();
    for (Map.Entry<String, String> e : usernames.entrySet()) {
      if (e.getValue().equals(typed)) return e.getKey();
    }
    return typed;
  }

  /**
   * The customer who logs on with this username now, or null: a username given up for a new one no
   * longer logs on (it is then asked like an unknown one).
   */
  public synchronized String loggingOnAs(String username) {
    String typed = username.trim().toLowerCase();
    String customer = customerOf(typed);
    String current = usernames.get(customer);
    return current == null || current.equals(typed) ? customer : null;
  }

  /** The customer's new username; false when another customer already logs on with it. */
  public synchronized boolean changeUsername(String customer, String newUsername) {
    String wanted = newUsername.trim().toLowerCase();
    String holder = loggingOnAs(wanted);
    if (holder != null && !holder.equals(customer) && isKnown(holder)) return false;
    if (wanted.equals(customer)) usernames.remove(customer);
    else usernames.put(customer, wanted);
    return true;
  }

  /** A username of the demo bank's customer table or one taken in the app. */
  private boolean isKnown(String customer) {
    return customer.startsWith("demo.") || usernames.containsKey(customer);
  }

  public synchronized Iterable<String> customers() {
    return new java.util.ArrayList<>(books.keySet());
  }
}
