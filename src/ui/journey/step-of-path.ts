/**
 * The journey step a path below the journey's base shows: the longest step that is the path or a
 * prefix of it by whole segments ('review/cut-off' is on 'review'), so a step of two segments
 * ('apply/your-details' of the credit card) is found as itself; the first step when none is.
 */
export function stepOfPath(steps: readonly string[], below: string): string | undefined {
  const rest = below.replace(/^\/+|\/+$/g, '');
  const found = steps.filter((s) => rest === s || rest.startsWith(`${s}/`)).sort((a, b) => b.length - a.length)[0];
  return found ?? steps[0];
}
