import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import { useViewModel } from '../di/container-context';
import { Button } from '../shared/Button';
import { FailurePanelView } from '../shared/FailurePanelView';
import { Loader } from '../shared/Loader';
import { formatDate } from '../shared/inbox/inbox-paths';
import { DocumentViewModel } from './document.view-model';
import { PdfView } from '../shared/my-documents/PdfView';

/** /my-documents/{documentId}: the PDF shown in the page, a download button and its text. */
export const DocumentPage = observer(function DocumentPage() {
  const vm = useViewModel(DocumentViewModel);
  const id = useParams().documentId ?? '';
  useEffect(() => {
    void vm.open(id);
    return () => vm.dispose();
  }, [vm, id]);
  const back = (
    <p>
      <Link to="/my-documents">Back to My documents</Link>
    </p>
  );
  const { state } = vm;
  if (state.status === 'loading') {
    return (
      <>
        <h1>Document</h1>
        <Loader label="Loading your document" />
      </>
    );
  }
  if (state.status === 'failed') {
    return (
      <>
        <h1>Document</h1>
        {vm.failure ? (
          <FailurePanelView panel={vm.failure} headingLevel={2}>
            <Button onClick={() => void vm.open(id)}>Try again</Button>
          </FailurePanelView>
        ) : null}
        {back}
      </>
    );
  }
  const { document, pdf, url, fileName } = state;
  return (
    <>
      {back}
      <h1 className="message-list__subject">{document.desc}</h1>
      <p className="message-meta">{formatDate(document.date)}</p>
      <p>
        <a className="button button--secondary" href={url} download={fileName}>
          Download this document (PDF)
        </a>
      </p>
      <PdfView pdf={pdf} label={document.desc} />
    </>
  );
});
