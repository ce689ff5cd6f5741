import type { CSSProperties, ReactNode } from 'react';
import { UI_FONT_FAMILY } from '../../uiFont';

const BOX: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.35em',
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  padding: '0.8em',
  overflow: 'hidden',
  background: 'linear-gradient(160deg, #F4F6FA, #E6EAF1)',
  color: '#5B6678',
  fontFamily: UI_FONT_FAMILY,
  textAlign: 'center',
  // the box's smaller side sets the size: 1em is a tenth of it
  containerType: 'size',
  fontSize: 'min(10cqw, 10cqh)',
};
const ICON: CSSProperties = { width: '2.4em', height: '2.4em', opacity: 0.55 };
const TITLE: CSSProperties = {
  maxWidth: '100%',
  fontSize: '0.9em',
  fontWeight: 600,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};
const WAITING: CSSProperties = { fontSize: '0.5em', opacity: 0.8 };

type WidgetPlaceholderProps = {
  /** the widget's title: its element's name, place or feed, else its kind */
  title: string;
  /** the kind's icon, drawn in the text's colour */
  icon: ReactNode;
  /** a word on why it is empty (in the editor); none on screens */
  note?: string | undefined;
};

/**
 * What a widget shows before its data comes (or when its data cannot be read): a calm card with its
 * kind's icon and its title, never an empty box or an error.
 */
export function WidgetPlaceholder({ title, icon, note }: WidgetPlaceholderProps) {
  return (
    <div data-widget-placeholder="" style={BOX}>
      <div style={ICON}>{icon}</div>
      <div style={TITLE}>{title}</div>
      {note && <div style={WAITING}>{note}</div>}
    </div>
  );
}
