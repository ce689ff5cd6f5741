import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CREDIT_HISTORY_PAGE_SIZE,
  type TCreditHistory,
  type TCreditMovement,
  type TSession,
  type TSubOrganizationCredits,
} from '@placard/contract';
import { landing, renderRoutes } from '../../test/renderApp';
import { stubApi, testSession, WithSession } from '../../test/testSession';
import { licenseInfo } from '../licensing/test/licenseFixtures';
import AccountPage from '../account/AccountPage';
import CreditsPage from './CreditsPage';

function movement(overrides: Partial<TCreditMovement> & Pick<TCreditMovement, 'id'>): TCreditMovement {
  return {
    kind: 'grant',
    amount: 100,
    balanceAfter: 100,
    reason: 'parent_grant',
    userName: 'Paula Parent',
    createdAt: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

const MOVEMENTS: TCreditMovement[] = [
  movement({ id: 4, kind: 'refund', amount: 3, balanceAfter: 96, reason: 'ai_design', userName: null }),
  movement({
    id: 3,
    kind: 'spend',
    amount: 3,
    balanceAfter: 93,
    reason: 'ai_design',
    userName: 'Olive Owner',
  }),
  movement({
    id: 2,
    kind: 'spend',
    amount: 1,
    balanceAfter: 96,
    reason: 'ai_write',
    userName: 'Olive Owner',
  }),
  movement({ id: 1 }),
];

function historyPage(items: TCreditMovement[], page = 1, total = items.length): TCreditHistory {
  return { items, total, page, pageSize: CREDIT_HISTORY_PAGE_SIZE };
}

function stubCredits(
  options: {
    organizationId?: number;
    history?: (page: number) => TCreditHistory;
    subs?: TSubOrganizationCredits[];
    pricing?: { item: string; value: number }[];
  } = {},
) {
  const id = options.organizationId ?? 1;
  return stubApi({
    [`GET /api/license/${id}/credits`]: () => ({
      status: 200,
      body: { totalCredits: 1200, usedCredits: 204 },
    }),
    [`GET /api/license/${id}/credits/history`]: ({ url }) => ({
      status: 200,
      body: (options.history ?? (() => historyPage(MOVEMENTS)))(
        Number(new URL(url, 'http://app').searchParams.get('page')),
      ),
    }),
    [`GET /api/license/${id}/credits/sub-organizations`]: () => ({
      status: 200,
      body: { items: options.subs ?? [] },
    }),
    [`GET /api/organizations/${id}/license/pricing`]: () => ({
      status: 200,
      body: { organizationId: id, items: options.pricing ?? [] },
    }),
    'POST /api/license/info': () => ({
      status: 200,
      body: licenseInfo({ organizationId: 2, organizationName: 'North' }),
    }),
  });
}

async function renderPage(path = '/credits', session: TSession = testSession()) {
  return renderRoutes(
    [
      {
        path: '/credits',
        element: (
          <WithSession session={session}>
            <CreditsPage />
          </WithSession>
        ),
      },
      {
        path: '/account',
        element: (
          <WithSession session={session}>
            <AccountPage />
          </WithSession>
        ),
      },
      landing('/credits/buy'),
      landing('/organizations/:orgId/license'),
    ],
    path,
  );
}

describe('credits page', { timeout: 20_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the balance in big numbers, and buying leads to the purchase page', async () => {
    stubCredits();
    const { router } = await renderPage();
    expect(await screen.findByRole('heading', { name: 'Credits' })).toBeTruthy();
    expect(screen.getByText('AI assistant credits of Acme Signs')).toBeTruthy();
    expect((await screen.findByTestId('credit-balance-available')).textContent).toBe('996');
    expect(screen.getByTestId('credit-balance-total').textContent).toBe('1,200');
    expect(screen.getByTestId('credit-balance-used').textContent).toBe('204');
    fireEvent.click(screen.getByTestId('credits-buy'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits/buy'));
  });

  it('lists the history with kinds, translated reasons, signed amounts, balances and who', async () => {
    stubCredits();
    await renderPage();
    const rows = await screen.findAllByTestId('credit-movement');
    expect(rows).toHaveLength(4);
    const texts = rows.map((row) => [
      within(row).getByTestId('credit-movement-kind').textContent,
      within(row).getByTestId('credit-movement-reason').textContent,
      within(row).getByTestId('credit-movement-amount').textContent,
    ]);
    expect(texts).toEqual([
      ['Refunded', 'Refund of Design a slide', '+3'],
      ['Spent', 'Design a slide', '−3'],
      ['Spent', 'Write', '−1'],
      ['Granted', 'Parent grant', '+100'],
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Automatic')).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText('Paula Parent')).toBeTruthy();
    // the date and time as the reader writes them
    expect(rows[3]?.textContent).toContain('Nov 20, 2026');
    expect(screen.getByTestId('credit-history-range').textContent).toBe('1–4 of 4');
    expect(screen.queryByTestId('credit-history-pagination')).toBeNull();
  });

  it('pages through a long history', async () => {
    const total = CREDIT_HISTORY_PAGE_SIZE + 2;
    const api = stubCredits({
      history: (page) => {
        const first = total - (page - 1) * CREDIT_HISTORY_PAGE_SIZE;
        const count = Math.min(CREDIT_HISTORY_PAGE_SIZE, first);
        const items = Array.from({ length: count }, (_, index) =>
          movement({ id: first - index, amount: first - index }),
        );
        return historyPage(items, page, total);
      },
    });
    await renderPage();
    expect(await screen.findAllByTestId('credit-movement')).toHaveLength(CREDIT_HISTORY_PAGE_SIZE);
    expect(screen.getByTestId('credit-history-range').textContent).toBe(`1–25 of ${total}`);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByTestId('credit-movement')).toHaveLength(2));
    expect(screen.getByTestId('credit-history-range').textContent).toBe(`26–27 of ${total}`);
    expect(api.mock.calls.some(([input]) => String(input).endsWith('/credits/history?page=2'))).toBe(true);
  });

  it('greets an empty history kindly', async () => {
    stubCredits({ history: () => historyPage([]) });
    await renderPage();
    const empty = await screen.findByTestId('credit-history-empty');
    expect(empty.textContent).toContain('Nothing has happened yet');
    expect(screen.queryByTestId('credit-history-table')).toBeNull();
  });

  it('shows what each action costs: the price set, or the standard price', async () => {
    stubCredits({ pricing: [{ item: 'ai_design', value: 2 }] });
    await renderPage();
    expect((await screen.findByTestId('credit-price-design-value')).textContent).toBe('2 credits');
    expect(screen.getByTestId('credit-price-design').textContent).toContain(
      'Price set by your parent organization',
    );
    expect(screen.getByTestId('credit-price-write-value').textContent).toBe('1 credit');
    expect(screen.getByTestId('credit-price-draft_playlist-value').textContent).toBe('5 credits');
    expect(screen.getByTestId('credit-price-write').textContent).toContain('Standard price');
  });

  it("shows a parent its sub-organizations' balances, each leading to its licence", async () => {
    stubCredits({
      subs: [
        { organizationId: 2, name: 'North', totalCredits: 50, usedCredits: 8 },
        { organizationId: 3, name: 'South', totalCredits: 0, usedCredits: 0 },
      ],
    });
    const { router } = await renderPage();
    const north = await screen.findByTestId('credit-sub-2');
    expect(within(north).getByTestId('credit-sub-available').textContent).toBe('42');
    expect(within(screen.getByTestId('credit-sub-3')).getByTestId('credit-sub-available').textContent).toBe(
      '0',
    );
    fireEvent.click(within(north).getByRole('link', { name: 'Add credits to North' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/2/license'));
  });

  it('leaves the sub-organizations card away for an organization without any', async () => {
    stubCredits();
    await renderPage();
    await screen.findAllByTestId('credit-movement');
    await waitFor(() => expect(screen.queryByTestId('credit-sub-organizations')).toBeNull());
  });

  it("shows a sub-organization's credits to its parent, without buying", async () => {
    stubCredits({ organizationId: 2 });
    await renderPage('/credits?organization=2');
    expect(await screen.findByText('AI assistant credits of North')).toBeTruthy();
    expect((await screen.findByTestId('credit-balance-available')).textContent).toBe('996');
    expect(await screen.findAllByTestId('credit-movement')).toHaveLength(4);
    expect(screen.queryByTestId('credits-buy')).toBeNull();
    expect(screen.getByTestId('credits-back').getAttribute('href')).toBe('/organizations/2/license');
  });

  it('is reached from the account page by owners and admins', async () => {
    stubCredits();
    const { router } = await renderPage('/account');
    expect((await screen.findByTestId('credits-entry-available')).textContent).toBe('996 credits available');
    fireEvent.click(screen.getByTestId('credits-entry-open'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits'));
    cleanup();
    await renderPage('/account', testSession({ roleName: 'staff' }));
    await screen.findByTestId('account-page');
    expect(screen.queryByTestId('credits-entry')).toBeNull();
  });
});
