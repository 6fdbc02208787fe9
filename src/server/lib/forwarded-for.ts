import { BlockList, isIP } from 'node:net';

/**
 * Which proxies in front are trusted (TRUST_PROXY): none, the nearest N hops, or those whose
 * address is in a list of addresses and CIDR ranges.
 */
export type TrustedProxies = false | number | string[];

const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Whether a TRUST_PROXY list entry is an address, a CIDR range or a named range. */
export function isProxyRange(entry: string): boolean {
  if (NAMED_RANGES[entry]) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (!family || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

const blockLists = new WeakMap<string[], BlockList>();
function blockListOf(ranges: string[]): BlockList {
  let list = blockLists.get(ranges);
  if (list) return list;
  list = new BlockList();
  for (const entry of ranges.flatMap((r) => NAMED_RANGES[r] ?? [r])) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  blockLists.set(ranges, list);
  return list;
}

const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

function inList(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address from the socket's and X-Forwarded-For's hops, as proxy-addr (Express's
 * "trust proxy") reads them: walking from the socket towards the left, each trusted hop hands
 * over to the address it reported, and the first untrusted one is the client. Anything left of
 * it was written by the client itself and is never used (issue 31.3: a forged left-most entry
 * spent nobody's rate limit). A hop that is not an address ends the walk at the one before.
 */
export function clientAddress(
  socket: string,
  forwardedFor: string | undefined,
  trust: TrustedProxies,
): string {
  if (!trust || !forwardedFor) return socket;
  const hops = [
    plain(socket),
    ...forwardedFor
      .split(',')
      .map((a) => plain(a.trim()))
      .reverse(),
  ];
  for (let i = 0; i < hops.length - 1; i++) {
    const trusted = typeof trust === 'number' ? i < trust : inList(blockListOf(trust), hops[i]!);
    if (!trusted) return hops[i]!;
    if (!isIP(hops[i + 1]!)) return hops[i]!;
  }
  return hops.at(-1)!;
}
