// Which network addresses the platform may connect to when an API caller chose the URL (an
// assistant's, a tool's or a workflow's server URL): public unicast addresses only. Everything
// else — loopback, private networks, link-local (where cloud metadata services answer),
// unique-local, carrier-grade NAT, multicast, reserved and the IPv6 forms that embed an IPv4
// address (NAT64, 6to4, Teredo) — is refused, so a configured URL cannot reach the server's own
// network.
import ipaddr from 'ipaddr.js';

/**
 * Host names of cloud metadata services, refused whatever they resolve to (inside a cloud they
 * resolve to a link-local address anyway; outside one, asking for them is never legitimate).
 */
const METADATA_HOST_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'metadata.azure.internal',
  'instance-data',
  'instance-data.ec2.internal',
]);

/**
 * Why the platform may not connect to `address` (an IPv4 or IPv6 literal, without brackets):
 * the name of its range (`loopback`, `private`, `linkLocal`, `uniqueLocal`…), `not an IP
 * address`, or null when it is a public unicast address. IPv4-mapped IPv6 addresses
 * (`::ffff:127.0.0.1`) are judged as the IPv4 address they carry.
 *
 * @example
 * refusedAddressRange('169.254.169.254'); // 'linkLocal'
 * refusedAddressRange('fd00:ec2::254'); // 'uniqueLocal'
 * refusedAddressRange('93.184.215.14'); // null
 */
export function refusedAddressRange(address: string): string | null {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  // Zone ids (`fe80::1%eth0`) only ever name link-local addresses.
  const withoutZone = bare.replace(/%.*$/, '');
  if (!ipaddr.isValid(withoutZone)) return 'not an IP address';
  const range = ipaddr.process(withoutZone).range();
  return range === 'unicast' ? null : range;
}

/** True for the host names of cloud metadata services (`metadata.google.internal`…). */
export function isMetadataHostName(hostname: string): boolean {
  return METADATA_HOST_NAMES.has(hostname.toLowerCase().replace(/\.$/, ''));
}
