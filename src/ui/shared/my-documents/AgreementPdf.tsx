import { useEffect, useMemo, useState } from 'react';
import { Button } from '../Button';
import { PdfView } from './PdfView';

/** An object URL for a PDF, revoked when the page leaves it. */
function usePdfUrl(pdf: Blob | null): string | null {
  const url = useMemo(() => (pdf ? URL.createObjectURL(pdf) : null), [pdf]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** A link that downloads a PDF already loaded (kept with the view that shows it). */
export function PdfDownload({ pdf, label, fileName }: { pdf: Blob; label: string; fileName: string }) {
  const url = usePdfUrl(pdf);
  return url ? (
    <p>
      <a className="button button--secondary" href={url} download={fileName}>
        Download the {label} (PDF)
      </a>
    </p>
  ) : null;
}

/**
 * A credit document as a PDF (an agreement, the card's or the loan's): opened in the page with pdf.js
 * on request, and a download beside it.
 */
export function AgreementPdf({ pdf, label, fileName }: { pdf: Blob; label: string; fileName: string }) {
  const [open, setOpen] = useState(false);
  const url = usePdfUrl(pdf);
  return (
    <div className="cc-pdf">
      <div className="button-group">
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? `Close the ${label}` : `Open the ${label} (PDF)`}
        </Button>
        {url ? (
          <a className="button button--secondary" href={url} download={fileName}>
            Download the {label} (PDF)
          </a>
        ) : null}
      </div>
      {open ? <PdfView pdf={pdf} label={label} /> : null}
    </div>
  );
}
