/** A yes/no as the spec's answers write it: 1 or 0. */
export const bit = (value: boolean | number): 0 | 1 => (value ? 1 : 0);
