import { useRef, type CSSProperties } from 'react';
import { DEFAULT_LOCALE, type Locale, type SheetSyncState, type TSheetSnapshot } from '@placard/contract';
import { useFitText } from '../../alert/fitText';
import { UI_FONT_FAMILY } from '../../uiFont';
import { runFontSize, runStyle, verticalAlignStyle } from '../textStyles';
import type { TCellStyle } from './cellStyle';
import { UpdatedCorner } from './UpdatedCorner';
import { DEFAULT_WIDGET_LABELS, type WidgetLabels } from './widgetLabels';

/** A cell that reads as a number (a price, a count, a percentage): aligned right in a table. */
const NUMBER = /^[-+−]?[$€£¥]?\s?\d[\d\s.,']*\s?(%|[$€£¥]|kr|SEK|EUR|USD)?$/i;

const SYNC_COLORS: Record<SheetSyncState, string> = {
  syncing: '#2563EB',
  synced: '#16A34A',
  failed: '#DC2626',
};

export type CellWidgetProps = {
  snapshot: TSheetSnapshot;
  style: TCellStyle;
  /** the element's size in canvas units */
  width: number;
  height: number;
  /** in the editor: where the sheet's copy stands, told in a corner; never on screens */
  syncState?: SheetSyncState | null;
  locale?: Locale;
  labels?: WidgetLabels;
  staleSince?: string | null;
};

/**
 * A sheet's cell as text in the element's text styling, or a range as a table (its first row as
 * headings); either shrinks from its text size to fit the element.
 */
export function CellWidget({
  snapshot,
  style,
  width,
  height,
  syncState = null,
  locale = DEFAULT_LOCALE,
  labels = DEFAULT_WIDGET_LABELS,
  staleSince = null,
}: CellWidgetProps) {
  const box = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const { rows } = snapshot;
  const single = rows.length <= 1 && (rows[0]?.length ?? 0) <= 1;
  const size = runFontSize(style.format);
  useFitText(box, content, JSON.stringify([rows, style]), size);
  return (
    <div
      ref={box}
      data-widget="cell"
      style={{
        position: 'relative',
        width: '100%',
        height: '100%',
        overflow: 'hidden',
        backgroundColor: style.background ?? undefined,
        fontSize: size,
      }}
    >
      <div
        ref={content}
        style={{
          ...verticalAlignStyle(style.verticalAlign),
          ...runStyle(style.format),
          fontSize: '1em',
          lineHeight: 1.15,
          height: '100%',
          boxSizing: 'border-box',
          overflow: 'hidden',
          textAlign: style.align,
          overflowWrap: 'break-word',
        }}
      >
        {single ? (
          <div data-testid="cell-text" style={{ whiteSpace: 'pre-wrap' }}>
            {rows[0]?.[0] ?? ''}
          </div>
        ) : (
          <RangeTable rows={rows} align={style.align} />
        )}
      </div>
      {syncState && (
        <div
          data-testid="cell-sync"
          data-sync={syncState}
          style={{
            position: 'absolute',
            top: 6,
            right: 6,
            padding: '2px 10px',
            borderRadius: 12,
            background: SYNC_COLORS[syncState],
            color: '#FFFFFF',
            fontFamily: UI_FONT_FAMILY,
            fontSize: 18,
            fontWeight: 600,
          }}
        >
          {labels.sync[syncState]}
        </div>
      )}
      {staleSince && (
        <UpdatedCorner
          updatedAt={staleSince}
          locale={locale}
          label={labels.updated}
          width={width}
          height={height}
        />
      )}
    </div>
  );
}

const RULE = 'color-mix(in srgb, currentColor 22%, transparent)';
const CELL: CSSProperties = {
  padding: '0.28em 0.6em',
  borderBottom: `0.05em solid ${RULE}`,
  verticalAlign: 'middle',
};

function RangeTable({ rows, align }: { rows: string[][]; align: TCellStyle['align'] }) {
  const [head = [], ...body] = rows;
  const cellAlign = (text: string): CSSProperties['textAlign'] =>
    NUMBER.test(text.trim()) ? 'right' : align === 'justify' ? 'left' : align;
  return (
    <table
      data-testid="cell-table"
      style={{ width: '100%', borderCollapse: 'collapse', fontSize: 'inherit' }}
    >
      <thead>
        <tr>
          {head.map((text, index) => (
            <th
              key={index}
              style={{
                ...CELL,
                textAlign: cellAlign(text),
                fontWeight: 700,
                borderBottom: '0.1em solid currentColor',
              }}
            >
              {text}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {body.map((row, rowIndex) => (
          <tr
            key={rowIndex}
            style={
              rowIndex % 2 === 1
                ? { background: 'color-mix(in srgb, currentColor 6%, transparent)' }
                : undefined
            }
          >
            {row.map((text, index) => (
              <td key={index} style={{ ...CELL, textAlign: cellAlign(text) }}>
                {text}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
