import { isLoopbackAddress, isPublicAddress } from '../../src/lib/public-address';

/** Which addresses a lead alert's webhook may reach (issue 38 item 2): public unicast ones only. */
describe('public addresses', () => {
  it('takes public IPv4 and IPv6 addresses', () => {
    for (const address of ['39.156.66.10', '8.8.8.8', '203.119.1.1', '2402:4e00::1', '2001:4860:4860::8888'])
      expect([address, isPublicAddress(address)]).toEqual([address, true]);
  });

  it('refuses this machine, private networks, link-local, CGNAT, documentation, multicast and reserved ranges', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.0.9',
      '0.0.0.0',
      '10.0.0.5',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.9',
      '169.254.169.254',
      '100.64.0.1',
      '192.0.2.1',
      '198.18.0.1',
      '224.0.0.1',
      '240.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '2001:db8::1',
      // IPv4 carried in IPv6: judged as the IPv4 address.
      '::ffff:10.1.2.3',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a00:1',
      '2002:c0a8:0101::1',
      '::127.0.0.1',
      'not an address',
    ])
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
  });

  it('tells loopback addresses (allowed only with LEAD_ALERT_ALLOW_LOOPBACK)', () => {
    expect(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'].map(isLoopbackAddress)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['10.0.0.1', '8.8.8.8', 'fe80::1'].map(isLoopbackAddress)).toEqual([false, false, false]);
  });
});
