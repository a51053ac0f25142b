/**
 * The client address the rate limits and the log use. Behind `TRUST_PROXY=n` proxies, each
 * proxy appends the address it saw to X-Forwarded-For, so the last n entries were written by
 * proxies we run and the entry n from the right is the client as our outermost proxy saw it.
 * Everything left of it came from the client and may be forged. With n = 0 the header is
 * ignored and the socket's address is used.
 */
export function clientAddress(opts: {
  forwardedFor: string | undefined;
  socketAddress: string | undefined;
  trustedHops: number;
}): string {
  const socket = opts.socketAddress?.replace(/^::ffff:/, "") || "127.0.0.1";
  if (opts.trustedHops <= 0 || !opts.forwardedFor) return socket;
  const entries = opts.forwardedFor
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return socket;
  // Fewer entries than proxies: a proxy in front did not append; the leftmost is the nearest to the client.
  const entry = entries[Math.max(0, entries.length - opts.trustedHops)]!;
  return isAddress(entry) ? entry : socket;
}

/** An IPv4 or IPv6 address as a proxy writes it; anything else (a forged word, a newline) is not used. */
function isAddress(value: string): boolean {
  return /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:.]{2,45})$/i.test(value);
}
