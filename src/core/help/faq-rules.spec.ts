import { describe, expect, it } from 'vitest';
import { orderedGroups, sortQuestions } from './faq-ordering';
import { resultCountText, searchable, searchHub } from './faq-search';
import { category, hubOf, question } from './faq-test-data';

describe('question ordering (docs/rules/customer-entities.md)', () => {
  it('sorts ascending by questionScore, whatever order content sent', () => {
    const sorted = sortQuestions([question('c', 30), question('a', 5), question('d', 100), question('b', 12)]);
    expect(sorted.map((q) => q.question)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps content order for equal scores and never changes the input', () => {
    const input = [question('second', 2), question('first-1', 1), question('first-2', 1)];
    expect(sortQuestions(input).map((q) => q.question)).toEqual(['first-1', 'first-2', 'second']);
    expect(input.map((q) => q.question)).toEqual(['second', 'first-1', 'first-2']);
  });

  it('orders the questions inside each group and keeps the groups in content order', () => {
    const groups = orderedGroups({
      questionGroups: [
        { groupName: 'Later', questions: [question('y', 9), question('x', 1)] },
        { groupName: 'Earlier', questions: [question('z', 0)] },
      ],
      messageGroup: null,
    });
    expect(groups.map((g) => [g.groupName, g.questions.map((q) => q.question)])).toEqual([
      ['Later', ['x', 'y']],
      ['Earlier', ['z']],
    ]);
  });
});

describe('hub search', () => {
  const fraud = category('fraud-and-scams', 'Fraud and scams');
  const key = category('secure-key', 'Secure Key');
  const hub = hubOf([
    [fraud, [question('Will the bank ever ask for my PIN?', 20, 'Never.'), question('What is a café scam?', 10, 'A fake Wi-Fi network.')]],
    [key, [question('I forgot my Secure Key PIN', 5, 'Reset it online.'), question('How do I log on?', 1, 'Use your pin and code.')]],
  ]);

  it('is case-insensitive and finds words in questions and answers, in tab then score order', () => {
    const { hits } = searchHub(hub, 'PIN');
    expect(hits.map((h) => h.question.question)).toEqual(['Will the bank ever ask for my PIN?', 'How do I log on?', 'I forgot my Secure Key PIN']);
    expect(hits.map((h) => h.category.categorySlug)).toEqual(['fraud-and-scams', 'secure-key', 'secure-key']);
  });

  it('is accent-insensitive both ways', () => {
    expect(searchHub(hub, 'cafe').hits.map((h) => h.question.question)).toEqual(['What is a café scam?']);
    expect(searchHub(hub, 'CAFÉ').hits).toHaveLength(1);
    expect(searchHub(hub, 'wi-fi NETWORK').hits).toHaveLength(1);
  });

  it('matches the start of words, so PIN is not found inside keeping', () => {
    const keeping = hubOf([[fraud, [question('Keeping safe', 1, 'Shopping online.'), question('Your PINs', 2, '')]]]);
    expect(searchHub(keeping, 'pin').hits.map((h) => h.question.question)).toEqual(['Your PINs']);
  });

  it('needs every word of the query, in any order', () => {
    expect(searchHub(hub, 'pin forgot').hits.map((h) => h.question.question)).toEqual(['I forgot my Secure Key PIN']);
    expect(searchHub(hub, 'pin zebra').hits).toEqual([]);
  });

  it('an empty or blank query is no search', () => {
    expect(searchHub(hub, '   ')).toEqual({ query: '', hits: [] });
    expect(searchHub(hub, ' ?! ')).toEqual({ query: '', hits: [] });
  });

  it('compares text with accents removed, case folded and white space collapsed', () => {
    expect(searchable('  Crème\tBRÛLÉE  ')).toBe('creme brulee');
    // compatibility forms fold ('ﬁnance' finds 'finance'); 'Straße' and 'strasse' meet.
    expect(searchable('ﬁnance')).toBe(searchable('finance'));
    expect(searchable('Straße')).toBe(searchable('strasse'));
    expect(searchable('STRAẞE')).toBe('strasse');
    expect(searchable('①０')).toBe('10');
  });

  it('says how many results there are', () => {
    expect(resultCountText(1)).toBe('1 result found');
    expect(resultCountText(3)).toBe('3 results found');
    expect(resultCountText(0)).toBe('0 results found');
  });
});
