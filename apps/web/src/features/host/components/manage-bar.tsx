import { useEffect, useState } from 'react';
import type { contract, InputOf } from '@ongi/shared';
import { loggedInHintCookie } from '@ongi/shared/light';
import { hostEventHref } from '../event-address';
import styles from './manage-bar.module.css';

// The guest page's '내 청첩장·부고장 관리' bar. The page is the same cached
// HTML for everyone, so whether the viewer is its host is asked afterwards,
// and only by a browser holding the readable logged-in hint: a guest who never
// logged in makes no request at all. Written out rather than through
// urlOf(contract…), as the guest page's other calls are (zod stays out of it).
type Manage = typeof contract.host.manage;
const managePath: Manage['path'] = '/host/manage/:publicNum';

function manageAddress(publicNum: string): string {
  const params: InputOf<Manage>['params'] = { publicNum };
  return `/api${managePath.replace(':publicNum', () => encodeURIComponent(params.publicNum))}`;
}

const hasHint = () => document.cookie.split('; ').some((cookie) => cookie === `${loggedInHintCookie}=1`);

interface ManageBarProps {
  /** The guest page's public number, or null on a page without one (the preview, a missing number). */
  publicNum: string | null;
}

export function ManageBar({ publicNum }: ManageBarProps) {
  const [orderNum, setOrderNum] = useState<string | null>(null);
  useEffect(() => {
    if (!publicNum || !hasHint()) return;
    const controller = new AbortController();
    fetch(manageAddress(publicNum), { headers: { Accept: 'application/json' }, signal: controller.signal })
      .then(async (response) => (response.ok ? ((await response.json()) as { orderNum: string }) : null))
      .then((answer) => setOrderNum(answer?.orderNum ?? null))
      // Not the host, or offline: the guest's page simply has no bar.
      .catch(() => undefined);
    return () => controller.abort();
  }, [publicNum]);
  if (!orderNum) return null;
  return (
    <nav className={styles.bar} aria-label="주인 메뉴">
      <span className={styles.text}>만드신 분께만 보이는 메뉴입니다</span>
      <a className={styles.link} href={hostEventHref(orderNum)}>
        내 청첩장·부고장 관리
      </a>
    </nav>
  );
}
