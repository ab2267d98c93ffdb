/**
 * Keccak-256 (the pre-standard SHA-3 Ethereum uses), only for EIP-55 address checksums.
 * Small and slow on purpose: it hashes 40 characters at a time.
 */
const MASK = (1n << 64n) - 1n;
const ROTATIONS = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14];

const ROUND_CONSTANTS: bigint[] = (() => {
  const constants: bigint[] = [];
  let lfsr = 1;
  for (let round = 0; round < 24; round += 1) {
    let constant = 0n;
    for (let bit = 0; bit < 7; bit += 1) {
      if (lfsr & 1) constant ^= 1n << BigInt((1 << bit) - 1);
      lfsr = lfsr & 0x80 ? ((lfsr << 1) ^ 0x71) & 0xff : (lfsr << 1) & 0xff;
    }
    constants.push(constant);
  }
  return constants;
})();

const rotate = (value: bigint, by: number) => (by === 0 ? value : ((value << BigInt(by)) | (value >> BigInt(64 - by))) & MASK);

function permute(state: bigint[]) {
  for (const constant of ROUND_CONSTANTS) {
    const columns = [0, 1, 2, 3, 4].map((x) => state[x]! ^ state[x + 5]! ^ state[x + 10]! ^ state[x + 15]! ^ state[x + 20]!);
    for (let x = 0; x < 5; x += 1) {
      const d = columns[(x + 4) % 5]! ^ rotate(columns[(x + 1) % 5]!, 1);
      for (let y = 0; y < 25; y += 5) state[y + x] = state[y + x]! ^ d;
    }
    const moved = new Array<bigint>(25).fill(0n);
    for (let x = 0; x < 5; x += 1) {
      for (let y = 0; y < 5; y += 1) moved[y + 5 * ((2 * x + 3 * y) % 5)] = rotate(state[x + 5 * y]!, ROTATIONS[x + 5 * y]!);
    }
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x += 1) state[y + x] = moved[y + x]! ^ (~moved[y + ((x + 1) % 5)]! & MASK & moved[y + ((x + 2) % 5)]!);
    }
    state[0] = state[0]! ^ constant;
  }
}

export function keccak256Hex(bytes: Uint8Array): string {
  const rate = 136;
  const padded = new Uint8Array(Math.ceil((bytes.length + 1) / rate) * rate);
  padded.set(bytes);
  padded[bytes.length] = 0x01;
  padded[padded.length - 1]! |= 0x80;
  const state = new Array<bigint>(25).fill(0n);
  for (let offset = 0; offset < padded.length; offset += rate) {
    for (let lane = 0; lane < rate / 8; lane += 1) {
      let value = 0n;
      for (let byte = 7; byte >= 0; byte -= 1) value = (value << 8n) | BigInt(padded[offset + lane * 8 + byte]!);
      state[lane] = state[lane]! ^ value;
    }
    permute(state);
  }
  let hex = '';
  for (let lane = 0; lane < 4; lane += 1) {
    for (let byte = 0; byte < 8; byte += 1)
      hex += Number((state[lane]! >> BigInt(8 * byte)) & 0xffn)
        .toString(16)
        .padStart(2, '0');
  }
  return hex;
}
