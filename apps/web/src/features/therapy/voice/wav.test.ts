import { describe, expect, it } from 'vitest';
import { fixWavSizes } from './wav';

function wavWithDeclaredSize(declared: number, dataBytes: number) {
  const b = new Uint8Array(44 + dataBytes);
  const v = new DataView(b.buffer);
  const put = (at: number, s: string) => [...s].forEach((c, i) => (b[at + i] = c.charCodeAt(0)));
  put(0, 'RIFF');
  v.setUint32(4, declared + 36, true);
  put(8, 'WAVE');
  put(12, 'fmt ');
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true);
  v.setUint16(22, 1, true);
  v.setUint32(24, 22050, true);
  v.setUint32(28, 44100, true);
  v.setUint16(32, 2, true);
  v.setUint16(34, 16, true);
  put(36, 'data');
  v.setUint32(40, declared, true);
  return b;
}

describe('fixWavSizes', () => {
  it('writes the real sizes over a streamed placeholder', () => {
    const fixed = fixWavSizes(wavWithDeclaredSize(0x7ffff000, 1000));
    const v = new DataView(fixed.buffer);
    expect(v.getUint32(40, true)).toBe(1000);
    expect(v.getUint32(4, true)).toBe(1036);
  });

  it('leaves a correct file and non-WAV bytes untouched', () => {
    const ok = wavWithDeclaredSize(500, 500);
    expect(Array.from(fixWavSizes(ok.slice()))).toEqual(Array.from(ok));
    const other = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(Array.from(fixWavSizes(other.slice()))).toEqual(Array.from(other));
  });
});
