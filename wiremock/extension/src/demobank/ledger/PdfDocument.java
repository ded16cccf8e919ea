package demobank.ledger;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSDictionary;
import org.apache.pdfbox.cos.COSInteger;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentCatalog;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDMetadata;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.documentinterchange.logicalstructure.PDMarkInfo;
import org.apache.pdfbox.pdmodel.documentinterchange.logicalstructure.PDStructureElement;
import org.apache.pdfbox.pdmodel.documentinterchange.logicalstructure.PDStructureTreeRoot;
import org.apache.pdfbox.pdmodel.documentinterchange.markedcontent.PDPropertyList;
import org.apache.pdfbox.pdmodel.documentinterchange.taggedpdf.PDTableAttributeObject;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.interactive.viewerpreferences.PDViewerPreferences;

/**
 * A document the demo bank makes for one customer (pre-contract information, a credit agreement) as a
 * PDF, laid out by Apache PDFBox (Debian's libpdfbox2-java, on WireMock's class path beside the ledger):
 * headings, paragraphs and label/value rows, wrapped to the page and carried over to new pages.
 * The text is real PDF text in an embedded Unicode TrueType font (DejaVu Sans, Debian's fonts-dejavu-core),
 * so a name such as "Łukasz Wójcik" prints as written (the standard Type 1 fonts have no Ł) and every
 * reader shows the same glyphs. The PDF is tagged (PDF/UA's shape: a structure tree of H1, H2, P and
 * tables with row headers over marked content, /Lang en-GB, the title shown in the window, MarkInfo), so
 * a screen reader reads it in order, headings and rows as such.
 */
final class PdfDocument {
  private static final float MARGIN = 56;
  private static final float WIDTH = PDRectangle.A4.getWidth() - 2 * MARGIN;
  /** Debian's fonts-dejavu-core (scripts/ensure-tools.mjs installs it); PDF_FONT_DIR overrides the folder. */
  static final String FONT_DIR = System.getenv().getOrDefault("PDF_FONT_DIR", "/usr/share/fonts/truetype/dejavu");
  static final String LANGUAGE = "en-GB";

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
      info.setAuthor(LoanDocuments.CREDITOR);
      doc.setDocumentInformation(info);
      doc.setVersion(1.7f);
      PDDocumentCatalog catalog = doc.getDocumentCatalog();
      catalog.setLanguage(LANGUAGE);
      PDMarkInfo mark = new PDMarkInfo();
      mark.setMarked(true);
      catalog.setMarkInfo(mark);
      PDViewerPreferences preferences = new PDViewerPreferences(new COSDictionary());
      preferences.setDisplayDocTitle(true);
      catalog.setViewerPreferences(preferences);
      PDMetadata metadata = new PDMetadata(doc);
      metadata.importXMPMetadata(xmp(title).getBytes(StandardCharsets.UTF_8));
      catalog.setMetadata(metadata);
      PDStructureTreeRoot root = new PDStructureTreeRoot();
      catalog.setStructureTreeRoot(root);
      PDStructureElement document = new PDStructureElement("Document", root);
      root.appendKid(document);

      PDFont regular = PDType0Font.load(doc, new File(FONT_DIR, "DejaVuSans.ttf"));
      PDFont bold = PDType0Font.load(doc, new File(FONT_DIR, "DejaVuSans-Bold.ttf"));
      Writer writer = new Writer(doc, regular, bold);
      PDStructureElement table = null;
      for (Object[] block : blocks) {
        String kind = (String) block[0];
        if (!"row".equals(kind)) table = null;
        switch (kind) {
          case "h1":
            writer.lines(writer.element(document, "H1"), bold, 16, (String) block[1], 0, WIDTH, 8);
            break;
          case "h2":
            writer.gap(6);
            writer.lines(writer.element(document, "H2"), bold, 12, (String) block[1], 0, WIDTH, 4);
            break;
          case "row":
            if (table == null) table = writer.element(document, "Table");
            writer.row(table, (String) block[1], (String) block[2]);
            break;
          default:
            writer.lines(writer.element(document, "P"), regular, 10, (String) block[1], 0, WIDTH, 6);
        }
      }
      writer.close();
      root.getCOSObject().setItem(COSName.PARENT_TREE, writer.parentTree());
      root.setParentTreeNextKey(writer.pages());
      doc.save(out);
      return out.toByteArray();
    } catch (IOException e) {
      throw new IllegalStateException("The PDF could not be made: " + e.getMessage(), e);
    }
  }

  /** The XMP metadata PDF/UA asks for: the title (dc:title) and the claim to PDF/UA-1. */
  private static String xmp(String title) {
    return "<?xpacket begin=\"\uFEFF\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>"
        + "<x:xmpmeta xmlns:x=\"adobe:ns:meta/\"><rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">"
        + "<rdf:Description rdf:about=\"\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\" xmlns:pdfuaid=\"http://www.aiim.org/pdfua/ns/id/\">"
        + "<dc:title><rdf:Alt><rdf:li xml:lang=\"x-default\">" + escape(title) + "</rdf:li></rdf:Alt></dc:title>"
        + "<dc:language><rdf:Bag><rdf:li>" + LANGUAGE + "</rdf:li></rdf:Bag></dc:language>"
        + "<pdfuaid:part>1</pdfuaid:part>"
        + "</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end=\"w\"?>";
  }

  /**
   * Writes lines down the page, opening a new page when one is full. Every piece of text is marked
   * content with its own MCID, a kid of its structure element; the page's parent tree entry lists the
   * elements by MCID so a reader can go from the text to its element.
   */
  private static final class Writer {
    private final PDDocument doc;
    private final PDFont regular;
    private final PDFont bold;
    private final COSArray parentTreeNums = new COSArray();
    private PDPageContentStream stream;
    private PDPage page;
    private COSArray pageParents;
    private int pageIndex = -1;
    private float y;

    Writer(PDDocument doc, PDFont regular, PDFont bold) throws IOException {
      this.doc = doc;
      this.regular = regular;
      this.bold = bold;
      newPage();
    }

    private void newPage() throws IOException {
      if (stream != null) stream.close();
      page = new PDPage(PDRectangle.A4);
      doc.addPage(page);
      pageIndex += 1;
      page.getCOSObject().setInt(COSName.STRUCT_PARENTS, pageIndex);
      // Tab order follows the structure (PDF/UA 7.18.3).
      page.getCOSObject().setName(COSName.getPDFName("Tabs"), "S");
      pageParents = new COSArray();
      parentTreeNums.add(COSInteger.get(pageIndex));
      parentTreeNums.add(pageParents);
      stream = new PDPageContentStream(doc, page);
      y = PDRectangle.A4.getHeight() - MARGIN;
    }

    PDStructureElement element(PDStructureElement parent, String type) {
      PDStructureElement element = new PDStructureElement(type, parent);
      parent.appendKid(element);
      return element;
    }

    COSDictionary parentTree() {
      COSDictionary tree = new COSDictionary();
      tree.setItem(COSName.NUMS, parentTreeNums);
      return tree;
    }

    int pages() {
      return pageIndex + 1;
    }

    void gap(float points) {
      y -= points;
    }

    void lines(PDStructureElement element, PDFont font, float size, String text, float x, float width, float after) throws IOException {
      for (String line : wrap(font, size, text, width)) {
        if (y - size < MARGIN) newPage();
        y -= size * 1.3f;
        show(element, font, size, line, MARGIN + x);
      }
      y -= after;
    }

    void row(PDStructureElement table, String label, String value) throws IOException {
      float labelWidth = WIDTH * 0.38f;
      List<String> left = wrap(bold, 10, label, labelWidth - 8);
      List<String> right = wrap(regular, 10, value, WIDTH - labelWidth);
      int n = Math.max(left.size(), right.size());
      if (y - n * 13 < MARGIN) newPage();
      PDStructureElement tr = element(table, "TR");
      PDStructureElement th = element(tr, "TH");
      PDTableAttributeObject scope = new PDTableAttributeObject();
      scope.setScope(PDTableAttributeObject.SCOPE_ROW);
      th.addAttribute(scope);
      PDStructureElement td = element(tr, "TD");
      // The label's lines, then the value's: in the content stream (and so to text extraction) each cell reads whole.
      float top = y;
      for (String line : left) {
        y -= 13;
        show(th, bold, 10, line, MARGIN);
      }
      y = top;
      for (String line : right) {
        y -= 13;
        show(td, regular, 10, line, MARGIN + labelWidth);
      }
      y = top - n * 13 - 5;
    }

    private void show(PDStructureElement element, PDFont font, float size, String text, float x) throws IOException {
      int mcid = pageParents.size();
      COSDictionary properties = new COSDictionary();
      properties.setInt(COSName.MCID, mcid);
      stream.beginMarkedContent(COSName.getPDFName(element.getStructureType()), PDPropertyList.create(properties));
      stream.beginText();
      stream.setFont(font, size);
      stream.newLineAtOffset(x, y);
      stream.showText(text);
      stream.endText();
      stream.endMarkedContent();
      element.setPage(page);
      // A marked-content reference with its page, so an element whose text runs over two pages is read whole.
      COSDictionary reference = new COSDictionary();
      reference.setItem(COSName.TYPE, COSName.getPDFName("MCR"));
      reference.setItem(COSName.PG, page.getCOSObject());
      reference.setInt(COSName.MCID, mcid);
      appendKid(element, reference);
      pageParents.add(element);
    }

    private static void appendKid(PDStructureElement element, COSDictionary reference) {
      COSDictionary dict = element.getCOSObject();
      org.apache.pdfbox.cos.COSBase kids = dict.getDictionaryObject(COSName.K);
      if (kids instanceof COSArray) {
        ((COSArray) kids).add(reference);
      } else {
        COSArray array = new COSArray();
        if (kids != null) array.add(kids);
        array.add(reference);
        dict.setItem(COSName.K, array);
      }
    }

    void close() throws IOException {
      stream.close();
    }
  }

  /** Words to lines no wider than `width`; a character the font has no glyph for becomes '?' (DejaVu has Latin, Greek and Cyrillic). */
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
