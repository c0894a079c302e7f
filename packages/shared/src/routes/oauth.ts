// Written by `npm run contract:routes` from contract/oauth.ts; the routes test fails when it is not current.
import type { oauth as oauthDeclared } from '../contract/oauth';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/oauth.ts's `oauth`, for the browser; their schemas stay in the contract, as types. */
export const oauth: RoutesOf<typeof oauthDeclared> = {
  naver: {
    loginUrl: { method: 'GET', path: '/oauth/naver' },
    connectUrl: { method: 'GET', path: '/oauth/naver-connect' },
    checkAccount: { method: 'GET', path: '/oauth/naver-check-account' },
    login: { method: 'GET', path: '/oauth/naver-login' },
    signup: { method: 'GET', path: '/oauth/naver-signup' },
    connectAccount: { method: 'GET', path: '/oauth/naver-connect-account' },
    disconnect: { method: 'POST', path: '/oauth/naver-disconnect' },
    sandboxConsent: { method: 'POST', path: '/sandbox/oauth/naver/authorize' },
  },
  kakao: {
    loginUrl: { method: 'GET', path: '/oauth/kakao' },
    connectUrl: { method: 'GET', path: '/oauth/kakao-connect' },
    checkAccount: { method: 'GET', path: '/oauth/kakao-check-account' },
    login: { method: 'GET', path: '/oauth/kakao-login' },
    signup: { method: 'GET', path: '/oauth/kakao-signup' },
    connectAccount: { method: 'GET', path: '/oauth/kakao-connect-account' },
    disconnect: { method: 'POST', path: '/oauth/kakao-disconnect' },
    sandboxConsent: { method: 'POST', path: '/sandbox/oauth/kakao/authorize' },
  },
};
