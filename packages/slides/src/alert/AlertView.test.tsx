import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ALERT_TYPES, ALERT_TYPE_COLORS } from '@placard/contract';
import { AlertView } from './AlertView';

afterEach(cleanup);

const fire = {
  name: 'Fire in building B',
  description: 'A fire was reported on the second floor.',
  instructions: 'Leave by the nearest exit.\nDo not use the lifts.',
  type: 'fire' as const,
  ...ALERT_TYPE_COLORS.fire,
};

describe('AlertView', () => {
  it('shows the alert’s name, what happened and what to do, in its colours, filling its parent', () => {
    render(<AlertView alert={fire} typeLabel="Fire" />);
    const view = screen.getByTestId('alert-view');
    expect(view.getAttribute('role')).toBe('alert');
    expect(view.style.width).toBe('100%');
    expect(view.style.height).toBe('100%');
    expect(view.style.background).toBe('rgb(153, 27, 27)');
    expect(view.style.color).toBe('rgb(255, 255, 255)');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(fire.name);
    expect(view.textContent).toContain(fire.description);
    expect(view.textContent).toContain(fire.instructions);
    expect(screen.queryByTestId('alert-more')).toBeNull();
  });

  it('draws each type’s own icon, named in the viewer’s words', () => {
    const drawn = new Set<string>();
    for (const type of ALERT_TYPES) {
      const { container, unmount } = render(
        <AlertView alert={{ ...fire, type }} typeLabel={`label ${type}`} />,
      );
      const icon = screen.getByRole('img', { name: `label ${type}` });
      expect(icon.getAttribute('data-alert-icon')).toBe(type);
      drawn.add(container.querySelector('svg')?.innerHTML ?? '');
      unmount();
    }
    expect(drawn.size).toBe(ALERT_TYPES.length);
  });

  it('tells how many other alerts are active when given the words', () => {
    render(<AlertView alert={fire} typeLabel="Fire" more="+2 more alerts" />);
    expect(screen.getByTestId('alert-more').textContent).toBe('+2 more alerts');
  });
});
