package demobank.ledger;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType1Font;

/**
 * A document the demo bank makes for one customer (pre-contract information, a credit agreement) as a
 * PDF, laid out by Apache PDFBox (Debian's libpdfbox2-java, on WireMock's class path beside the ledger):
 * headings, paragraphs and label/value rows, wrapped to the page and carried over to new pages.
 * The text is real PDF text, so pdf.js and a screen reader read it.
 */
final class PdfDocument {
  private static final float MARGIN = 56;
  private static final float WIDTH = PDRectangle.A4.getWidth() - 2 * MARGIN;
  private static final PDFont REGULAR = PDType1Font.HELVETICA;
  private static final PDFont BOLD = PDType1Font.HELVETICA_BOLD;

  private final String title;
  private final List<Object[]> blocks = new ArrayList<>();

  PdfDocument(String title) {
    this.title = title;
    blocks.add(new Object[] {"h1", title});
  }

  String title() {
    return title;
  }

  PdfDocument heading(String text) {
    blocks.add(new Object[] {"h2", text});
    return this;
  }

  PdfDocument paragraph(String text) {
    blocks.add(new Object[] {"p", text});
    return this;
  }

  PdfDocument row(String label, String value) {
    blocks.add(new Object[] {"row", label, value});
    return this;
  }

  /** The same document as HTML for the page (the app sanitises it before showing it). */
  String html() {
    StringBuilder out = new StringBuilder();
    boolean inTable = false;
    for (Object[] block : blocks) {
      boolean row = "row".equals(block[0]);
      if (row && !inTable) out.append("<table><tbody>");
      if (!row && inTable) out.append("</tbody></table>");
      inTable = row;
      switch ((String) block[0]) {
        case "h1":
          out.append("<h2>").append(escape((String) block[1])).append("</h2>");
          break;
        case "h2":
          out.append("<h3>").append(escape((String) block[1])).append("</h3>");
          break;
        case "row":
          out.append("<tr><th scope=\"row\">").append(escape((String) block[1])).append("</th><td>").append(escape((String) block[2])).append("</td></tr>");
          break;
        default:
          out.append("<p>").append(escape((String) block[1])).append("</p>");
      }
    }
    if (inTable) out.append("</tbody></table>");
    return out.toString();
  }

  private static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }

  byte[] bytes() {
    try (PDDocument doc = new PDDocument(); ByteArrayOutputStream out = new ByteArrayOutputStream()) {
      PDDocumentInformation info = new PDDocumentInformation();
      info.setTitle(title);
      info.setAuthor("Demo bank");
      doc.setDocumentInformation(info);
      Writer writer = new Writer(doc);
      for (Object[] block : blocks) {
        switch ((String) block[0]) {
          case "h1":
            writer.lines(BOLD, 16, (String) block[1], 0, WIDTH, 8);
            break;
          case "h2":
            writer.gap(6);
            writer.lines(BOLD, 12, (String) block[1], 0, WIDTH, 4);
            break;
          case "row":
            writer.row((String) block[1], (String) block[2]);
            break;
          default:
            writer.lines(REGULAR, 10, (String) block[1], 0, WIDTH, 6);
        }
      }
      writer.close();
      doc.save(out);
      return out.toByteArray();
    } catch (IOException e) {
      throw new IllegalStateException("The PDF could not be made: " + e.getMessage(), e);
    }
  }

  /** Writes lines down the page, opening a new page when one is full. */
  private static final class Writer {
    private final PDDocument doc;
    private PDPageContentStream stream;
    private float y;

    Writer(PDDocument doc) throws IOException {
      this.doc = doc;
      newPage();
    }

    private void newPage() throws IOException {
      if (stream != null) stream.close();
      PDPage page = new PDPage(PDRectangle.A4);
      doc.addPage(page);
      stream = new PDPageContentStream(doc, page);
      y = PDRectangle.A4.getHeight() - MARGIN;
    }

    void gap(float points) {
      y -= points;
    }

    void lines(PDFont font, float size, String text, float x, float width, float after) throws IOException {
      for (String line : wrap(font, size, text, width)) {
        if (y - size < MARGIN) newPage();
        y -= size * 1.3f;
        show(font, size, line, MARGIN + x);
      }
      y -= after;
    }

    void row(String label, String value) throws IOException {
      float labelWidth = WIDTH * 0.38f;
      List<String> left = wrap(BOLD, 10, label, labelWidth - 8);
      List<String> right = wrap(REGULAR, 10, value, WIDTH - labelWidth);
      int n = Math.max(left.size(), right.size());
      if (y - n * 13 < MARGIN) newPage();
      for (int i = 0; i < n; i++) {
        y -= 13;
        if (i < left.size()) show(BOLD, 10, left.get(i), MARGIN);
        if (i < right.size()) show(REGULAR, 10, right.get(i), MARGIN + labelWidth);
      }
      y -= 5;
    }

    private void show(PDFont font, float size, String text, float x) throws IOException {
      stream.beginText();
      stream.setFont(font, size);
      stream.newLineAtOffset(x, y);
      stream.showText(text);
      stream.endText();
    }

    void close() throws IOException {
      stream.close();
    }
  }

  /** Words to lines no wider than `width`; a character the standard font cannot encode becomes '?'. */
  static List<String> wrap(PDFont font, float size, String text, float width) throws IOException {
    List<String> lines = new ArrayList<>();
    StringBuilder line = new StringBuilder();
    for (String word : encodable(font, text).split(" ")) {
      String tried = line.length() == 0 ? word : line + " " + word;
      if (line.length() > 0 && font.getStringWidth(tried) / 1000 * size > width) {
        lines.add(line.toString());
        line = new StringBuilder(word);
      } else {
        line = new StringBuilder(tried);
      }
    }
    if (line.length() > 0) lines.add(line.toString());
    return lines;
  }

  private static String encodable(PDFont font, String text) {
    StringBuilder out = new StringBuilder();
    text.codePoints().forEach(c -> {
      String s = new String(Character.toChars(c));
      try {
        font.encode(s);
        out.append(s);
      } catch (IOException | IllegalArgumentException e) {
        out.append('?');
      }
    });
    return out.toString();
  }
}
