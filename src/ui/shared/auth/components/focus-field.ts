/** The first invalid field takes focus (docs/rules/log-on-states.md); fields are found by id, as the error summary does. */
export function focusField(id: string | null): void {
  if (!id) return;
  const field = document.getElementById(id);
  field?.focus();
}
