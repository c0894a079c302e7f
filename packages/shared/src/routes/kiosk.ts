// Written by `npm run contract:routes` from contract/kiosk.ts; the routes test fails when it is not current.
import type { kiosk as kioskDeclared } from '../contract/kiosk';
import type { RoutesOf } from '../contract/endpoint';

/** The methods and paths of contract/kiosk.ts's `kiosk`, for the browser; their schemas stay in the contract, as types. */
export const kiosk: RoutesOf<typeof kioskDeclared> = {
  data: { method: 'GET', path: '/invitation/get-kiosk-data' },
  stream: { method: 'GET', path: '/kiosk/stream/:publicNum' },
  names: { method: 'GET', path: '/kiosk/names/:publicNum' },
  settings: { method: 'GET', path: '/kiosk/settings/:orderNum' },
  saveSettings: { method: 'PUT', path: '/kiosk/settings/:orderNum' },
};
