import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { currencyDigits, parseMenuPrice } from '@placard/contract';

/** The currency's sign in a language: "€", "kr", "$". */
export function currencySymbol(currency: string, language: string): string {
  try {
    const parts = new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/** A price in minor units written as the language writes numbers: 1250 EUR in French is "12,50". */
export function priceText(price: number, currency: string, language: string): string {
  if (!Number.isFinite(price)) return '';
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(price / 10 ** digits);
}

type PriceFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  /** minor units; NaN while what is typed is not a price */
  value: number;
  currency: string;
  onChange: (price: number) => void;
};

/** A price typed with a comma or a point, the currency's sign beside it; NaN while it is not one. */
export function PriceField({ value, currency, onChange, slotProps, ...props }: PriceFieldProps) {
  const { i18n } = useTranslation();
  const [text, setText] = useState(() => priceText(value, currency, i18n.language));
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parseMenuPrice(event.target.value, currency) ?? Number.NaN);
      }}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode: 'decimal', ...(slotProps?.htmlInput as object) },
        input: {
          startAdornment: (
            <InputAdornment position="start">{currencySymbol(currency, i18n.language)}</InputAdornment>
          ),
        },
      }}
    />
  );
}
