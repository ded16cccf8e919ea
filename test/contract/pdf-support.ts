/** Reading the PDFs the demo bank makes, and My documents where it keeps them (contract tests). */

/** The text of a PDF as pdf.js reads it (the viewer of My documents uses the same library). */
export async function pdfText(data: ArrayBuffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
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
