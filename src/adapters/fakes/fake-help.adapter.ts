import { injectable } from 'inversify';
import type { HubContent, HubId } from '../../core/help/faq';
import type { HelpHubPort } from '../../core/help/help-hub.port';
import type { IbStatus } from '../../core/ib-status/ib-status';
import type { IbStatusPort } from '../../core/ib-status/ib-status.port';
import { ErrorCodes } from '../../core/shared/error-codes';
import { helpHubPath } from '../help/http-help-hub.adapter';
import { toHubContent } from '../help/help-hub.mapper';
import { ibStatusPath, toIbStatus } from '../ib-status/http-ib-status.adapter';
import { WireAnswers, type WireSchemas } from './wire-answers';

/** One small hub per id, as content sends it (typed by openapi/bank.yaml), read by the real mapper. */
function fakeHub(hub: HubId): WireSchemas['HelpHubFile'] {
  const slug = hub === 'travel' ? 'before-you-go' : 'fraud-and-scams';
  const name = hub === 'travel' ? 'Before you go' : 'Fraud and scams';
  return {
    tabData: [{ categorySlug: slug, categoryName: name, categoryText: `${name}: what to know.`, categoryIcon: { selected: 'plane-filled', unselected: 'plane' } }],
    contentData: {
      [slug]: {
        questionGroups: [
          {
            groupName: 'Common questions',
            questions: [
              { question: 'Second question', answer: '<p>Second answer.</p>', questionScore: 20, action: { type: 'navigate', value: '/summary', ctaText: 'See your balances', ctaLabel: '' } },
              { question: 'First question about PIN', answer: '<p>First answer.</p>', questionScore: 10, action: { type: 'popout', value: 'fd-help-popout', ctaText: 'Read more', ctaLabel: 'about the first question' } },
            ],
          },
        ],
        messageGroup: { messageSubject: `${name} question`, messageLabel: 'Your question', messageText: 'Ask us here.' },
      },
    },
  };
}

/**
 * The help hubs' files in memory. Each answer is recorded in `wire` as content sent it (a spec's own
 * file too, as given; a failing hub as the error envelope it stands for) and read by the HTTP
 * adapter's mapper (docs/api/fakes.md).
 */
@injectable()
export class FakeHelpHub implements HelpHubPort {
  readonly wire = new WireAnswers();
  /** Hubs that fail, for specs of the unavailable state. */
  readonly failing = new Set<HubId>();
  /** A hub file of the spec's own, as content would send it (through the real mapper). */
  readonly files = new Map<HubId, unknown>();

  hub(id: HubId): Promise<HubContent> {
    const path = `/${helpHubPath(id)}`;
    if (this.failing.has(id)) {
      this.wire.recordFailure('GET', path, { code: ErrorCodes.missingContent, description: `${id} hub unavailable` }, { base: 'content' });
      return Promise.reject(new Error(`fake: ${id} hub unavailable`));
    }
    try {
      return Promise.resolve(toHubContent(id, this.wire.record('GET', path, this.files.get(id) ?? fakeHub(id), { base: 'content' })));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

/** The internet banking status (ACTIVE unless a test sets it), as the gateway sends it, read as the HTTP adapter reads it. */
@injectable()
export class FakeIbStatus implements IbStatusPort {
  readonly wire = new WireAnswers();
  current: IbStatus = 'ACTIVE';

  status(): Promise<IbStatus> {
    const answer: WireSchemas['GetV1MessagesIbStatusAnswer'] = { payload: { ibStatus: this.current }, messages: [] };
    return Promise.resolve(toIbStatus(this.wire.record('GET', ibStatusPath, answer)));
  }
}
