import { describe, expect, it } from 'vitest';
import { isMetadataHostName, refusedAddressRange } from './address-policy.ts';

describe('refusedAddressRange', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.1.2.3', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%eth0', 'linkLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['100.100.100.200', 'carrierGradeNat'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['64:ff9b::a9fe:a9fe', 'rfc6052'],
    ['2002:a9fe:a9fe::1', '6to4'],
    ['2001::1', 'teredo'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
  ])('refuses %s (%s)', (address, range) => {
    expect(refusedAddressRange(address)).toBe(range);
  });

  it.each(['8.8.8.8', '93.184.215.14', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(refusedAddressRange(address)).toBeNull();
    },
  );

  it('refuses what is not an address at all', () => {
    expect(refusedAddressRange('example.com')).toBe('not an IP address');
    expect(refusedAddressRange('')).toBe('not an IP address');
  });
});

describe('isMetadataHostName', () => {
  it('knows the cloud metadata names, in any case and with a trailing dot', () => {
    expect(isMetadataHostName('metadata.google.internal')).toBe(true);
    expect(isMetadataHostName('METADATA.google.internal.')).toBe(true);
    expect(isMetadataHostName('metadata')).toBe(true);
    expect(isMetadataHostName('metadata.example.com')).toBe(false);
  });
});
