import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AlertOverlay } from './AlertOverlay';
import { t } from './i18n';
import { alert } from './testing/manifests';

afterEach(cleanup);

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('AlertOverlay', () => {
  it('covers the screen with the alert, and counts it shown once a frame was drawn with it', async () => {
    const shown = alert(5, Date.now());
    const onShown = vi.fn();
    render(<AlertOverlay alert={shown} otherAlerts={0} onShown={onShown} />);
    expect(screen.getByTestId('alert-overlay').className).toBe('alert-overlay');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Alert 5');
    expect(screen.getByRole('img', { name: t('alertType.fire') })).toBeTruthy();
    expect(screen.queryByTestId('alert-more')).toBeNull();
    expect(onShown).not.toHaveBeenCalled();
    await nextFrame();
    await nextFrame();
    expect(onShown).toHaveBeenCalledExactlyOnceWith(shown);
  });

  it('tells how many other alerts are active', () => {
    const onShown = vi.fn();
    const { rerender } = render(
      <AlertOverlay alert={alert(5, Date.now())} otherAlerts={1} onShown={onShown} />,
    );
    expect(screen.getByTestId('alert-more').textContent).toBe(t('alert.oneMore'));
    rerender(<AlertOverlay alert={alert(5, Date.now())} otherAlerts={3} onShown={onShown} />);
    expect(screen.getByTestId('alert-more').textContent).toBe(t('alert.more', { count: 3 }));
  });
});
