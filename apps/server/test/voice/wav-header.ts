/** What a WAV file's header says, read chunk by chunk (RIFF/WAVE, fmt, data). */
export interface WavInfo {
  riff: string;
  wave: string;
  channels: number;
  sampleRate: number;
  byteRate: number;
  bitsPerSample: number;
  /** Size the data chunk's header declares (a streamed WAV declares a large placeholder). */
  declaredDataBytes: number;
  /** Bytes actually present after the data chunk header. */
  dataBytes: number;
  /** Seconds of audio: the data really present divided by the header's byte rate. */
  durationSeconds: number;
}

export function readWavHeader(buf: Buffer): WavInfo {
  const riff = buf.toString('ascii', 0, 4);
  const wave = buf.toString('ascii', 8, 12);
  let offset = 12;
  let fmt: Omit<WavInfo, 'riff' | 'wave' | 'declaredDataBytes' | 'dataBytes' | 'durationSeconds'> | null = null;
  while (offset + 8 <= buf.length) {
    const id = buf.toString('ascii', offset, offset + 4);
    const size = buf.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      fmt = { channels: buf.readUInt16LE(body + 2), sampleRate: buf.readUInt32LE(body + 4), byteRate: buf.readUInt32LE(body + 8), bitsPerSample: buf.readUInt16LE(body + 14) };
    } else if (id === 'data') {
      if (!fmt) throw new Error('data chunk before fmt chunk');
      const dataBytes = Math.min(size, buf.length - body);
      return { riff, wave, ...fmt, declaredDataBytes: size, dataBytes, durationSeconds: dataBytes / fmt.byteRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('no data chunk');
}
