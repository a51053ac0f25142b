/**
 * Decision 091: with TRUST_PROXY at 0 the server reads the client's address from the socket. A
 * request that carries X-Forwarded-For and comes from a private address has come through a
 * proxy, so every visitor shares the proxy's address: the rate limits lock them out together
 * and the log cannot tell them apart. The server says so once, naming the variable.
 */
import type { Logger } from "../monitoring/logger";

/** Loopback, private (RFC 1918, RFC 4193) and link-local addresses: where a proxy of our own sits. */
export function isPrivateAddress(address: string): boolean {
  const a = address.replace(/^::ffff:/, "").toLowerCase();
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(a);
  if (v4) {
    const [first, second] = [Number(v4[1]), Number(v4[2])];
    return (
      first === 10 ||
      first === 127 ||
      (first === 172 && second >= 16 && second <= 31) ||
      (first === 192 && second === 168) ||
      (first === 169 && second === 254)
    );
  }
  return a === "::1" || /^f[cd][0-9a-f]{2}:/.test(a) || /^fe[89ab][0-9a-f]:/.test(a);
}

export const PROXY_WARNING =
  "TRUST_PROXY is 0, but requests carry X-Forwarded-For from a private address: the server is behind a proxy, and every visitor shares its address for rate limits and the log. Set TRUST_PROXY to the number of proxies in front of the server.";

/** A check for each request; warns once per process. */
export function createProxyWarning(opts: { trustedHops: number; log: Logger }) {
  let warned = opts.trustedHops > 0;
  return (forwardedFor: string | undefined, socketAddress: string | undefined) => {
    if (warned || !forwardedFor || !socketAddress || !isPrivateAddress(socketAddress)) return;
    warned = true;
    opts.log.warn({ variable: "TRUST_PROXY" }, PROXY_WARNING);
  };
}
