import { injectable } from 'inversify';
import type { HubContent, HubId } from '../../core/help/faq';
import type { HelpHubPort } from '../../core/help/help-hub.port';
import type { IbStatus } from '../../core/ib-status/ib-status';
import type { IbStatusPort } from '../../core/ib-status/ib-status.port';
import { toHubContent } from '../help/help-hub.mapper';

/** One small hub per id, through the real mapper, so fakes and the demo bank share the shape. */
function fakeHub(hub: HubId): unknown {
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

@injectable()
export class FakeHelpHub implements HelpHubPort {
  /** Hubs that fail, for specs of the unavailable state. */
  readonly failing = new Set<HubId>();
  /** A hub file of the spec's own, as content would send it (through the real mapper). */
  readonly files = new Map<HubId, unknown>();

  hub(id: HubId): Promise<HubContent> {
    if (this.failing.has(id)) return Promise.reject(new Error(`fake: ${id} hub unavailable`));
    try {
      return Promise.resolve(toHubContent(id, this.files.get(id) ?? fakeHub(id)));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

@injectable()
export class FakeIbStatus implements IbStatusPort {
  current: IbStatus = 'ACTIVE';

  status(): Promise<IbStatus> {
    return Promise.resolve(this.current);
  }
}
