/** Reading the PDFs the demo bank makes, and My documents where it keeps them (contract tests). */

/** The text of a PDF as pdf.js reads it (the viewer of My documents uses the same library). */
export async function pdfText(data: ArrayBuffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // A copy: pdf.js hands the bytes to its worker, which leaves the caller's buffer detached.
  const doc = await getDocument({ data: new Uint8Array(data).slice(), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** jsdom's Blob has no arrayBuffer(): read it as the app's viewer does, through FileReader. */
export function blobBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

export async function myDocuments(wiremock: string): Promise<{ documentIdentifier: string; documentDescription: string }[]> {
  const res = await fetch(`${wiremock}/gateway/api/v1/my-documents?fromDate=20000101`, { headers: { 'X-Client-Id': 'WEB_BANKING' } });
  return ((await res.json()) as { payload: { documents: { documentIdentifier: string; documentDescription: string }[] } }).payload.documents;
}

/** What a screen reader and a PDF/UA check read from a PDF's catalog, as pdf.js (and so the app's viewer) sees it. */
export interface PdfAccessibility {
  marked: boolean;
  language: string | null;
  title: string | null;
  displayDocTitle: boolean;
  /** The structure tree's roles in reading order (the first page's), e.g. ['Document', 'H1', 'P', 'Table', 'TR', 'TH', 'TD', …]. */
  roles: string[];
  /** Every page's text is inside the structure tree (no untagged text). */
  allTextTagged: boolean;
  /** Each font the PDF uses has its font program embedded (FontFile, FontFile2 or FontFile3). */
  fontsEmbedded: boolean;
}

interface StructNode {
  role?: string;
  type?: string;
  children?: StructNode[];
}

const rolesOf = (node: StructNode): string[] => [...(node.role && node.role !== 'Root' ? [node.role] : []), ...(node.children ?? []).flatMap(rolesOf)];
const contentCount = (node: StructNode): number => (node.type === 'content' ? 1 : 0) + (node.children ?? []).reduce((n, c) => n + contentCount(c), 0);

export async function pdfAccessibility(data: ArrayBuffer): Promise<PdfAccessibility> {
  const bytes = new Uint8Array(data);
  // The font check reads the file's own objects (uncompressed dictionaries, as PDFBox writes them): every
  // font descriptor must name a font file; the standard 14 fonts have no descriptor, so none is no pass.
  const raw = new TextDecoder('latin1').decode(bytes);
  const descriptors = (raw.match(/\/Type\s*\/FontDescriptor\b/g) ?? []).length;
  const files = (raw.match(/\/FontFile[23]?\s/g) ?? []).length;
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const info = (await doc.getMetadata()).info as { Language?: string; Title?: string };
  const roles: string[] = [];
  let allTextTagged = true;
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const tree = (await page.getStructTree()) as StructNode | null;
    if (n === 1 && tree) roles.push(...rolesOf(tree));
    const runs = (await page.getTextContent({ includeMarkedContent: true })).items.filter((i) => 'type' in i && i.type === 'beginMarkedContentProps').length;
    if (!tree || contentCount(tree) < runs || runs === 0) allTextTagged = false;
  }
  return {
    marked: ((await doc.getMarkInfo()) as { Marked?: boolean } | null)?.Marked === true,
    language: info.Language ?? null,
    title: info.Title ?? null,
    displayDocTitle: ((await doc.getViewerPreferences()) as { DisplayDocTitle?: boolean } | null)?.DisplayDocTitle === true,
    roles,
    allTextTagged,
    fontsEmbedded: descriptors > 0 && files >= descriptors,
  };
}
