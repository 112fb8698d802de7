/**
 * A small FIT writer for the bench's generated activity files: the 14-byte header (with its
 * CRC), one definition message per kind of message before its first data message, the data
 * messages, and the file's CRC-16 after them. Little-endian, no compressed timestamps, no
 * developer fields: what a device writes, at its plainest. Field numbers and base types follow
 * the FIT profile as fit-file-parser (node_modules/fit-file-parser/dist/fit.js) reads it.
 */

/** Seconds from the Unix epoch to FIT's (1989-12-31T00:00:00Z). */
const FIT_EPOCH_S = 631_065_600;

/** A FIT timestamp (`date_time`): whole seconds since FIT's epoch. @param {number} ms */
export const fitTime = (ms) => Math.floor(ms / 1000) - FIT_EPOCH_S;

/** Degrees as FIT's semicircles (2^31 to 180 degrees). @param {number} degrees */
export const semicircles = (degrees) => Math.round((degrees * 2 ** 31) / 180);

/**
 * FIT's base types the bench writes: their number in a field definition and their size.
 *
 * @satisfies {Record<string, { id: number, size: number }>}
 */
const BASE_TYPES = {
  enum: { id: 0x00, size: 1 },
  uint8: { id: 0x02, size: 1 },
  uint16: { id: 0x84, size: 2 },
  sint32: { id: 0x85, size: 4 },
  uint32: { id: 0x86, size: 4 },
  uint32z: { id: 0x8c, size: 4 },
};

/**
 * A kind of message: its global number in the profile and its fields, each as
 * `[field number, base type]`, in the order a data message gives their values.
 *
 * @typedef {{ global: number, fields: [number, keyof typeof BASE_TYPES][] }} FitMessageType
 */

/**
 * One data message: its kind and the raw values of its fields (already scaled and offset as
 * the profile says: centimetres for a distance, semicircles for a position...).
 *
 * @typedef {{ type: FitMessageType, values: number[] }} FitMessage
 */

/** FIT's CRC-16, four bits at a time, as the protocol gives it. */
const CRC_TABLE = [
  0x0000, 0xcc01, 0xd801, 0x1400, 0xf001, 0x3c00, 0x2800, 0xe401, 0xa001, 0x6c00, 0x7800, 0xb401,
  0x5000, 0x9c01, 0x8801, 0x4400,
];

/**
 * @param {Uint8Array} bytes
 * @param {number} start
 * @param {number} end
 */
export function fitCrc(bytes, start, end) {
  let crc = 0;
  for (let i = start; i < end; i += 1) {
    const byte = bytes[i] ?? 0;
    let tmp = CRC_TABLE[crc & 0xf] ?? 0;
    crc = (crc >> 4) & 0x0fff;
    crc = crc ^ tmp ^ (CRC_TABLE[byte & 0xf] ?? 0);
    tmp = CRC_TABLE[crc & 0xf] ?? 0;
    crc = (crc >> 4) & 0x0fff;
    crc = crc ^ tmp ^ (CRC_TABLE[(byte >> 4) & 0xf] ?? 0);
  }
  return crc;
}

/** @param {FitMessageType} type */
const dataSize = (type) =>
  1 + type.fields.reduce((sum, [, base]) => sum + BASE_TYPES[base].size, 0);

/** @param {FitMessageType} type */
const definitionSize = (type) => 6 + 3 * type.fields.length;

/**
 * The whole file: header, each kind's definition before its first message (local message
 * numbers 0 to 15, one per kind), the messages in the order given, and the CRC.
 *
 * @param {FitMessage[]} messages
 * @returns {Buffer}
 */
export function encodeFit(messages) {
  /** @type {Map<FitMessageType, number>} */
  const locals = new Map();
  let size = 0;
  for (const { type } of messages) {
    if (!locals.has(type)) {
      if (locals.size === 16) throw new Error('A FIT file has 16 local message numbers');
      locals.set(type, locals.size);
      size += definitionSize(type);
    }
    size += dataSize(type);
  }

  const HEADER = 14;
  const file = Buffer.alloc(HEADER + size + 2);
  file[0] = HEADER;
  file[1] = 0x20; // protocol 2.0
  file.writeUInt16LE(2132, 2); // profile 21.32
  file.writeUInt32LE(size, 4);
  file.write('.FIT', 8, 'latin1');
  file.writeUInt16LE(fitCrc(file, 0, 12), 12);

  /** @type {Set<FitMessageType>} */
  const defined = new Set();
  let at = HEADER;
  for (const { type, values } of messages) {
    const local = locals.get(type) ?? 0;
    if (!defined.has(type)) {
      defined.add(type);
      file[at] = 0x40 | local; // a definition message
      file[at + 2] = 0; // little-endian
      file.writeUInt16LE(type.global, at + 3);
      file[at + 5] = type.fields.length;
      type.fields.forEach(([number, base], index) => {
        const { id, size: fieldSize } = BASE_TYPES[base];
        file.set([number, fieldSize, id], at + 6 + 3 * index);
      });
      at += definitionSize(type);
    }
    file[at] = local;
    at += 1;
    type.fields.forEach(([, base], index) => {
      at = writeValue(file, at, base, values[index] ?? 0);
    });
  }
  file.writeUInt16LE(fitCrc(file, 0, at), at);
  return file;
}

/**
 * @param {Buffer} file
 * @param {number} at
 * @param {keyof typeof BASE_TYPES} base
 * @param {number} value
 * @returns {number} Where the next value goes.
 */
function writeValue(file, at, base, value) {
  switch (base) {
    case 'enum':
    case 'uint8':
      file.writeUInt8(value, at);
      return at + 1;
    case 'uint16':
      file.writeUInt16LE(value, at);
      return at + 2;
    case 'sint32':
      file.writeInt32LE(value, at);
      return at + 4;
    default:
      file.writeUInt32LE(value, at);
      return at + 4;
  }
}
