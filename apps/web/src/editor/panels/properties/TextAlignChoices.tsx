import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignJustify from '@mui/icons-material/FormatAlignJustify';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatStrikethrough from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import VerticalAlignBottom from '@mui/icons-material/VerticalAlignBottom';
import VerticalAlignCenter from '@mui/icons-material/VerticalAlignCenter';
import VerticalAlignTop from '@mui/icons-material/VerticalAlignTop';
import { TEXT_ALIGNS, TEXT_VERTICAL_ALIGNS, type TextAlign } from '@placard/contract';
import { ChoiceButtons } from './ChoiceButtons';

/** The text styles a text or a cell offers, each with its icon. */
export const TEXT_STYLE_ICONS = {
  bold: <FormatBold fontSize="small" />,
  italic: <FormatItalic fontSize="small" />,
  underline: <FormatUnderlined fontSize="small" />,
  strike: <FormatStrikethrough fontSize="small" />,
} satisfies Record<string, ReactNode>;
export type TextStyleName = keyof typeof TEXT_STYLE_ICONS;

const ALIGN_ICONS: Record<TextAlign, ReactNode> = {
  left: <FormatAlignLeft fontSize="small" />,
  center: <FormatAlignCenter fontSize="small" />,
  right: <FormatAlignRight fontSize="small" />,
  justify: <FormatAlignJustify fontSize="small" />,
};

type VerticalAlign = (typeof TEXT_VERTICAL_ALIGNS)[number];

const VERTICAL_ICONS: Record<VerticalAlign, ReactNode> = {
  top: <VerticalAlignTop fontSize="small" />,
  middle: <VerticalAlignCenter fontSize="small" />,
  bottom: <VerticalAlignBottom fontSize="small" />,
};

type ChoiceProps<T extends string> = {
  value: T | null;
  disabled: boolean;
  onChange: (value: T) => void;
};

/** How lines of text sit across their box: left, centre, right or justified. */
export function TextAlignChoice(props: ChoiceProps<TextAlign>) {
  const { t } = useTranslation('editorProperties');
  return (
    <ChoiceButtons
      label={t('text.align')}
      choices={TEXT_ALIGNS.map((align) => ({
        value: align,
        label: t(`text.aligns.${align}`),
        icon: ALIGN_ICONS[align],
      }))}
      {...props}
    />
  );
}

/** Where text sits up and down its box: top, middle or bottom. */
export function VerticalAlignChoice(props: ChoiceProps<VerticalAlign>) {
  const { t } = useTranslation('editorProperties');
  return (
    <ChoiceButtons
      label={t('text.verticalAlign')}
      choices={TEXT_VERTICAL_ALIGNS.map((align) => ({
        value: align,
        label: t(`text.verticalAligns.${align}`),
        icon: VERTICAL_ICONS[align],
      }))}
      {...props}
    />
  );
}
