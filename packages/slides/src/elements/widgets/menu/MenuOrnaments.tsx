import type { CSSProperties, ReactNode } from 'react';
import type { MenuColors, MenuOrnament } from './menuTheme';

const ROW: CSSProperties = { display: 'flex', alignItems: 'center', gap: '0.6em' };
const SPARKLE_COLORS = ['#FFB627', '#4ECDC4', '#7B6CF6'];

function rule(c: MenuColors, double: boolean): ReactNode {
  return (
    <span
      aria-hidden
      style={{
        flex: '1 1 0',
        minWidth: '1em',
        height: double ? '0.22em' : 0,
        borderTop: `0.05em solid ${c.accent}`,
        borderBottom: double ? `0.05em solid ${c.accent}` : undefined,
        opacity: 0.7,
      }}
    />
  );
}

/** A heading with the style's ornament around it: rules on both sides, a line or dots under it. */
export function Ornamented({
  ornament,
  colors,
  children,
  double = false,
}: {
  ornament: MenuOrnament;
  colors: MenuColors;
  children: ReactNode;
  /** rules drawn twice (the title's) */
  double?: boolean;
}) {
  if (ornament === 'rules') {
    return (
      <div data-menu-ornament="rules" style={ROW}>
        {rule(colors, double)}
        <span
          aria-hidden
          style={{ width: '0.3em', height: '0.3em', background: colors.accent, transform: 'rotate(45deg)' }}
        />
        {children}
        <span
          aria-hidden
          style={{ width: '0.3em', height: '0.3em', background: colors.accent, transform: 'rotate(45deg)' }}
        />
        {rule(colors, double)}
      </div>
    );
  }
  if (ornament === 'line') {
    return (
      <div data-menu-ornament="line">
        {children}
        <div
          aria-hidden
          style={{ width: '2.5em', margin: '-0.6em auto 1.4em', borderTop: `0.06em solid ${colors.text}` }}
        />
      </div>
    );
  }
  if (ornament === 'sparkles') {
    return (
      <div data-menu-ornament="sparkles">
        {children}
        <div
          aria-hidden
          style={{ ...ROW, justifyContent: 'center', gap: '0.35em', margin: '-0.3em 0 0.9em' }}
        >
          {SPARKLE_COLORS.map((color, index) => (
            <span
              key={color}
              style={{
                width: index === 1 ? '0.7em' : '0.45em',
                height: index === 1 ? '0.7em' : '0.45em',
                borderRadius: '50%',
                background: color,
              }}
            />
          ))}
        </div>
      </div>
    );
  }
  return <div data-menu-ornament={ornament}>{children}</div>;
}
