import type { InboxTab, MessageSummary } from './secure-message';

/**
 * What the inbox has loaded this session: the two lists, kept in step with reads, deletes and sent
 * replies so a page coming back shows what the customer did without asking the bank again.
 * Log-off clears it (registered with the CustomerDataRegistry).
 */
export class InboxState {
  private readonly lists = new Map<InboxTab, MessageSummary[]>();

  list(tab: InboxTab): MessageSummary[] | null {
    return this.lists.get(tab) ?? null;
  }

  setList(tab: InboxTab, messages: MessageSummary[]): void {
    this.lists.set(tab, messages);
  }

  find(tab: InboxTab, id: string): MessageSummary | null {
    return this.lists.get(tab)?.find((m) => m.id === id) ?? null;
  }

  markRead(tab: InboxTab, id: string): void {
    const list = this.lists.get(tab);
    if (list) this.lists.set(tab, list.map((m) => (m.id === id ? { ...m, status: 'read' } : m)));
  }

  remove(tab: InboxTab, id: string): void {
    const list = this.lists.get(tab);
    if (list) this.lists.set(tab, list.filter((m) => m.id !== id));
  }

  forget(tab: InboxTab): void {
    this.lists.delete(tab);
  }

  reset(): void {
    this.lists.clear();
  }
}
