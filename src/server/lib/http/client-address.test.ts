import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

describe("clientAddress", () => {
  const socketAddress = "10.0.0.2";

  it("ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(clientAddress({ forwardedFor: "203.0.113.9", socketAddress, trustedHops: 0 })).toBe("10.0.0.2");
  });

  it("takes the entry one hop from the right behind one proxy", () => {
    expect(clientAddress({ forwardedFor: "198.51.100.1, 203.0.113.9", socketAddress, trustedHops: 1 })).toBe(
      "203.0.113.9",
    );
  });

  it("takes the entry two hops from the right behind two proxies, whatever the client put before it", () => {
    expect(clientAddress({ forwardedFor: "198.51.100.1, 203.0.113.9, 10.1.1.1", socketAddress, trustedHops: 2 })).toBe(
      "203.0.113.9",
    );
  });

  it("uses the leftmost entry when there are fewer entries than proxies", () => {
    expect(clientAddress({ forwardedFor: "203.0.113.9", socketAddress, trustedHops: 3 })).toBe("203.0.113.9");
  });

  it("falls back to the socket without a header, or with an entry that is not an address", () => {
    expect(clientAddress({ forwardedFor: undefined, socketAddress: "::ffff:10.0.0.3", trustedHops: 1 })).toBe(
      "10.0.0.3",
    );
    expect(clientAddress({ forwardedFor: "evil\nline", socketAddress, trustedHops: 1 })).toBe("10.0.0.2");
  });
});
