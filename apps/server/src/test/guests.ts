import { sameOrigin, type TestContext } from './app';

/**
 * Same-origin POSTs as guests send them, each from an address of its own
 * (10.<subnet>.x.y; a file of its own subnet), so the per-address limits are
 * never what a test meets. `app` is read at each call: the app is made in beforeAll.
 */
export function guestPoster(app: () => TestContext, subnet: number) {
  let guests = 0;
  return (url: string, payload?: unknown, cookie?: string) => {
    guests += 1;
    return app().app.inject({
      method: 'POST',
      url,
      remoteAddress: `10.${subnet}.${Math.floor(guests / 250)}.${(guests % 250) + 1}`,
      headers: { ...sameOrigin, ...(cookie ? { cookie } : {}), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
  };
}
