// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { adminLedgerRowSchema, adminLedgerTotalsSchema, formatWon, messages, pageOf, type AdminLedgerRow } from '@ongi/shared';
import { donationLedger as ledgerRoutes } from '@ongi/shared/routes/admin/payment';
import { resource } from '@web/features/payment/admin/donation-ledger';
import { ModalHost } from '../ui/modal';
import { ResourceList } from './resource-list';

// Sortable headers and the total row, as an administrator meets them on the
// donation ledger: a stand-in of the server's list and totals (answers held
// to the shared schemas), asserting the headers' buttons and aria-sort, the
// address and the request a click makes, and the footer's sums.

const rows: AdminLedgerRow[] = [
  { seq: 1, name: '온기 나눔재단', paidCount: 3, totalPaid: 210000, donatedAmount: 105000 },
  { seq: 2, name: '희망 복지회', paidCount: 5, totalPaid: 450001, donatedAmount: 225000 },
  { seq: 3, name: '가을 캠페인', paidCount: 1, totalPaid: 70000, donatedAmount: 35000 },
];
const listAnswer = pageOf(adminLedgerRowSchema);

function ledgerServer() {
  const requests: string[] = [];
  let totalsFail = false;
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(`${url.pathname}${url.search}`);
    if (url.pathname === `/api${ledgerRoutes.list.path}`) {
      const sort = url.searchParams.get('sort') as keyof AdminLedgerRow | null;
      const sign = url.searchParams.get('direction') === 'desc' ? -1 : 1;
      const sorted = sort ? [...rows].sort((a, b) => (a[sort] < b[sort] ? -sign : a[sort] > b[sort] ? sign : 0)) : rows;
      return json(200, listAnswer.parse({ content: sorted, totalElements: sorted.length }));
    }
    if (url.pathname === `/api${ledgerRoutes.totals.path}`) {
      if (totalsFail) return json(500, { message: messages.common.serverError });
      return json(200, adminLedgerTotalsSchema.parse({ paidCount: 9, totalPaid: 730001, donatedAmount: 365000 }));
    }
    return json(404, { message: '없는 주소' });
  });
  return { fetch, requests, failTotals: () => (totalsFail = true) };
}

function renderLedger(address = '/admin/ledger') {
  const router = createMemoryRouter([{ path: '/admin/ledger', element: <ResourceList resource={resource} links={{ list: '/admin/ledger' }} /> }], {
    initialEntries: [address],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
      <ModalHost />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router };
}

const header = (name: string) => screen.getByRole('columnheader', { name: (accessible) => accessible.startsWith(name) });
const bodyNames = () =>
  within(screen.getAllByRole('rowgroup')[1]!)
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[1]!.textContent);

// The first render of a screen takes over a second on a busy machine: wait for what it shows, however long.
configure({ asyncUtilTimeout: 15_000 });

let server: ReturnType<typeof ledgerServer>;

beforeEach(() => {
  server = ledgerServer();
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResourceList: sorting', { timeout: 30_000 }, () => {
  it('makes each sortable header a button, the others plain, none sorted at first', async () => {
    renderLedger();
    await screen.findByText('희망 복지회');
    for (const name of ['이름', '화환 수', '결제 합계', '전달할 금액']) {
      expect(within(header(name)).getByRole('button')).toBeTruthy();
      expect(header(name).getAttribute('aria-sort')).toBeNull();
    }
    expect(within(header('번호')).queryByRole('button')).toBeNull();
  });

  it('sorts by a click: the address and the request carry it, aria-sort tells it, a second click turns it around', async () => {
    const { user, router } = renderLedger();
    await screen.findByText('희망 복지회');
    // Amounts sort largest first on the first click.
    await user.click(within(header('결제 합계')).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=totalPaid&direction=desc'));
    await waitFor(() => expect(header('결제 합계').getAttribute('aria-sort')).toBe('descending'));
    expect(server.requests).toContain(`/api${ledgerRoutes.list.path}?page=1&sort=totalPaid&direction=desc`);
    await waitFor(() => expect(bodyNames()).toEqual(['희망 복지회', '온기 나눔재단', '가을 캠페인']));

    await user.click(within(header('결제 합계')).getByRole('button'));
    await waitFor(() => expect(header('결제 합계').getAttribute('aria-sort')).toBe('ascending'));
    await waitFor(() => expect(bodyNames()).toEqual(['가을 캠페인', '온기 나눔재단', '희망 복지회']));
    // Only the sorted column says so.
    expect(header('이름').getAttribute('aria-sort')).toBeNull();
  });

  it('is operable from the keyboard, and starts again from page 1 in the new order', async () => {
    const { user, router } = renderLedger('/admin/ledger?page=2&searchWord=%EC%9E%AC%EB%8B%A8');
    await screen.findByRole('table');
    within(header('이름')).getByRole('button').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?searchWord=%EC%9E%AC%EB%8B%A8&sort=name&direction=asc'));
    expect(header('이름').getAttribute('aria-sort')).toBe('ascending');
  });

  it('reads the sort from the address', async () => {
    renderLedger('/admin/ledger?sort=paidCount&direction=desc');
    await waitFor(() => expect(bodyNames()).toEqual(['희망 복지회', '온기 나눔재단', '가을 캠페인']));
    expect(header('화환 수').getAttribute('aria-sort')).toBe('descending');
  });
});

describe('ResourceList: the total row', { timeout: 30_000 }, () => {
  it("shows the server's sums of the whole search in the table's footer, asked once for every page", async () => {
    const { user } = renderLedger();
    const footer = await waitFor(() => {
      const foot = screen.getAllByRole('rowgroup')[2]!;
      expect(foot.textContent).toContain(formatWon(730001));
      return foot;
    });
    const cells = within(within(footer).getByRole('row')).getAllByRole('cell');
    expect(within(footer).getByRole('rowheader').textContent).toBe(messages.adminList.totalRow);
    // One cell per column: the 번호 column's is empty, the label sits in 이름.
    expect(cells.map((cell) => cell.textContent)).toEqual(['', '9', formatWon(730001), formatWon(365000)]);
    // A new sort is the same search: its totals are not asked again.
    await user.click(within(header('이름')).getByRole('button'));
    await waitFor(() => expect(header('이름').getAttribute('aria-sort')).toBe('ascending'));
    expect(server.requests.filter((request) => request.startsWith(`/api${ledgerRoutes.totals.path}`))).toHaveLength(1);
  });

  it('says so when the sums cannot be read', async () => {
    server.failTotals();
    renderLedger();
    await screen.findByText(messages.adminList.totalsFailed);
  });
});
