import { useEffect, useState } from 'react';
import type { ThanksPage } from '@ongi/shared';
import { thanksHeading, thanksKindNames } from '@ongi/shared/light';
// The route table alone (methods and paths): the contract's schemas would outweigh the page.
import { thanks } from '@ongi/shared/routes/thanks';
import { formatDocumentTitle } from '@web/shared/lib/document-title';
import { readPageData } from '@web/shared/lib/page-data';
import { ThanksLetter, ThanksStatus, thanksStatusStyles } from './thanks-letter';

// The guests' thank-you page (/thanks/{public number}): the page the server
// put into the HTML, else one request for the number in the address.

type State = { status: 'loading' } | { status: 'ready'; page: ThanksPage } | { status: 'not-found' } | { status: 'error' };

/** The public number in '/thanks/{number}', or null when the address has none. */
export function thanksNumberOf(pathname: string): string | null {
  const [, number] = /^\/thanks\/([^/]+)\/?$/.exec(pathname) ?? [];
  return number === undefined ? null : decodeURIComponent(number);
}

async function fetchPage(publicNum: string): Promise<State> {
  try {
    const response = await fetch(`/api${thanks.view.path.replace(':publicNum', () => encodeURIComponent(publicNum))}`, {
      headers: { Accept: 'application/json' },
    });
    if (response.status === 404 || response.status === 400) return { status: 'not-found' };
    if (!response.ok) return { status: 'error' };
    return { status: 'ready', page: (await response.json()) as ThanksPage };
  } catch {
    return { status: 'error' };
  }
}

function firstState(): State {
  const inline = readPageData<ThanksPage>('thanks-data');
  if (inline) return { status: 'ready', page: inline };
  return thanksNumberOf(window.location.pathname) ? { status: 'loading' } : { status: 'not-found' };
}

const notFoundTitle = '감사 페이지를 찾을 수 없습니다';

export function ThanksApp() {
  const [state, setState] = useState<State>(firstState);
  const [attempt, setAttempt] = useState(0);

  const needsFetch = state.status === 'loading';
  useEffect(() => {
    const publicNum = thanksNumberOf(window.location.pathname);
    if (!needsFetch || !publicNum) return;
    let current = true;
    void fetchPage(publicNum).then((next) => {
      if (current) setState(next);
    });
    return () => {
      current = false;
    };
  }, [needsFetch, attempt]);

  useEffect(() => {
    if (state.status === 'ready' && state.page.published) {
      document.title = formatDocumentTitle(`${thanksHeading(state.page.names)} ${thanksKindNames[state.page.invitationType]}`);
    } else if (state.status === 'not-found') document.title = formatDocumentTitle(notFoundTitle);
  }, [state]);

  switch (state.status) {
    case 'ready': {
      const { page } = state;
      if (!page.published) {
        return (
          <ThanksStatus
            funeral={page.invitationType === 'F'}
            title={page.invitationType === 'F' ? '감사장을 준비하고 있습니다' : '감사 인사를 준비하고 있습니다'}
            text={'아직 공개되지 않았습니다.\n조금 뒤에 다시 열어 주세요.'}
          />
        );
      }
      return (
        <main>
          <ThanksLetter
            content={page}
            page
            footer={<a href={`/invitation/${page.publicNum}`}>{page.invitationType === 'F' ? '부고장 다시 보기' : '청첩장 다시 보기'}</a>}
          />
        </main>
      );
    }
    case 'not-found':
      return (
        <ThanksStatus
          title={notFoundTitle}
          text={'주소가 정확한지 다시 한번 확인해 주세요.\n링크의 일부가 빠졌을 수 있습니다.'}
          action={
            <a className={thanksStatusStyles.button} href="/">
              온기 홈으로 가기
            </a>
          }
        />
      );
    case 'error':
      return (
        <ThanksStatus
          title="감사 페이지를 불러오지 못했습니다"
          text="인터넷 연결을 확인한 뒤 다시 시도해 주세요."
          action={
            <button
              type="button"
              className={thanksStatusStyles.button}
              onClick={() => {
                setState({ status: 'loading' });
                setAttempt(attempt + 1);
              }}
            >
              다시 시도
            </button>
          }
        />
      );
    default:
      return <ThanksStatus title="감사 페이지" text="여는 중입니다" />;
  }
}
