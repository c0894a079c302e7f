import { createContext, forwardRef, useContext, type MouseEvent, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { messages } from '@ongi/shared';
import { alert } from './modal';

/**
 * Which in-app addresses have a finished screen. The app layer provides it from
 * its route registry; a link to an unfinished screen says 개발중입니다 instead of
 * navigating (spec: a menu target with no page).
 */
export interface RouteStatus {
  isReady: (to: string) => boolean;
}

const RouteStatusContext = createContext<RouteStatus>({ isReady: () => true });

export function RouteStatusProvider({ value, children }: { value: RouteStatus; children: ReactNode }) {
  return <RouteStatusContext.Provider value={value}>{children}</RouteStatusContext.Provider>;
}

export function useRouteStatus(): RouteStatus {
  return useContext(RouteStatusContext);
}

export type AppLinkProps = Omit<LinkProps, 'to'> & { to: string };

/** A router link that honours the route registry's ready flag. */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink({ to, onClick, ...rest }, ref) {
  const { isReady } = useRouteStatus();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isReady(to)) {
      event.preventDefault();
      void alert(messages.common.underDevelopment);
      return;
    }
    onClick?.(event);
  };
  return <Link ref={ref} to={to} onClick={handleClick} {...rest} />;
});
