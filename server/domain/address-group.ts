import ipaddr from 'ipaddr.js';

/*
 * Per-client limits count groups of addresses, not single addresses: an IPv6 subscriber is given
 * a whole /64 (RFC 6177) and can use a new address for every request. Parsing is ipaddr.js's
 * (the parser behind Express's proxy-addr), not ours: IPv6 has many spellings of one address
 * (`::`, zero padding, an IPv4 tail), and each spelling must land in the same group.
 */

/**
 * The key every per-address limit counts under: an IPv4 address as it is (IPv4-mapped IPv6,
 * `::ffff:a.b.c.d`, included), an IPv6 address as its /64 (`2001:db8:1:2::/64`). Anything
 * ipaddr.js cannot parse is returned unchanged.
 */
export function addressGroup(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`);
  return `${prefix.toString()}/64`;
}

/**
 * A coarser group for the SMS budget, which costs money per message and is spent from rented
 * address blocks: an IPv4 address's /24 (`203.0.113.0/24`); an IPv6 /64 stays as it is.
 */
export function smsClientGroup(group: string): string {
  if (!ipaddr.IPv4.isValidFourPartDecimal(group)) return group;
  const network = ipaddr.IPv4.networkAddressFromCIDR(`${group}/24`);
  return `${network.toString()}/24`;
}
