import { useEffect, useRef, useState } from 'react';
import { Loader } from '../Loader';
import type { RenderedPdf } from './pdf-view';

/** A PDF drawn in the page (pdf.js), with its text as the text alternative. */
export function PdfView({ pdf, label }: { pdf: Blob; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  const [rendered, setRendered] = useState<RenderedPdf | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const signal = { cancelled: false };
    setRendered(null);
    setFailed(false);
    // pdf.js (about 118 KiB gzipped, and its worker) is fetched only here, once the page is on
    // screen with its heading and download button: the document route itself stays small.
    import('./pdf-view').then(({ renderPdf }) => renderPdf(pdf, element, label, signal)).then(
      (result) => {
        if (!signal.cancelled) setRendered(result);
      },
      () => {
        if (!signal.cancelled) setFailed(true);
      },
    );
    return () => {
      signal.cancelled = true;
    };
  }, [pdf, label]);

  return (
    <>
      {!rendered && !failed ? <Loader label="Showing your document" /> : null}
      {failed ? <p className="notice notice--error">Sorry, we could not show this document here. You can still download it.</p> : null}
      <div ref={host} className="pdf-view" data-pages={rendered?.pages} />
      {rendered ? (
        <details className="pdf-text">
          <summary>Text of this document</summary>
          {rendered.text.map((page, i) => (
            <div key={i} className="pdf-text__page">
              {rendered.pages > 1 ? <h3>Page {i + 1}</h3> : null}
              <p className="message-text">{page}</p>
            </div>
          ))}
        </details>
      ) : null}
    </>
  );
}
