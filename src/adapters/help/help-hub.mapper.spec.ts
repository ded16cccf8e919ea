import { describe, expect, it } from 'vitest';
import { answerWords, MalformedHubFile, toHubContent } from './help-hub.mapper';

const question = (q: unknown, score: unknown, extra: Record<string, unknown> = {}) => ({ question: q, answer: '<p>An answer</p>', questionScore: score, ...extra });

describe('the hub file mapper', () => {
  it('rejects a file that is not a hub file', () => {
    expect(() => toHubContent('travel', { questions: [] })).toThrow(MalformedHubFile);
    expect(() => toHubContent('travel', null)).toThrow(MalformedHubFile);
    expect(() => toHubContent('travel', { tabData: {}, contentData: {} })).toThrow(MalformedHubFile);
  });

  it('drops bad entries and keeps the rest', () => {
    const hub = toHubContent('security', {
      tabData: [
        { categorySlug: 'fraud', categoryName: 'Fraud', categoryIcon: { selected: 'shield-filled', unselected: 'shield' }, productTypes: ['credit-card', 7, ''] },
        { categorySlug: 'Not A Slug', categoryName: 'Bad slug' },
        { categorySlug: 'fraud', categoryName: 'Twice' },
        { categorySlug: 'no-name' },
        'nonsense',
      ],
      contentData: {
        fraud: {
          questionGroups: [
            {
              groupName: 'G',
              questions: [
                question('Kept', 2, { action: { type: 'navigate', value: '/summary', ctaText: 'Go' } }),
                question('No score', '3'),
                question('Infinite', Number.POSITIVE_INFINITY),
                question('', 4),
                question('Unknown action kept, action dropped', 5, { action: { type: 'close', value: 'x', ctaText: 'Close' } }),
              ],
            },
            { groupName: 'Empty', questions: [question('', 1)] },
          ],
          messageGroup: { messageSubject: 'Fraud', messageText: 'no label' },
        },
      },
    });
    expect(hub.tabData.map((c) => c.categoryName)).toEqual(['Fraud']);
    expect(hub.tabData[0]).toMatchObject({ subCategory: null, productTypes: ['credit-card'], categoryText: '' });
    const content = hub.contentData.fraud;
    expect(content?.questionGroups.map((g) => g.groupName)).toEqual(['G']);
    expect(content?.questionGroups[0]?.questions.map((q) => [q.question, q.action?.type ?? null])).toEqual([
      ['Kept', 'navigate'],
      ['Unknown action kept, action dropped', null],
    ]);
    expect(content?.messageGroup).toBeNull();
  });

  it("gives the answer's words for search, without tags, with entities as characters", () => {
    expect(answerWords('<p>Caf&eacute; &amp; <strong>bar</strong></p><ul><li>&#163;5&nbsp;fee</li></ul>')).toBe('Café & bar £5 fee');
    expect(answerWords('<p>it&#x27;s</p><p>two</p>')).toBe("it's two");
    expect(answerWords('<p>x<script>window.ran = true</script><img src=x onerror="window.ran = true"></p>')).toContain('x');
    expect((window as unknown as { ran?: boolean }).ran).toBeUndefined();
  });

  it('indexes only the text a customer sees (sanitised first, then the words)', () => {
    const words = answerWords('<p>Visible</p><script>scriptword</script><style>styleword{}</style><template>templateword</template><noscript>noscriptword</noscript><svg><title>svgword</title></svg>');
    expect(words).toBe('Visible');
  });
});
