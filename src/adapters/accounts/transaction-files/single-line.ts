/** QIF and OFX fields are one line each: a line break in a description would start a new field. */
export const singleLine = (text: string): string => text.replace(/[\r\n]+/g, ' ').trim();
