import { useMemo } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import type { FaqCategory, HubId, MessageGroup } from '../../core/help/faq';
import { decideMessageRoute } from '../../core/help/message-route';
import { general } from '../shared/messages/general-forms';
import { MessageJourney } from '../shared/messages/MessageJourney';
import { hubPaths, useHub } from './hub-context';

/**
 * The segment as it stands in the address. The router hands params over decoded, and a malformed
 * escape would reach it half-decoded; the rule in core wants the raw text to judge.
 */
function rawEncoded(pathname: string): string {
  return /\/message\/([^/]*)/.exec(pathname)?.[1] ?? '';
}

/**
 * /{hub}/info/{categorySlug}/message/{encoded}: the send-message form of the messages area with the
 * category's subject and label, behind the change guard's status check (ib-status, declared in the
 * route table) and then send-allowed (inside the form's first step), on the journey kit (details →
 * review → confirm, one Idempotency-Key).
 */
export const HubMessageRoute = observer(function HubMessageRoute() {
  const { hub, vm } = useHub();
  const { categorySlug = '' } = useParams();
  const { pathname } = useLocation();
  const category = vm.content?.tabData.find((c) => c.categorySlug === categorySlug);
  if (!category) return <Navigate to="/not-found" replace />;
  const encoded = rawEncoded(pathname);
  const decision = decideMessageRoute(encoded, vm.content?.contentData[categorySlug]?.messageGroup ?? null);
  if (decision.kind !== 'form') {
    return (
      <>
        <h1>This message form is not available</h1>
        <p>
          {decision.kind === 'malformed'
            ? 'The address of this page is not complete. It may have been cut short when it was copied.'
            : `${category.categoryName} does not have a message form with this subject.`}
        </p>
        <p>
          <Link to={hubPaths.category(hub, categorySlug)}>Back to {category.categoryName}</Link>
        </p>
      </>
    );
  }
  // The status check (ib-status) is the change guard's, around this route (help.routes.tsx).
  return <HubMessageJourney hub={hub} category={category} group={decision.group} encoded={encoded} />;
});

function HubMessageJourney({ hub, category, group, encoded }: { hub: HubId; category: FaqCategory; group: MessageGroup; encoded: string }) {
  const form = useMemo(() => {
    const categoryPath = hubPaths.category(hub, category.categorySlug);
    return general({
      id: 'help-hub',
      base: hubPaths.message(hub, category.categorySlug, encoded),
      title: group.messageSubject,
      intro: 'Send us a secure message. We reply in your inbox, usually within 2 working days.',
      subjects: null,
      fixedType: 'GENERAL_ENQUIRY',
      defaultPath: categoryPath,
      done: { path: categoryPath, label: `Back to ${category.categoryName}` },
      textLabel: group.messageLabel,
      subjectText: group.messageSubject,
    });
  }, [hub, category, group, encoded]);
  return <MessageJourney form={form} />;
}
