import { clientKey, expandIPv6 } from '../../src/lib/client-key';

describe('expandIPv6', () => {
  it.each([
    ['::', '0:0:0:0:0:0:0:0'],
    ['::1', '0:0:0:0:0:0:0:1'],
    ['2001:DB8::', '2001:db8:0:0:0:0:0:0'],
    ['2001:db8::5:6', '2001:db8:0:0:0:0:5:6'],
    ['2001:0db8:0001:0002:0003:0004:0005:0006', '2001:db8:1:2:3:4:5:6'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0:0:0:c000:201'],
    ['fe80::1%eth0', 'fe80:0:0:0:0:0:0:1'],
  ])('expands %s', (address, hextets) => {
    expect(expandIPv6(address)?.join(':')).toBe(hextets);
  });

  it.each(['1.2.3.4', 'not an ip', '1::2::3', '12345::'])('refuses %p', (address) => {
    expect(expandIPv6(address)).toBeUndefined();
  });
});

describe('clientKey', () => {
  it('keys IPv4 per address, also when mapped into IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('keys IPv6 per /64: one household or phone network is one client', () => {
    const key = clientKey('2001:db8:aa:bb::1');
    expect(key).toBe('2001:db8:aa:bb::/64');
    expect(clientKey('2001:0db8:00aa:00bb:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKey('2001:db8:aa:bb:1234::9')).toBe(key);
    expect(clientKey('2001:db8:aa:bc::1')).not.toBe(key);
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps anything else as it is', () => {
    expect(clientKey('unknown')).toBe('unknown');
  });
});
