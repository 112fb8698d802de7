import { describe, expect, it } from 'vitest';
import { addressGroup } from './address-group.js';

describe('addressGroup', () => {
  it('keeps an IPv4 address as it is, also when it comes IPv4-mapped', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv6 address for its /64, however it is written', () => {
    const network = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:0000:0000:0000:0009',
      '2001:DB8:1:2:a::',
      '2001:db8:1:2:0:0:203.0.113.7',
      '2001:db8:1:2::1%eth0',
    ]) {
      expect(addressGroup(address), address).toBe(network);
    }
    expect(addressGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('passes anything else through (an unknown address is one group)', () => {
    expect(addressGroup('unknown')).toBe('unknown');
  });
});
