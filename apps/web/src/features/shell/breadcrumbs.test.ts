import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumbs';

describe('breadcrumbs', () => {
  it('shows Home alone on the dashboard', () => {
    expect(breadcrumbTrail('/home')).toEqual([{ label: 'home' }]);
  });

  it('links Home and the section above a help page', () => {
    expect(breadcrumbTrail('/help/support')).toEqual([
      { label: 'home', to: '/home' },
      { label: 'help', to: '/help' },
      { label: 'support' },
    ]);
    expect(breadcrumbTrail('/help')).toEqual([{ label: 'home', to: '/home' }, { label: 'help' }]);
  });

  it("follows the account page's section", () => {
    expect(breadcrumbTrail('/account', '?section=eula')).toEqual([
      { label: 'home', to: '/home' },
      { label: 'account', to: '/account' },
      { label: 'eula' },
    ]);
    expect(breadcrumbTrail('/account', '?section=unknown')).toEqual([
      { label: 'home', to: '/home' },
      { label: 'account' },
    ]);
  });
});
