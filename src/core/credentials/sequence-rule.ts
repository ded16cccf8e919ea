/** How many characters in a row make a forbidden run (docs/rules/credentials.md, 'Sequences'). */
export const sequenceLength = 5;

/**
 * The runs a credential may not contain: the alphabet, the digits, and the rows of a UK keyboard
 * (the digit row ends 7890, so 67890 counts as a run too). Each is also forbidden backwards.
 */
const runs = ['abcdefghijklmnopqrstuvwxyz', '0123456789', '1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const forbidden = [...runs, ...runs.map((r) => [...r].reverse().join(''))];

/**
 * True when the value holds 5 sequential characters (12345, abcde, 54321, edcba) or a run of 5 keys
 * along a keyboard row (qwert, asdfg, trewq), in any case.
 */
export function hasSequence(value: string): boolean {
  const text = value.toLowerCase();
  for (let i = 0; i + sequenceLength <= text.length; i += 1) {
    const window = text.slice(i, i + sequenceLength);
    if (forbidden.some((run) => run.includes(window))) return true;
  }
  return false;
}
