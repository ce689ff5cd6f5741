/**
 * A number typed in a text field: '' is missing (undefined, which the contract reports as required),
 * a well-formed number is that number, anything else NaN (reported as not a valid number).
 */
export function parseWholeNumber(text: string): number | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  return /^-?\d+$/.test(value) ? Number(value) : Number.NaN;
}

/** As parseWholeNumber, allowing decimals written with a point or a comma (prices). */
export function parseDecimal(text: string): number | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  return /^-?\d+([.,]\d+)?$/.test(value) ? Number(value.replace(',', '.')) : Number.NaN;
}
