package demobank.ledger;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The seeded statements and letters (written by scripts/minimal-pdf.mjs: plain one-page PDFs in
 * Helvetica, untagged) served as the bank's other documents are: the same lines made again by
 * PdfDocument, tagged, in the embedded font, titled with the document's own name (its second line,
 * after the bank's name). The seeds stay small and need no PDF library to write.
 */
final class SeededDocuments {
  private static final Pattern SHOWN = Pattern.compile("\\(((?:\\\\.|[^\\\\)])*)\\)\\s*Tj");

  private SeededDocuments() {}

  static void register(Map<String, Op> ops) {
    ops.put("statement-pdf", SeededDocuments::statement);
  }

  /** The text lines of a seeded PDF, in order (each `(...) Tj`, escapes undone). */
  static List<String> lines(byte[] pdf) {
    List<String> lines = new ArrayList<>();
    Matcher m = SHOWN.matcher(new String(pdf, StandardCharsets.ISO_8859_1));
    while (m.find()) lines.add(m.group(1).replaceAll("\\\\(.)", "$1"));
    return lines;
  }

  /** A seeded PDF made again, tagged: the title from its second line, the rest as paragraphs. */
  static byte[] tagged(Book book, String seed) throws LedgerFailure {
    List<String> lines = lines(book.seedBytes(seed));
    String title = lines.size() > 1 ? lines.get(1) : lines.isEmpty() ? seed : lines.get(0);
    PdfDocument doc = new PdfDocument(title);
    for (String line : lines) {
      if (!line.equals(title) && !line.isBlank()) doc.paragraph(line);
    }
    return doc.bytes();
  }

  /** `GET /v1/accounts/{id}/statements/{statementId}/pdf`: the customer's seeded statement, tagged. */
  static Answer statement(OpRequest request) throws LedgerFailure {
    String id = request.segmentAfter("statements");
    return Answer.pdf(tagged(request.book, "accounts/" + request.book.folder + "/statements/" + id + ".pdf"), id + ".pdf");
  }
}
