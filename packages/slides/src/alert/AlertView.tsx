import { useRef, type CSSProperties } from 'react';
import type { TManifestAlert } from '@placard/contract';
import { UI_FONT_FAMILY } from '../uiFont';
import { AlertIcon } from './alertIcons';
import { useFitText } from './fitText';

export type AlertViewProps = {
  alert: Pick<
    TManifestAlert,
    'name' | 'description' | 'instructions' | 'type' | 'backgroundColor' | 'textColor'
  >;
  /** the alert type's name in the viewer's language, told to assistive technology with the icon */
  typeLabel: string;
  /** the viewer's words for the other alerts active besides this one ("+2 more alerts"); none: nothing shown */
  more?: string | null;
};

const BOX: CSSProperties = {
  position: 'relative',
  width: '100%',
  height: '100%',
  overflow: 'hidden',
  boxSizing: 'border-box',
  fontFamily: UI_FONT_FAMILY,
  lineHeight: 1.25,
  overflowWrap: 'anywhere',
};
const CONTENT: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: '0.9em',
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  padding: '1.1em 1.4em',
  overflow: 'hidden',
};
/** the name beside the icon, or under it when it is too long for that (a tall screen) */
const HEADER: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.4em 0.6em' };
/** the icon on a disc of the text's colour, like a sign's pictogram */
const ICON: CSSProperties = {
  flex: 'none',
  width: '3.2em',
  height: '3.2em',
  padding: '0.55em',
  boxSizing: 'border-box',
  borderRadius: '50%',
};
const NAME: CSSProperties = { margin: 0, fontSize: '2.3em', fontWeight: 800, lineHeight: 1.1 };
const DESCRIPTION: CSSProperties = { margin: 0, fontSize: '1.25em', fontWeight: 500, whiteSpace: 'pre-line' };
const INSTRUCTIONS: CSSProperties = {
  margin: 0,
  padding: '0.6em 0.8em',
  borderLeft: '0.25em solid currentColor',
  borderRadius: '0.3em',
  fontSize: '1.25em',
  fontWeight: 700,
  whiteSpace: 'pre-line',
};
const MORE: CSSProperties = {
  alignSelf: 'flex-start',
  margin: 0,
  padding: '0.25em 0.8em',
  border: '0.12em solid currentColor',
  borderRadius: '1em',
  fontSize: '0.9em',
  fontWeight: 700,
};

/**
 * An emergency alert as a screen shows it: full size of its parent (a screen, or a preview of any
 * size), in the alert's colours, its type's icon and name large, then what happened and what to do.
 * The text is sized to fill the box and shrinks until all of it fits.
 */
export function AlertView({ alert, typeLabel, more }: AlertViewProps) {
  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const { name, description, instructions, type, backgroundColor, textColor } = alert;
  useFitText(box, content, [name, description, instructions, more ?? ''].join('\n'));
  return (
    <div
      ref={box}
      role="alert"
      data-testid="alert-view"
      style={{ ...BOX, background: backgroundColor, color: textColor }}
    >
      <div ref={content} style={CONTENT}>
        <div style={HEADER}>
          <div style={{ ...ICON, background: textColor, color: backgroundColor }}>
            <AlertIcon type={type} label={typeLabel} />
          </div>
          <h1 style={NAME}>{name}</h1>
        </div>
        <p style={DESCRIPTION}>{description}</p>
        {/* the text colour (#rrggbb) at 14% opacity sets what to do apart */}
        <p style={{ ...INSTRUCTIONS, background: `${textColor}24` }}>{instructions}</p>
        {more && (
          <p style={MORE} data-testid="alert-more">
            {more}
          </p>
        )}
      </div>
    </div>
  );
}
