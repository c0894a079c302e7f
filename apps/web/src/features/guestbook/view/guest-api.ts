// The guest page's calls to the guestbook. Written out rather than through
// call(contract…) as the page's other addresses are (features/invitation/view/
// senders.ts): the contract carries zod, heavier than the guest's whole page.
// The types are the contract's (erased from the build), so a changed path or
// answer still fails the typecheck here.
import type { contract, GuestbookMessage, GuestbookPage, InputOf, MessageBody } from '@ongi/shared';

type Book = typeof contract.guestbook;
const listPath: Book['list']['path'] = '/guestbook/:publicNum';
const createPath: Book['create']['path'] = '/guestbook/:publicNum';
const deletePath: Book['delete']['path'] = '/guestbook/:publicNum/:messageSeq/delete';

const address = (path: string, params: Record<string, unknown>) =>
  `/api${path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])))}`;

/** A refusal with the server's Korean sentence, and its status. */
export class GuestbookRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const fallback = '잠시 후 다시 시도해 주세요.';

async function answerOf<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as (T & Partial<MessageBody>) | null;
  if (!response.ok) throw new GuestbookRefusal(response.status, body?.message || fallback);
  return body as T;
}

export async function fetchGuestbook(publicNum: string, page: number): Promise<GuestbookPage> {
  const params: InputOf<Book['list']>['params'] = { publicNum };
  const response = await fetch(`${address(listPath, params)}?page=${page}`, { headers: { Accept: 'application/json' } });
  return answerOf<GuestbookPage>(response);
}

export async function writeMessage(publicNum: string, body: InputOf<Book['create']>['body']): Promise<GuestbookMessage> {
  const params: InputOf<Book['create']>['params'] = { publicNum };
  const response = await fetch(address(createPath, params), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return answerOf<GuestbookMessage>(response);
}

export async function deleteMessage(publicNum: string, messageSeq: number, password: string): Promise<MessageBody> {
  const params: InputOf<Book['delete']>['params'] = { publicNum, messageSeq };
  const body: InputOf<Book['delete']>['body'] = { password };
  const response = await fetch(address(deletePath, params), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return answerOf<MessageBody>(response);
}
