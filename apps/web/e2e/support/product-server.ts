import type { BuiltServer } from '../../../../test-support/built-server';

// The journey file's own server, for the few journeys that stop and restart
// it under an open page (support/product.ts starts it and hands it here).

let current: BuiltServer | undefined;

export function setProductServer(server: BuiltServer) {
  current = server;
}

/** This journey file's server (the one BASE_URL points at). */
export function productServer(): BuiltServer {
  if (!current) throw new Error('the journey server is started by support/product.ts (the setup file) before the journey file runs');
  return current;
}
