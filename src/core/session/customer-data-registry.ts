/**
 * Every store that holds customer data in memory (accounts, messages, documents ...) registers a
 * clear() here, so log-off can wipe all of them without knowing them.
 */
export const CustomerDataRegistry = Symbol('CustomerDataRegistry');
export interface CustomerDataRegistry {
  /** Registers a store's clear(); returns a function that unregisters it. */
  register(name: string, clear: () => void): () => void;
  /**
   * Runs every registered clear(). One store failing does not keep the others' data: every clear()
   * runs, and the names of those that threw are returned.
   */
  clearAll(): string[];
}

/** The plain in-memory registry: it has no dependency, so it is the implementation in every profile. */
export class InMemoryCustomerDataRegistry implements CustomerDataRegistry {
  private readonly entries = new Map<string, () => void>();

  register(name: string, clear: () => void): () => void {
    this.entries.set(name, clear);
    return () => {
      if (this.entries.get(name) === clear) this.entries.delete(name);
    };
  }

  clearAll(): string[] {
    const failed: string[] = [];
    for (const [name, clear] of this.entries) {
      try {
        clear();
      } catch {
        failed.push(name);
      }
    }
    return failed;
  }

  get names(): string[] {
    return [...this.entries.keys()];
  }
}
