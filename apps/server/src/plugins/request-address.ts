import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { Config } from '../config';

export interface RequestAddress {
  /** The client's address: the socket's peer, or what trusted proxies say it is. */
  ip: string;
  host: string | undefined;
}

function lastEntry(value: string | string[]): string {
  const text = Array.isArray(value) ? value.join(',') : value;
  return text.slice(text.lastIndexOf(',') + 1).trim();
}

/**
 * Reads a raw request's client address and host the way Fastify's request
 * does under the same TRUST_PROXY, for answers written before Fastify makes a
 * request (plugins/public-cache.ts): their request lines name the same client.
 */
export function requestAddressReader(trustProxy: Config['trustProxy']): (request: IncomingMessage) => RequestAddress {
  if (trustProxy === false) return (request) => ({ ip: request.socket.remoteAddress ?? '', host: request.headers.host });
  const trust = typeof trustProxy === 'function' ? trustProxy : proxyAddr.compile(trustProxy);
  return (request) => {
    const forwardedHost = request.headers['x-forwarded-host'];
    const peer = request.socket.remoteAddress;
    return {
      ip: proxyAddr(request, trust),
      host: forwardedHost && peer !== undefined && trust(peer, 0) ? lastEntry(forwardedHost) : request.headers.host,
    };
  };
}
