/** Money is held as integer pence everywhere (spec 02 section 9); only formatting turns it into pounds. */
export type Pence = number;
