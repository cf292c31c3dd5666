// A WAV streamed from the server (espeak-ng writing to a pipe) declares placeholder sizes, since
// its length was unknown when the header went out. Once the whole file is here, the real sizes are
// written in so every browser decodes exactly the audio that arrived.

/** Rewrites the RIFF and data chunk sizes to match the bytes present; other input is left as is. */
export function fixWavSizes(bytes: Uint8Array): Uint8Array {
  if (bytes.length < 12 || ascii(bytes, 0) !== 'RIFF' || ascii(bytes, 8) !== 'WAVE') return bytes;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 12;
  while (offset + 8 <= bytes.length) {
    const size = view.getUint32(offset + 4, true);
    if (ascii(bytes, offset) === 'data') {
      const present = bytes.length - (offset + 8);
      if (size > present) view.setUint32(offset + 4, present, true);
      view.setUint32(4, bytes.length - 8, true);
      return bytes;
    }
    offset += 8 + size + (size % 2);
  }
  return bytes;
}

function ascii(bytes: Uint8Array, at: number) {
  return String.fromCharCode(bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]);
}
