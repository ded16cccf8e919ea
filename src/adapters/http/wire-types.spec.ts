import { describe, expect, it } from 'vitest';
import { fieldsOf, type Schemas, type Unchecked } from './wire-types';

type Transfer = Schemas['PostV1TransfersRequest'];

describe('fieldsOf', () => {
  it('reads an object by the document names, and nothing else as an object', () => {
    expect(fieldsOf<Transfer>({ toAccountId: 'A' })?.toAccountId).toBe('A');
    for (const notAnObject of [null, undefined, 'A', 7, ['A']]) expect(fieldsOf<Transfer>(notAnObject)).toBeNull();
  });

  it('names only the fields the document has (a renamed one does not compile)', () => {
    const read = (o: Unchecked<Transfer>): unknown =>
      // @ts-expect-error: 'toAccount' is not a field of PostV1TransfersRequest in openapi/bank.yaml
      o.toAccount;
    expect(read({ toAccountId: 'A' })).toBeUndefined();
  });
});
