import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { cellSnapshot, rangeSnapshot } from '../../testing/widgetFixtures';
import { CellWidget } from './CellWidget';
import { cellStyle } from './cellStyle';

afterEach(cleanup);

describe('CellWidget', () => {
  it('shows a single cell as text in the element’s text styling', () => {
    const style = cellStyle({
      format: { font: 'lobster', size: 'L', color: '#AA0000', bold: true },
      align: 'center',
      verticalAlign: 'bottom',
      background: '#FFEEDD',
    });
    render(<CellWidget snapshot={cellSnapshot} width={800} height={400} style={style} />);
    const text = screen.getByTestId('cell-text');
    expect(text.textContent).toBe('€ 4.50');
    const styled = text.parentElement as HTMLElement;
    expect(styled.style.fontFamily).toContain('Lobster');
    expect(styled.style.color).toBe('rgb(170, 0, 0)');
    expect(styled.style.fontWeight).toBe('700');
    expect(styled.style.textAlign).toBe('center');
    expect(styled.style.justifyContent).toBe('flex-end');
    const box = styled.parentElement as HTMLElement;
    expect(box.style.fontSize).toBe('120px');
    expect(box.style.backgroundColor).toBe('rgb(255, 238, 221)');
  });

  it('reads unreadable styling as the default text', () => {
    expect(cellStyle({ format: { size: 'huge' }, align: 'diagonal', background: 'red' })).toEqual({
      format: {},
      align: 'left',
      verticalAlign: 'middle',
      background: null,
    });
  });

  it('shows a range as a table, its first row as headings and its numbers aligned right', () => {
    render(<CellWidget snapshot={rangeSnapshot} width={800} height={400} style={cellStyle({})} />);
    const table = screen.getByTestId('cell-table');
    const headings = [...table.querySelectorAll('th')].map((cell) => cell.textContent);
    expect(headings).toEqual(['Drink', 'Small', 'Large']);
    const rows = [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    );
    expect(rows).toEqual(rangeSnapshot.rows.slice(1));
    const [name, price] = table.querySelectorAll('tbody td');
    expect((name as HTMLElement).style.textAlign).toBe('left');
    expect((price as HTMLElement).style.textAlign).toBe('right');
  });

  it('tells where the sheet’s copy stands only when given it', () => {
    const { rerender } = render(
      <CellWidget snapshot={cellSnapshot} width={800} height={400} style={cellStyle({})} />,
    );
    expect(screen.queryByTestId('cell-sync')).toBeNull();
    rerender(
      <CellWidget
        snapshot={cellSnapshot}
        width={800}
        height={400}
        style={cellStyle({})}
        syncState="failed"
      />,
    );
    expect(screen.getByTestId('cell-sync').textContent).toBe('Sync failed');
  });
});
