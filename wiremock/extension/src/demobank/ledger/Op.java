package demobank.ledger;

/** A change the ledger carries out, named by a mapping's `"op"` (see Ops, docs/api/ledger.md). */
@FunctionalInterface
interface Op {
  Answer apply(OpRequest request) throws LedgerFailure;
}
