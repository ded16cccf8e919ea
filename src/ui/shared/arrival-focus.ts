/**
 * A page that moves focus itself as it arrives (to a receipt, say) marks that element with these
 * attributes: the shell's route focus (use-route-focus.ts) then leaves focus there rather than
 * moving it to the main region.
 */
export const arrivalFocusAttribute = 'data-arrival-focus';
export const arrivalFocus = { [arrivalFocusAttribute]: '' } as const;

/** Whether focus is already on an element inside `main` that its page gave it on arrival. */
export function pageTookFocus(main: HTMLElement): boolean {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== main && main.contains(active) && active.hasAttribute(arrivalFocusAttribute);
}
