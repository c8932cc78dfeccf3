import { describe, expect, it } from 'vitest';
import { networkKey, UNKNOWN_NETWORK } from './network-key.ts';

describe('network key of the per-network OTP limit', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped IPv6', () => {
    expect(networkKey('203.0.113.7')).toBe('203.0.113.7');
    expect(networkKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64', () => {
    expect(networkKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(networkKey('2001:0db8:0001:0002:ffff:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(networkKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkKey('::1')).toBe('0:0:0:0::/64');
    expect(networkKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('keys a request whose connection already closed (no address) as one unknown network, without throwing', () => {
    // Fastify's request.ip reads the socket's remote address, which is gone once the client hung up.
    expect(networkKey(undefined)).toBe(UNKNOWN_NETWORK);
  });
});
