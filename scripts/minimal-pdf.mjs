/**
 * The demo bank's PDFs (statements in generate-accounts-data.mjs, documents in generate-inbox-data.mjs),
 * written by hand so the stubs need no PDF library.
 */

/** Escapes text for a PDF literal string. */
const pdfString = (text) => `(${text.replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)')})`;

/**
 * A minimal valid one-page PDF 1.4 (A4, Helvetica) with the given lines, written by hand: five
 * objects, a cross-reference table with exact byte offsets, trailer and startxref. ASCII only, so the
 * global response templating passes it through unchanged.
 */
export function minimalPdf(lines) {
  const content = [
    'BT',
    '/F1 16 Tf',
    '56 780 Td',
    '20 TL',
    ...lines.map((line, i) => `${i === 0 ? '' : 'T* '}${pdfString(line)} Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) pdf += `${String(o).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}
