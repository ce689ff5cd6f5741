import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '../../app/i18n';
import { FontPicker } from './FontPicker';

/** The picker as an editor holds it: the chosen font becomes the value. */
function Editor({ initial, onChange }: { initial: string; onChange: (id: string) => void }) {
  const [font, setFont] = useState(initial);
  return (
    <FontPicker
      value={font}
      onChange={(id) => {
        setFont(id);
        onChange(id);
      }}
    />
  );
}

function open() {
  fireEvent.click(screen.getByTestId('font-picker'));
  return screen.getByRole('listbox', { name: 'Fonts' });
}

const optionNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .map((option) => within(option).getByRole('img').getAttribute('alt'));

describe('font picker', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  beforeEach(() => {
    // jsdom lays nothing out: give the scrolling list room so the virtual list draws its rows
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(360);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
    // and let it scroll, as the list scrolls to the current font
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(4000);
    HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
      this.scrollTop = typeof options === 'object' ? (options.top ?? 0) : 0;
      this.dispatchEvent(new Event('scroll'));
    };
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows the current font as its thumbnail and names it', () => {
    render(<Editor initial="lobster" onChange={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Font: Lobster' });
    const image = within(button).getByRole('img', { name: 'Lobster' });
    expect(image.getAttribute('src')).toBe('/fonts/thumbnails/lobster.svg');
  });

  it('shows an unknown font as the default font, as the text is drawn', () => {
    render(<Editor initial="no-such-font" onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Font: Roboto' })).toBeTruthy();
  });

  it('lists fonts by category with thumbnails, scrolled to the current one', () => {
    render(<Editor initial="anton" onChange={() => undefined} />);
    let list = open();
    expect(screen.getByRole('dialog', { name: 'Choose a font' })).toBeTruthy();
    expect(within(list).queryByText('Recently used')).toBeNull();
    expect(within(list).getByText('Sans serif')).toBeTruthy();
    expect(list.scrollTop).toBe(0);
    const [first] = within(list).getAllByRole('option');
    expect(first?.getAttribute('aria-selected')).toBe('true');
    expect(first && within(first).getByRole('img').getAttribute('src')).toMatch(
      /^\/fonts\/thumbnails\/.+\.svg$/,
    );
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    cleanup();

    // a font far down the list is scrolled into view and marked as the current one
    render(<Editor initial="permanent-marker" onChange={() => undefined} />);
    list = open();
    expect(list.scrollTop).toBeGreaterThan(0);
    expect(within(list).getByText('Handwriting')).toBeTruthy();
    expect(within(list).getByRole('option', { name: 'Permanent Marker', selected: true })).toBeTruthy();
  });

  it('filters the list as you type and says when nothing matches', () => {
    render(<Editor initial="roboto" onChange={() => undefined} />);
    const list = open();
    const search = screen.getByRole('combobox', { name: 'Search fonts' });
    fireEvent.change(search, { target: { value: 'mono' } });
    expect(optionNames(list).sort()).toEqual([
      'IBM Plex Mono',
      'JetBrains Mono',
      'Roboto Mono',
      'Space Mono',
    ]);
    fireEvent.change(search, { target: { value: 'nothing like this' } });
    expect(within(list).queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('No font matches “nothing like this”.');
  });

  it('filters by kind of font', () => {
    render(<Editor initial="roboto" onChange={() => undefined} />);
    const list = open();
    fireEvent.click(screen.getByRole('button', { name: 'Handwriting' }));
    expect(screen.getByRole('button', { name: 'Handwriting' }).getAttribute('aria-pressed')).toBe('true');
    expect(optionNames(list)).toContain('Pacifico');
    expect(optionNames(list)).not.toContain('Roboto');
  });

  it('chooses a font with a click: reports it, closes and shows it first under Recently used', async () => {
    const onChange = vi.fn();
    render(<Editor initial="roboto" onChange={onChange} />);
    let list = open();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'lobster' } });
    fireEvent.click(within(list).getByRole('option', { name: 'Lobster' }));
    expect(onChange).toHaveBeenCalledWith('lobster');
    expect(screen.getByRole('button', { name: 'Font: Lobster' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('lastUsedFonts') ?? '[]')).toEqual(['lobster']);
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    list = open();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'pacifico' } });
    fireEvent.click(within(list).getByRole('option', { name: 'Pacifico' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(JSON.parse(localStorage.getItem('lastUsedFonts') ?? '[]')).toEqual(['pacifico', 'lobster']);

    list = open();
    const [recentHeading] = within(list).getAllByText(/^(Recently used|Sans serif)$/);
    expect(recentHeading?.textContent).toBe('Recently used');
    const options = within(list).getAllByRole('option');
    expect(optionNames(list).slice(0, 2)).toEqual(['Pacifico', 'Lobster']);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
  });

  it('is usable from the keyboard: arrows move through the fonts and Enter chooses', async () => {
    const onChange = vi.fn();
    render(<Editor initial="roboto" onChange={onChange} />);
    open();
    const search = screen.getByRole('combobox', { name: 'Search fonts' });
    expect(document.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: 'slab' } });
    const active = () =>
      document
        .getElementById(search.getAttribute('aria-activedescendant') ?? '')
        ?.querySelector('img')
        ?.getAttribute('alt');
    // serif fonts come before display fonts
    expect(active()).toBe('Roboto Slab');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(active()).toBe('Zilla Slab');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(active()).toBe('Alfa Slab One');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    expect(active()).toBe('Alfa Slab One');
    fireEvent.keyDown(search, { key: 'ArrowUp' });
    fireEvent.keyDown(search, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('zilla-slab');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(screen.getByRole('button', { name: 'Font: Zilla Slab' })).toBeTruthy();
  });
});
