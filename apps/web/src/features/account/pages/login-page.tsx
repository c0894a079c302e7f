import { useEffect, useRef, useState } from 'react';
import { openModal } from '@web/shared/ui/modal';
import { Tabs } from '@web/shared/ui/tabs';
import { MemberLoginForm } from '../components/member-login-form';
import { NonMemberLoginForm } from '../components/non-member-login-form';
import { findAccountModalName, type FindAccountTab } from '../find-account';
import { openFindOrder } from '../order-lookup';
import { LoginCard } from './login-card';

export type LoginTab = 'member' | 'non-member';

export interface LoginPageProps {
  signupHref: string;
  /** The tab shown first: payment lookup opens the non-member tab. */
  initialTab?: LoginTab;
  /** Where a successful login goes (spec: home). */
  onLoggedIn: () => void;
  /** Opens 아이디/비밀번호 찾기 on this tab at once (the reset-password page links here). */
  findAccountTab?: FindAccountTab;
  /** Called once that modal was opened, e.g. to drop the request from the address. */
  onFindAccountOpened?: () => void;
  /** Opens '주문번호 찾기' at once (the order's screen links here); `onFindAccountOpened` follows as well. */
  findOrder?: boolean;
  /** Logged in to an order found with '주문번호 찾기' (its host goes to their order). */
  onFoundOrderLogin: () => void;
}

/** /login: member and non-member tabs (spec 000 §2). */
export function LoginPage({
  signupHref,
  onLoggedIn,
  initialTab = 'member',
  findAccountTab,
  onFindAccountOpened,
  findOrder = false,
  onFoundOrderLogin,
}: LoginPageProps) {
  const [tab, setTab] = useState<LoginTab>(initialTab);
  const findOpened = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice; the modal opens once.
    if ((!findAccountTab && !findOrder) || findOpened.current) return;
    findOpened.current = true;
    if (findOrder) {
      void openFindOrder().then((outcome) => {
        if (outcome.loggedIn) onFoundOrderLogin();
      });
    } else {
      void openModal(findAccountModalName, { initialTab: findAccountTab });
    }
    onFindAccountOpened?.();
  }, [findAccountTab, findOrder, onFindAccountOpened, onFoundOrderLogin]);
  return (
    <LoginCard>
      <Tabs<LoginTab>
        label="로그인 방식"
        value={tab}
        onChange={setTab}
        items={[
          { id: 'member', label: '회원', panel: <MemberLoginForm signupHref={signupHref} onSuccess={onLoggedIn} /> },
          { id: 'non-member', label: '비회원', panel: <NonMemberLoginForm onSuccess={onLoggedIn} onFoundOrderLogin={onFoundOrderLogin} /> },
        ]}
      />
    </LoginCard>
  );
}
