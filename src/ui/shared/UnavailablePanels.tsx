import { contentUnavailableMessage, ErrorCodes, genericPanelMessage } from '../../core/shared/error-codes';

function UnavailableNotice({ code }: { code: string }) {
  return (
    <div className="notice" data-error-code={code}>
      <p>
        {contentUnavailableMessage} <span className="notice__code">({code})</span>
      </p>
    </div>
  );
}

/** FD890T: a piece of content is missing (docs/rules/error-catalogue.md). */
export function MissingContentPanel() {
  return <UnavailableNotice code={ErrorCodes.missingContent} />;
}

/** AP004T: upcoming transactions are switched off (docs/rules/error-catalogue.md). */
export function UpcomingTransactionsDisabledPanel() {
  return <UnavailableNotice code={ErrorCodes.upcomingDisabled} />;
}

/**
 * A section of a page whose own request failed (FD999T, FD001T...): the generic message quoting the
 * code, inside the section. The page around it still works, so there is no Back or Balances here.
 */
export function SectionFailureNotice({ code }: { code: string }) {
  return (
    <div className="notice" data-error-code={code}>
      <p>{genericPanelMessage(code)}</p>
    </div>
  );
}
