export interface Crumb {
  /** Translation key under common:crumbs. */
  label: string;
  /** Where the crumb links; the last crumb has none. */
  to?: string;
}

const SECTION_ROOTS: Record<string, string> = { account: 'account', help: 'help' };
const HELP_PAGES = new Set(['contact', 'support', 'howto', 'releasenotes', 'usermanual']);
const ACCOUNT_SECTIONS: Record<string, string> = { eula: 'eula', 'privacy-policy': 'privacyPolicy' };

/** Home › Section › Page, from the path (and the account page's ?section=). */
export function breadcrumbTrail(pathname: string, search = ''): Crumb[] {
  const [root, child] = pathname.split('/').filter(Boolean);
  const home: Crumb = { label: 'home', to: '/home' };
  if (!root || root === 'home') return [{ label: 'home' }];
  const section = SECTION_ROOTS[root];
  if (!section) return [home];
  let sub: string | undefined;
  if (root === 'help' && child && HELP_PAGES.has(child)) sub = child;
  if (root === 'account') sub = ACCOUNT_SECTIONS[new URLSearchParams(search).get('section') ?? ''];
  return sub ? [home, { label: section, to: `/${root}` }, { label: sub }] : [home, { label: section }];
}
