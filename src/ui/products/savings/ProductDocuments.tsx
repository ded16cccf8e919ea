import { type ReactNode, useEffect, useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import type { ProductDocument } from '../../../core/products/savings/savings';
import { ProductLoad } from '../ProductLoad';
import type { Loadable } from '../../shared/manage-money/loadable';
import { Button } from '../../shared/Button';
import { RichText } from '../../shared/RichText';

/** An object URL for a PDF, revoked when the page leaves it. */
function usePdfUrl(pdf: Blob): string {
  const url = useMemo(() => URL.createObjectURL(pdf), [pdf]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return url;
}

function DocumentDownload({ doc, product }: { doc: ProductDocument; product: string }) {
  const url = usePdfUrl(doc.pdf);
  return (
    <a href={url} download={`${product}-${doc.id}.pdf`}>
      Download {doc.title} (PDF)
    </a>
  );
}

/**
 * The summary box, terms, FSCS information sheet and right to cancel, in the page and as PDFs to keep,
 * before the customer declares or applies (BCOBS 4.1.1R, in good time before the
 * customer is bound; the distance-marketing rules, on a durable medium; PRA Depositor Protection 16).
 */
export const ProductDocuments = observer(function ProductDocuments({ product, documents, onRetry }: { product: 'regular-saver' | 'cash-isa'; documents: Loadable<ProductDocument[]>; onRetry: () => void }) {
  return (
    <section className="sv-documents" aria-labelledby="sv-documents-heading">
      <h2 id="sv-documents-heading">Read before you apply</h2>
      <p>The account’s summary box, its terms and conditions, the FSCS information sheet and your right to cancel. Open each to read it here, and download it to keep.</p>
      <ProductLoad data={documents} loadingLabel="Loading the account’s documents" onRetry={onRetry}>
        {(docs) => (
          <ul className="sv-documents__list">
            {docs.map((doc) => (
              <li key={doc.id}>
                <details className="sv-document">
                  <summary>{doc.title}</summary>
                  <RichText html={doc.html} />
                </details>
                <DocumentDownload doc={doc} product={product} />
              </li>
            ))}
          </ul>
        )}
      </ProductLoad>
    </section>
  );
});

/** Apply only once the documents have been given: otherwise says so, with Try again. */
export const DocumentsGiven = observer(function DocumentsGiven({ documents, onRetry, children }: { documents: Loadable<ProductDocument[]>; onRetry: () => void; children: ReactNode }) {
  if (documents.value) return <>{children}</>;
  if (documents.state.status === 'loading') return <p role="status">Loading the account’s documents…</p>;
  return (
    <div className="panel panel--warning" role="alert">
      <h2>You cannot apply yet</h2>
      <p>We could not show you the account’s summary box, terms, FSCS information sheet and right to cancel. You need them before you apply.</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
  );
});
