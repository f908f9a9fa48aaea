/** Small MP3 facts: ID3v2 tags and MPEG audio frame headers, enough to join parts and time them. */

const BITRATES_KBPS = {
  mpeg1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  mpeg2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] } as const;

interface FrameHeader {
  length: number;
  samples: number;
  sampleRate: number;
}

/** The MPEG-1/2/2.5 Layer III frame header at offset, if there is one. */
function frameAt(bytes: Uint8Array, offset: number): FrameHeader | undefined {
  if (offset + 4 > bytes.length || bytes[offset] !== 0xff || (bytes[offset + 1] & 0xe0) !== 0xe0) return undefined;
  const version = (bytes[offset + 1] >> 3) & 0x03;
  const layer = (bytes[offset + 1] >> 1) & 0x03;
  const bitrateIndex = bytes[offset + 2] >> 4;
  const rateIndex = (bytes[offset + 2] >> 2) & 0x03;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return undefined;
  const mpeg1 = version === 3;
  const sampleRate = SAMPLE_RATES[version as 0 | 2 | 3][rateIndex];
  const bitrate = (mpeg1 ? BITRATES_KBPS.mpeg1 : BITRATES_KBPS.mpeg2)[bitrateIndex] * 1000;
  const padding = (bytes[offset + 2] >> 1) & 0x01;
  return {
    length: Math.floor(((mpeg1 ? 144 : 72) * bitrate) / sampleRate) + padding,
    samples: mpeg1 ? 1152 : 576,
    sampleRate,
  };
}

/** Length of the ID3v2 tag at offset (header, body and footer), or 0. Needs 10 bytes to tell. */
export function id3Length(bytes: Uint8Array, offset = 0): number {
  if (offset + 10 > bytes.length || bytes[offset] !== 0x49 || bytes[offset + 1] !== 0x44 || bytes[offset + 2] !== 0x33)
    return 0;
  const size =
    ((bytes[offset + 6] & 0x7f) << 21) |
    ((bytes[offset + 7] & 0x7f) << 14) |
    ((bytes[offset + 8] & 0x7f) << 7) |
    (bytes[offset + 9] & 0x7f);
  const footer = bytes[offset + 5] & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

/** True when the bytes open with an ID3v2 tag or an MPEG audio frame sync. */
export function looksLikeMp3(bytes: Uint8Array): boolean {
  return (
    (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) || (bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0)
  );
}

/** Playing time of MP3 bytes in seconds, counting every audio frame (tags and junk are skipped). */
export function mp3DurationSeconds(bytes: Uint8Array): number {
  let seconds = 0;
  let offset = 0;
  while (offset + 4 <= bytes.length) {
    const tag = id3Length(bytes, offset);
    const frame = tag ? undefined : frameAt(bytes, offset);
    if (tag) offset += tag;
    else if (frame) {
      seconds += frame.samples / frame.sampleRate;
      offset += frame.length;
    } else offset += 1;
  }
  return seconds;
}
