import { describe, expect, it } from 'vitest';
import { HttpFailure } from './http-client';
import { idSegment } from './id-segment';

describe('idSegment', () => {
  it.each(['HK-CUR-001', 'DOC-20261110-40', 'AIS-DEMO-1', 'so_1', 'v1.2'])('keeps the id %j', (id) => {
    expect(idSegment(id)).toBe(id);
  });

  it.each(['.', '..', '.hidden', '../accounts', 'a/b', 'a\\b', '%2e%2e', 'a;b', 'a b', '', 'x'.repeat(129)])(
    'refuses %j before it reaches a path',
    (id) => {
      expect(() => idSegment(id)).toThrow(HttpFailure);
    },
  );
});
