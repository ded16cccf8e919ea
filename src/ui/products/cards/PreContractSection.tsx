import { useEffect, useState } from 'react';
import type { UnsignedAgreement } from '../../../core/products/cards/credit-card';
import { LoadCardPreContractInformation } from '../../../core/products/cards/credit-card.use-cases';
import { failurePanel } from '../../../core/shell/failure-panel';
import type { AppError } from '../../../core/shared/result';
import { useInjection } from '../../di/container-context';
import { Button } from '../../shared/Button';
import { FailurePanelView } from '../../shared/FailurePanelView';
import { Loader } from '../../shared/Loader';
import { RichText } from '../../shared/RichText';
import { AgreementPdf } from '../../my-documents/AgreementPdf';
import { AdequateExplanation } from '../lending/AdequateExplanation';

/**
 * The card's own pre-contract credit information (Disclosure Regulations 2010, running-account credit),
 * made for this offer by the bank, in the page and as a PDF, before the agreement; the bank keeps it in My documents.
 */
function PreContractInformation({ applicationId }: { applicationId: string }) {
  const load = useInjection(LoadCardPreContractInformation);
  const [info, setInfo] = useState<UnsignedAgreement | null>(null);
  const [failure, setFailure] = useState<AppError | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void load.execute(applicationId).then((result) => {
      if (!live) return;
      if (result.ok) setInfo(result.value);
      else setFailure(result.error);
    });
    return () => {
      live = false;
    };
  }, [load, applicationId, attempt]);
  return (
    <section className="cc-pre-contract" aria-labelledby="cc-pre-contract-title">
      <h2 id="cc-pre-contract-title">Your pre-contract credit information</h2>
      <p>Read this before the agreement: it sets out your credit limit, rates, minimum repayment and charges. We keep a copy in My documents.</p>
      {failure ? (
        <FailurePanelView panel={failurePanel(failure)} headingLevel={3}>
          <Button
            onClick={() => {
              setFailure(null);
              setAttempt(attempt + 1);
            }}
          >
            Try again
          </Button>
        </FailurePanelView>
      ) : null}
      {info ? (
        <>
          <div className="cc-agreement">
            <RichText html={info.html} />
          </div>
          <AgreementPdf pdf={info.pdf} label="pre-contract credit information" fileName={`pre-contract-credit-information-${applicationId}.pdf`} />
        </>
      ) : failure ? null : (
        <Loader label="Loading your pre-contract credit information" />
      )}
    </section>
  );
}

/** What the agreement step shows before the agreement (issue 28 items 2 and 3), loaded with the step. */
export default function PreContractSection({ applicationId }: { applicationId: string }) {
  return (
    <>
      <PreContractInformation applicationId={applicationId} />
      <AdequateExplanation product="credit card" />
    </>
  );
}
