package demobank.ledger;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Every customer's book. Customers are told apart as the identity stubs do: the `DEMO_SESSION`
 * cookie (the lower-cased username); a request without it is demo.hardkey's, as before the ledger.
 * `reset()` forgets every change: the next use reads the seeds again.
 */
public final class Ledger {
  public static final String DEFAULT_CUSTOMER = "demo.hardkey";
  private final Path files;
  private final Map<String, Book> books = new LinkedHashMap<>();

  public Ledger(Path files) {
    this.files = files.toAbsolutePath().normalize();
  }

  /** demo.appkey's seeds are under `appkey` folders; a customer without seeds of their own uses demo.hardkey's. */
  static String folderOf(String customer) {
    if (customer == null || !customer.startsWith("demo.")) return "hardkey";
    String name = customer.substring("demo.".length());
    return name.matches("[a-z]+") ? name : "hardkey";
  }

  public synchronized Book book(String customer) {
    String who = customer == null || customer.isBlank() ? DEFAULT_CUSTOMER : customer.toLowerCase();
    return books.computeIfAbsent(who, c -> {
      String folder = folderOf(c);
      boolean seeded = files.resolve("accounts").resolve(folder).toFile().isDirectory();
      return new Book(c, seeded ? folder : "hardkey", files);
    });
  }

  public synchronized void reset() {
    books.clear();
  }

  public synchronized Iterable<String> customers() {
    return new java.util.ArrayList<>(books.keySet());
  }
}
