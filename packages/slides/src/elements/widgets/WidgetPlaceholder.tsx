import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useFitText } from '../../alert/fitText';
import { UI_FONT_FAMILY } from '../../uiFont';

/** The text is at most this share of the element's smaller side (then shrinks to fit). */
const LARGEST_SHARE = 8;

const BOX: CSSProperties = {
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  padding: '0.6em',
  overflow: 'hidden',
  background: 'linear-gradient(160deg, #F4F6FA, #E6EAF1)',
  color: '#5B6678',
  fontFamily: UI_FONT_FAMILY,
  textAlign: 'center',
};
const CONTENT: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.3em',
  width: '100%',
  height: '100%',
  overflow: 'hidden',
};
const ICON: CSSProperties = { flex: 'none', width: '2em', height: '2em', opacity: 0.5 };
const TITLE: CSSProperties = {
  flex: 'none',
  maxWidth: '100%',
  fontSize: '0.75em',
  fontWeight: 600,
  lineHeight: 1.2,
};
const NOTE: CSSProperties = { flex: 'none', fontSize: '0.45em', opacity: 0.8 };

type WidgetPlaceholderProps = {
  /** the widget's title: its element's name, place or feed, else its kind */
  title: string;
  /** the kind's icon, drawn in the text's colour */
  icon: ReactNode;
  /** a word on why it is empty (in the editor); none on screens */
  note?: string | undefined;
  /** the element's size in canvas units: the text is sized by its smaller side */
  width: number;
  height: number;
};

/**
 * What a widget shows before its data comes (or when its data cannot be read): a calm card with its
 * kind's icon and its title, never an empty box or an error.
 */
export function WidgetPlaceholder({ title, icon, note, width, height }: WidgetPlaceholderProps) {
  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  useFitText(box, content, `${title}\n${note ?? ''}`, Math.min(width, height) / LARGEST_SHARE);
  return (
    <div ref={box} data-widget-placeholder="" style={BOX}>
      <div ref={content} style={CONTENT}>
        <div style={ICON}>{icon}</div>
        <div style={TITLE}>{title}</div>
        {note && <div style={NOTE}>{note}</div>}
      </div>
    </div>
  );
}
