import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export { NATIVE_TOKEN } from './default-form.ts';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export const looksLikeAddress = (text: string) => /^0x/i.test(text.trim());

/** Checksums already worked out: the page asks for the same few addresses on every render. */
const checksums = new Map<string, string>();

/** EIP-55 mixed-case form of an address. */
export function toChecksumAddress(address: string): string {
  const lower = address.toLowerCase().replace(/^0x/, '');
  let out = checksums.get(lower);
  if (out === undefined) {
    const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
    out = '0x';
    for (let i = 0; i < lower.length; i += 1) out += parseInt(hash[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i];
    checksums.set(lower, out);
  }
  return out;
}

export type AddressCheck = { ok: true; address: string } | { ok: false; error: string };

/** All-lower or all-upper hex is accepted as is; mixed case must carry a valid checksum. */
export function checkAddress(input: string): AddressCheck {
  const text = input.trim();
  if (!HEX_ADDRESS.test(text)) return { ok: false, error: 'An address is 0x followed by 40 hexadecimal characters' };
  const body = text.slice(2);
  const singleCase = body === body.toLowerCase() || body === body.toUpperCase();
  if (!singleCase && toChecksumAddress(text) !== text) {
    return { ok: false, error: 'The checksum (upper and lower case letters) is wrong: check for a typo' };
  }
  return { ok: true, address: text };
}

export const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
