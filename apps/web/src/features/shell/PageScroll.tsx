import { ScrollRestoration } from 'react-router';

/**
 * A page opens at its top; going back returns to where the previous page was left. Pages are told
 * apart by their path, so a filter or search kept in the address does not move the page.
 */
export function PageScroll() {
  return <ScrollRestoration getKey={(location) => location.pathname} />;
}
