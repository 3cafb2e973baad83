import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** Parses an address, turning IPv4-mapped IPv6 (`::ffff:10.0.0.1`) into IPv4. */
export function parseAddress(ip: string): Address | undefined {
  try {
    return ipaddr.process(ip);
  } catch {
    return undefined;
  }
}

/** A single address or a CIDR range, as written in the IP lists. */
export function parseRange(entry: string): [Address, number] | undefined {
  try {
    if (entry.includes('/')) {
      const [address, bits] = ipaddr.parseCIDR(entry);
      return [address, bits];
    }
    const address = ipaddr.parse(entry);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  } catch {
    return undefined;
  }
}

export function isValidIpOrCidr(entry: string): boolean {
  return parseRange(entry) !== undefined;
}

/** True when `ip` is one of the entries (addresses or CIDR ranges). */
export function ipMatches(ip: string, entries: string[]): boolean {
  const address = parseAddress(ip);
  if (!address) return false;
  return entries.some((entry) => {
    const range = parseRange(entry);
    if (!range) return false;
    let [network, bits] = range;
    if (network.kind() === 'ipv6' && (network as ipaddr.IPv6).isIPv4MappedAddress()) {
      network = (network as ipaddr.IPv6).toIPv4Address();
      bits = Math.max(0, bits - 96);
    }
    return network.kind() === address.kind() && address.match(network, bits);
  });
}

/** Where a client is, as far as the API can tell without a geolocation database. */
export function areaOf(ip: string): string {
  const address = parseAddress(ip);
  if (!address) return 'Unknown';
  switch (address.range()) {
    case 'loopback':
      return 'Loopback';
    case 'private':
    case 'uniqueLocal':
    case 'linkLocal':
    case 'carrierGradeNat':
      return 'Local network';
    default:
      return 'Unknown';
  }
}
