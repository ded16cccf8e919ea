import { LoadCardPreContractInformation } from '../../../core/products/cards/credit-card.use-cases';
import { useInjection } from '../../di/container-context';
import { RichText } from '../../shared/RichText';
import { AgreementPdf } from '../../shared/my-documents/AgreementPdf';
import { AdequateExplanation } from '../lending/AdequateExplanation';
import { ProductLoad, useApplicationLoad } from '../ProductLoad';

/**
 * The card's own pre-contract credit information (Disclosure Regulations 2010, running-account credit),
 * made for this offer by the bank, in the page and as a PDF, before the agreement; the bank keeps it in
 * My documents. Its load, failure and Try again are the product frame's, inside its section.
 */
function PreContractInformation({ applicationId }: { applicationId: string }) {
  const load = useInjection(LoadCardPreContractInformation);
  const { data, retry } = useApplicationLoad(load, applicationId);
  return (
    <section className="cc-pre-contract" aria-labelledby="cc-pre-contract-title">
      <h2 id="cc-pre-contract-title">Your pre-contract credit information</h2>
      <p>Read this before the agreement: it sets out your credit limit, rates, minimum repayment and charges. We keep a copy in My documents.</p>
      <ProductLoad data={data} loadingLabel="Loading your pre-contract credit information" onRetry={retry} headingLevel={3}>
        {(info) => (
          <>
            <div className="cc-agreement">
              <RichText html={info.html} />
            </div>
            <AgreementPdf pdf={info.pdf} label="pre-contract credit information" fileName={`pre-contract-credit-information-${applicationId}.pdf`} />
          </>
        )}
      </ProductLoad>
    </section>
  );
}

/** What the agreement step shows before the agreement, loaded with the step. */
export default function PreContractSection({ applicationId }: { applicationId: string }) {
  return (
    <>
      <PreContractInformation applicationId={applicationId} />
      <AdequateExplanation product="credit card" />
    </>
  );
}
