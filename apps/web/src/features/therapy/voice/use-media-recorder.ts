import { useCallback, useEffect, useMemo, useRef } from 'react';

// Recording figures from the spec (section 9): webm/opus, 16 kHz mono, 32 kbps, a slice every 100 ms.
export const RECORDING_MIME_TYPE = 'audio/webm;codecs=opus';
export const RECORDING_BITS_PER_SECOND = 32_000;
export const RECORDING_TIMESLICE_MS = 100;
export const RECORDING_CONSTRAINTS: MediaTrackConstraints = { sampleRate: 16_000, channelCount: 1, echoCancellation: true, noiseSuppression: true };

/** The browser has no microphone for us (denied, absent, or no API): spec 8's microphone text. */
export class MicrophoneAccessError extends Error {}

/** One recording at a time: `start` opens the microphone and records; `stop` gives the recording. */
export function useMediaRecorder() {
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const chunksRef = useRef<Blob[]>([]);

  const release = useCallback(() => {
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    recorderRef.current = null;
  }, []);

  const cancel = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') {
      recorder.ondataavailable = null;
      recorder.onstop = null;
      recorder.stop();
    }
    release();
  }, [release]);

  // Leaving the screen mid-recording must switch the microphone off.
  useEffect(() => cancel, [cancel]);

  const start = useCallback(async (): Promise<MediaStream> => {
    if (!navigator.mediaDevices?.getUserMedia) throw new MicrophoneAccessError('getUserMedia is not available');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: RECORDING_CONSTRAINTS });
    } catch (err) {
      throw new MicrophoneAccessError((err as Error).message);
    }
    streamRef.current = stream;
    try {
      // Browsers without webm/opus (Safari) record their own default; the server takes any audio/*.
      const mimeType = MediaRecorder.isTypeSupported(RECORDING_MIME_TYPE) ? RECORDING_MIME_TYPE : undefined;
      const recorder = new MediaRecorder(stream, { mimeType, audioBitsPerSecond: RECORDING_BITS_PER_SECOND });
      chunksRef.current = [];
      recorder.ondataavailable = (e) => {
        if (e.data.size > 0) chunksRef.current.push(e.data);
      };
      recorder.start(RECORDING_TIMESLICE_MS);
      recorderRef.current = recorder;
      return stream;
    } catch (err) {
      release();
      throw err;
    }
  }, [release]);

  const stop = useCallback(
    () =>
      new Promise<Blob>((resolve, reject) => {
        const recorder = recorderRef.current;
        if (!recorder || recorder.state === 'inactive') return reject(new Error('Not recording'));
        recorder.onstop = () => {
          resolve(new Blob(chunksRef.current, { type: recorder.mimeType || RECORDING_MIME_TYPE }));
          release();
        };
        recorder.onerror = (e) => {
          release();
          reject(new Error(`MediaRecorder failed: ${(e as Event).type}`));
        };
        recorder.stop();
      }),
    [release],
  );

  return useMemo(() => ({ start, stop, cancel }), [start, stop, cancel]);
}
