import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { ChevronRight, Headset, LogIn, LogOut, UserRound, X } from 'lucide-react';
import { useFocusTrap } from '@web/shared/lib/use-focus-trap';
import { AppLink } from '@web/shared/ui/app-link';
import { paths } from '../paths';
import { isActive, mainMenu } from './public-menu';
import styles from './mobile-drawer.module.css';

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  productName: string;
  name: string | null;
  onLogout: () => void;
}

/** The phone-width menu: a modal side sheet with focus trap and Escape. */
export function MobileDrawer({ open, onClose, returnFocusTo, productName, name, onLogout }: MobileDrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  useFocusTrap(panel, { active: open, onEscape: onClose, returnFocusTo: returnFocusTo.current });

  // A link followed from the drawer closes it.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (lastPath.current !== pathname) {
      lastPath.current = pathname;
      onClose();
    }
  }, [pathname, onClose]);

  // The page behind does not scroll while the drawer is open.
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={panel} id="mobile-drawer" role="dialog" aria-modal="true" aria-label="전체 메뉴" tabIndex={-1} className={styles.panel}>
        <div className={styles.top}>
          <span className={styles.brand}>{productName}</span>
          <button type="button" className={styles.close} aria-label="메뉴 닫기" onClick={onClose}>
            <X size={24} aria-hidden="true" />
          </button>
        </div>

        <div className={styles.account}>
          {name ? (
            <>
              <p className={styles.greeting}>
                <strong>{name}</strong>님, 반갑습니다
              </p>
              <button type="button" className={styles.accountButton} onClick={onLogout}>
                <LogOut size={16} aria-hidden="true" />
                로그아웃
              </button>
            </>
          ) : (
            <AppLink to={paths.login} className={styles.loginLink}>
              <LogIn size={18} aria-hidden="true" />
              로그인 / 회원가입
            </AppLink>
          )}
        </div>

        <nav aria-label="주 메뉴">
          <ul className={styles.list}>
            {mainMenu.map((item) => (
              <li key={item.to}>
                <AppLink to={item.to} className={styles.item} aria-current={isActive(pathname, item.activePrefix) ? 'page' : undefined}>
                  {item.label}
                  <ChevronRight size={18} aria-hidden="true" />
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>

        <ul className={styles.secondary}>
          <li>
            <AppLink to={paths.mypage.recentOrder} className={styles.secondaryItem}>
              <UserRound size={18} aria-hidden="true" />
              마이페이지
            </AppLink>
          </li>
          <li>
            <AppLink to={paths.customerService.notice} className={styles.secondaryItem}>
              <Headset size={18} aria-hidden="true" />
              고객센터
            </AppLink>
          </li>
        </ul>
      </div>
    </div>
  );
}
