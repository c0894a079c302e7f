import type { ReactNode } from 'react';
import { FileQuestion, Lock, RotateCcw, TriangleAlert } from 'lucide-react';
import { messages } from '@ongi/shared';
import { ApiError, errorMessage } from '@web/shared/lib/api';
import { AppLink } from '@web/shared/ui/app-link';
import { Button, buttonClass } from '@web/shared/ui/button';
import { PageLoading } from '@web/shared/ui/page-loading';
import { StatusScreen } from '@web/shared/ui/status-screen';

/** Where the form's status screens lead. */
export interface FormStatusLinks {
  login: string;
  nonMemberLogin: string;
  myOrders: string;
  home: string;
}

export function FormLoading({ label }: { label: string }) {
  return <PageLoading label={label} />;
}

interface LoadFailedProps {
  error: unknown;
  /** '청첩장' or '부고장'. */
  noun: string;
  links: FormStatusLinks;
  onRetry: () => void;
}

/**
 * Why a form could not open: no session (log in first), someone else's
 * invitation (403), one that does not exist (404), or a failure to try again.
 */
export function FormLoadFailed({ error, noun, links, onRetry }: LoadFailedProps) {
  const status = error instanceof ApiError ? error.status : 0;
  let screen: { icon: ReactNode; eyebrow: string; title: string; summary: string; actions: ReactNode };
  if (status === 401) {
    screen = {
      icon: <Lock size={32} />,
      eyebrow: '로그인이 필요합니다',
      title: `${noun}을 고치려면 로그인해 주세요`,
      summary: `회원은 아이디로, 비회원은 이름·휴대폰 번호·주문번호로 로그인하면 만든 ${noun}을 고칠 수 있습니다.`,
      actions: (
        <>
          <AppLink to={links.login} className={buttonClass('primary')}>
            로그인
          </AppLink>
          <AppLink to={links.nonMemberLogin} className={buttonClass('secondary')}>
            비회원 로그인
          </AppLink>
        </>
      ),
    };
  } else if (status === 403) {
    screen = {
      icon: <Lock size={32} />,
      eyebrow: '수정할 수 없습니다',
      title: messages.invitation.notOwner,
      summary: `다른 분이 만든 ${noun}입니다. 내가 만든 ${noun}은 마이페이지의 주문 내역에서 찾을 수 있습니다.`,
      actions: (
        <AppLink to={links.myOrders} className={buttonClass('primary')}>
          내 주문 보기
        </AppLink>
      ),
    };
  } else if (status === 404) {
    screen = {
      icon: <FileQuestion size={32} />,
      eyebrow: '찾을 수 없습니다',
      title: `${noun}을 찾을 수 없습니다`,
      summary: `주소가 바르지 않거나 지워진 ${noun}입니다. 마이페이지의 주문 내역에서 다시 찾아 주세요.`,
      actions: (
        <>
          <AppLink to={links.myOrders} className={buttonClass('primary')}>
            내 주문 보기
          </AppLink>
          <AppLink to={links.home} className={buttonClass('secondary')}>
            온기 홈으로
          </AppLink>
        </>
      ),
    };
  } else {
    screen = {
      icon: <TriangleAlert size={32} />,
      eyebrow: '불러오지 못했습니다',
      title: `${noun} 작성 화면을 불러오지 못했습니다`,
      summary: errorMessage(error),
      actions: (
        <Button onClick={onRetry}>
          <RotateCcw size={18} aria-hidden="true" />
          다시 시도
        </Button>
      ),
    };
  }
  return <StatusScreen {...screen} />;
}
