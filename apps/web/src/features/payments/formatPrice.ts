/** A package's price as the reader writes money: "$10.00", "10,00 €", "45,00 kr". */
export function formatPrice(price: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase() }).format(
      price,
    );
  } catch {
    // a currency code the browser does not know: the amount and the code
    return `${new Intl.NumberFormat(language).format(price)} ${currency.toUpperCase()}`;
  }
}
