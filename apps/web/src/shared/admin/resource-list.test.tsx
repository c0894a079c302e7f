// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { adminDeleteRequest, itemAt, adminDeleteResultSchema, adminFaqRowSchema, messages, pageOf, type AdminFaqRow } from '@ongi/shared';
import { faq as adminFaqRoutes } from '@ongi/shared/routes/admin/faq';
import { closeAllModals, ModalHost } from '../ui/modal';
import { numberColumn, titleContentSearch } from './columns';
import { defineAdminResource } from './resource';
import { ResourceList } from './resource-list';

// The back office's one list, as an administrator meets it: a FAQ list over
// a stand-in of the server's FAQ list and delete (answers held to the same
// shared schemas the server's are), asserting what the screen shows and where
// the address goes: the count line, numbers counting down, the search kept
// in the address, 삭제 with its sentences and the spec's reload rules.

const resource = defineAdminResource({
  key: 'faq',
  endpoints: adminFaqRoutes,
  label: 'FAQ',
  rowKey: (row: AdminFaqRow) => row.faqSeq,
  list: {
    searchTypes: titleContentSearch,
    columns: [numberColumn('6rem'), { header: '제목', opensRow: true, cell: (row: AdminFaqRow) => row.title }],
    noneSelected: messages.admin.noneSelected.faq,
    deleteConfirm: messages.admin.deleteConfirm,
  },
});

const listAnswer = pageOf(adminFaqRowSchema);
const pageSize = 10;

/** The FAQ list and delete as the server answers them, over rows kept here; each request is recorded. */
function faqServer(count: number) {
  let rows: AdminFaqRow[] = Array.from({ length: count }, (_, index) => ({
    faqSeq: index + 1,
    title: `${index % 2 === 0 ? '결제' : '배송'} 질문 ${index + 1}`,
    categoryName: null,
    createDate: '2026-11-01T00:00:00.000Z',
  })).reverse();
  const requests: string[] = [];
  let failNext = false;

  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
    if (failNext) {
      failNext = false;
      return json(500, { message: messages.common.serverError });
    }
    if (url.pathname === `/api${adminFaqRoutes.list.path}`) {
      const word = url.searchParams.get('searchWord') ?? '';
      const page = Number(url.searchParams.get('page') ?? 1);
      const found = rows.filter((row) => row.title.includes(word));
      return json(200, listAnswer.parse({ content: found.slice((page - 1) * pageSize, page * pageSize), totalElements: found.length }));
    }
    if (url.pathname === `/api${adminFaqRoutes.delete.path}` && init?.method === 'POST') {
      const { seqs } = adminDeleteRequest(messages.admin.noneSelected.faq).parse(JSON.parse(String(init.body)));
      rows = rows.filter((row) => !seqs.includes(row.faqSeq));
      return json(200, adminDeleteResultSchema.parse({ deleted: seqs.length, message: messages.admin.deleted }));
    }
    return json(404, { message: '없는 주소' });
  });

  return { fetch, requests, failNextRequest: () => (failNext = true) };
}

function renderList(address = '/admin/faq') {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/faq',
        element: <ResourceList resource={resource} links={{ list: '/admin/faq', form: (seq) => `/admin/faq/form${seq ? `?faqSeq=${seq}` : ''}` }} />,
      },
    ],
    {
      initialEntries: [address],
    },
  );
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <div id="root">
        <RouterProvider router={router} />
      </div>
      <ModalHost />
    </QueryClientProvider>,
  );
  return { user, router };
}

/** The modal's sentence, answered with its button (the next modal may open at once). */
async function answerModal(user: ReturnType<typeof userEvent.setup>, sentence: string, button: string) {
  const dialog = await screen.findByRole('alertdialog');
  expect(dialog.textContent).toContain(sentence);
  await user.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(dialog.isConnected).toBe(false));
}

/** The table's rows once it has drawn what the count line says (a new answer is drawn in a deferred render). */
async function shownRows(count: number) {
  return waitFor(() => {
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(count);
    return rows;
  });
}

const titlesOf = (rows: HTMLElement[]) => rows.map((row) => within(row).getByRole('link').textContent);

let server: ReturnType<typeof faqServer>;

beforeEach(() => {
  server = faqServer(23);
  vi.stubGlobal('fetch', server.fetch);
});

afterEach(() => {
  closeAllModals();
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResourceList', () => {
  it('draws the first page: its heading, the count line, numbers counting down and the pages', async () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: 'FAQ 관리' })).toBeTruthy();
    expect(await screen.findByText('1-10 / 23')).toBeTruthy();
    const rows = await shownRows(10);
    expect(titlesOf(rows)[0]).toBe('결제 질문 23');
    expect(screen.getByRole('checkbox', { name: '23번 선택' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '14번 선택' })).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'FAQ 페이지' });
    expect(within(pages).getByRole('link', { name: '3 페이지' })).toBeTruthy();
    // A resource without a form has no 등록; its rows still open their record.
    expect(screen.queryByRole('link', { name: '등록' })).toBeNull();
    expect(
      within(itemAt(rows, 0, 'the first row'))
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/admin/faq/form?faqSeq=23');
  });

  it('keeps the search in the address and shows only what matches, then says when nothing does', async () => {
    const { user, router } = renderList();
    await screen.findByText('1-10 / 23');
    await user.type(screen.getByRole('searchbox', { name: '검색어' }), '배송');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await screen.findByText('1-10 / 11');
    expect(router.state.location.search).toBe('?searchType=all&searchWord=%EB%B0%B0%EC%86%A1');
    await waitFor(() => expect(titlesOf(screen.getAllByRole('row').slice(1)).every((title) => title?.startsWith('배송'))).toBe(true));

    await user.clear(screen.getByRole('searchbox', { name: '검색어' }));
    await user.type(screen.getByRole('searchbox', { name: '검색어' }), '환불');
    await user.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('검색 결과가 없습니다')).toBeTruthy();
    expect(screen.getByText('0 / 0')).toBeTruthy();
  });

  it('says a page past the end is past the last page, with a link to the last one, not that nothing is registered', async () => {
    const { user, router } = renderList('/admin/faq?page=99');
    expect(await screen.findByText(messages.adminList.pastLastPage)).toBeTruthy();
    expect(screen.getByText(messages.adminList.pastLastPageText(3))).toBeTruthy();
    expect(screen.queryByText('등록된 FAQ가 없습니다')).toBeNull();
    await user.click(screen.getByRole('link', { name: messages.adminList.toLastPage }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(titlesOf(await shownRows(3))).toEqual(['결제 질문 3', '배송 질문 2', '결제 질문 1']);
  });

  it('says none is chosen before asking, then deletes what was chosen after 삭제 is confirmed and reloads the page', async () => {
    const { user } = renderList();
    await screen.findByText('1-10 / 23');
    await shownRows(10);
    await user.click(screen.getByRole('button', { name: '삭제' }));
    await answerModal(user, messages.admin.noneSelected.faq, '확인');
    expect(server.requests.some((request) => request.startsWith('POST'))).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: '23번 선택' }));
    await user.click(screen.getByRole('checkbox', { name: '22번 선택' }));
    await user.click(screen.getByRole('button', { name: '삭제' }));
    await answerModal(user, messages.admin.deleteConfirm, messages.common.deleteAction);
    await answerModal(user, messages.admin.deleted, '확인');
    expect(server.requests).toContain('POST /api/admin/faq/delete');
    expect(await screen.findByText('1-10 / 21')).toBeTruthy();
    await waitFor(() => expect(titlesOf(screen.getAllByRole('row').slice(1))[0]).toBe('결제 질문 21'));
  });

  it('chooses the whole page with one box, and a cancelled confirm deletes nothing', async () => {
    const { user } = renderList();
    await screen.findByText('1-10 / 23');
    await shownRows(10);
    await user.click(screen.getByRole('checkbox', { name: '이 페이지 전체 선택' }));
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: '삭제' }));
    await answerModal(user, messages.admin.deleteConfirm, messages.common.keep);
    expect(server.requests.some((request) => request.startsWith('POST'))).toBe(false);
    expect(screen.getByText('1-10 / 23')).toBeTruthy();
  });

  it('goes back a page when a delete empties the last one', async () => {
    const { user, router } = renderList('/admin/faq?page=3');
    await screen.findByText('21-23 / 23');
    await shownRows(3);
    await user.click(screen.getByRole('checkbox', { name: '이 페이지 전체 선택' }));
    await user.click(screen.getByRole('button', { name: '삭제' }));
    await answerModal(user, messages.admin.deleteConfirm, messages.common.deleteAction);
    await answerModal(user, messages.admin.deleted, '확인');
    await screen.findByText('11-20 / 20');
    expect(router.state.location.search).toBe('?page=2');
  });

  it('tells a failed load in Korean and loads again on 다시 시도', async () => {
    server.failNextRequest();
    const { user } = renderList();
    expect(await screen.findByText('FAQ 목록을 불러오지 못했습니다')).toBeTruthy();
    expect(screen.getByText(messages.common.serverError)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('1-10 / 23')).toBeTruthy();
  });
});
