/**
 * A page that moves focus itself as it arrives (to a receipt, say) marks that element with these
 * attributes: the shell's route focus (use-route-focus.ts) then leaves focus there rather than
 * moving it to the main region.
 */
export const arrivalFocusAttribute = 'data-arrival-focus';
export const arrivalFocus = { [arrivalFocusAttribute]: '' } as const;

/** Whether focus is already on an element inside `main` that its page gave it on arrival. */
export function pageTookFocus(main: HTMLElement): boolean {
  // main itself never carries the attribute, so an element that does is one its page focused.
  const active = document.activeElement;
  return !!active?.hasAttribute(arrivalFocusAttribute) && main.contains(active);
}
