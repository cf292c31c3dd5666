import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { THERAPY_ERRORS } from '@haven/core';
import { browserRecognitionAvailable, startBrowserRecognition, type BrowserRecognition } from './browser-recognition';
import { MicrophoneAccessError, useMediaRecorder } from './use-media-recorder';
import { VoiceAudioGraph } from './voice-audio-graph';
import { fetchSpeech, transcribeRecording, VoiceHttpError } from './voice-api';
import { initialVoiceState, isUsableRecording, voiceReducer } from './voice-state';

export interface VoiceTurnOptions {
  sessionId: string;
  language?: string;
  /** Sends the transcript as the session's next turn; resolves with the AI's reply text ('' if none). */
  onTranscript: (text: string) => Promise<string>;
  /** One of the spec's therapy error texts, for the therapy screen's error view. */
  onError: (message: string) => void;
  disabled?: boolean;
}

export const STT_BROWSER_NOTICE = 'Speech recognition is not set up on the server, so your browser will recognise your speech. Tap the microphone and speak again.';
export const STT_UNAVAILABLE_NOTICE = 'Speech recognition is not available here. Please use Text Mode.';
const TICK_MS = 200;

/** Drives one voice turn after another: record, transcribe, send as a therapy turn, speak the reply. */
export function useVoiceTurns(opts: VoiceTurnOptions) {
  const [state, dispatch] = useReducer(voiceReducer, initialVoiceState);
  const [analyser, setAnalyser] = useState<AnalyserNode | null>(null);
  const [muted, setMuted] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const recorder = useMediaRecorder();
  const graphRef = useRef<VoiceAudioGraph | null>(null);
  const audioRef = useRef<HTMLAudioElement>(null);
  const recordingRef = useRef(false);
  const recognitionRef = useRef<BrowserRecognition | null>(null);
  const useBrowserStt = useRef(false);
  const aliveRef = useRef(true);
  const optsRef = useRef(opts);
  optsRef.current = opts;

  const graph = () => (graphRef.current ??= new VoiceAudioGraph());

  useEffect(() => {
    aliveRef.current = true;
    const audio = audioRef.current;
    return () => {
      aliveRef.current = false;
      recognitionRef.current?.abort();
      audio?.pause();
      graphRef.current?.close();
      graphRef.current = null;
    };
  }, []);

  const fail = useCallback((message: string) => {
    dispatch({ type: 'FAILED' });
    setAnalyser(null);
    if (aliveRef.current) optsRef.current.onError(message);
  }, []);

  const record = useCallback(async () => {
    if (state.status !== 'idle' || recordingRef.current || optsRef.current.disabled) return;
    recordingRef.current = true;
    setNotice(null);
    try {
      graph().wake();
      const stream = await recorder.start();
      if (useBrowserStt.current) recognitionRef.current = startBrowserRecognition(optsRef.current.language ?? 'English');
      setAnalyser(graph().listenTo(stream));
      dispatch({ type: 'RECORD', at: performance.now() });
    } catch (err) {
      recordingRef.current = false;
      fail(err instanceof MicrophoneAccessError ? THERAPY_ERRORS.microphone : THERAPY_ERRORS.recording);
    }
  }, [state.status, recorder, fail]);

  const stop = useCallback(() => dispatch({ type: 'STOP' }), []);

  // Auto-stop: the state machine decides when 10 seconds have passed.
  useEffect(() => {
    if (state.status !== 'recording') return;
    const timer = window.setInterval(() => dispatch({ type: 'TICK', at: performance.now() }), TICK_MS);
    return () => window.clearInterval(timer);
  }, [state.status]);

  const hear = useCallback(async (recording: Blob): Promise<string | null> => {
    const recognition = recognitionRef.current;
    recognitionRef.current = null;
    try {
      return recognition ? await recognition.finish() : await transcribeRecording(optsRef.current.sessionId, recording);
    } catch (err) {
      if (err instanceof VoiceHttpError && err.code === 'stt_unavailable') {
        useBrowserStt.current = browserRecognitionAvailable();
        setNotice(useBrowserStt.current ? STT_BROWSER_NOTICE : STT_UNAVAILABLE_NOTICE);
        dispatch({ type: 'FAILED' });
        // No way to hear the user at all: the session falls back to text (issue 18), never silence.
        if (!useBrowserStt.current && aliveRef.current) optsRef.current.onError(STT_UNAVAILABLE_NOTICE);
        return null;
      }
      dispatch({ type: 'NOT_HEARD' });
      // Audio that could not be made out (400 too short, 422 refused by the provider) stays a
      // local "couldn't catch"; anything else (session over, provider down) is the spec's
      // processing failure.
      const understood = err instanceof VoiceHttpError && (err.status === 400 || err.status === 422);
      if (!understood && !recognition && aliveRef.current) optsRef.current.onError(THERAPY_ERRORS.processSpeech);
      return null;
    }
  }, []);

  const speak = useCallback(
    async (reply: string) => {
      const element = audioRef.current;
      try {
        if (!element) throw new Error('No audio element');
        const wav = await fetchSpeech(reply, optsRef.current.language);
        if (!aliveRef.current) return;
        if (element.src) URL.revokeObjectURL(element.src);
        element.src = URL.createObjectURL(wav);
        setAnalyser(graph().playThrough(element));
        await element.play();
        dispatch({ type: 'SPEAKING' });
      } catch {
        fail(THERAPY_ERRORS.speech);
      }
    },
    [fail],
  );

  const finishTurn = useCallback(async () => {
    let recording: Blob;
    try {
      recording = await recorder.stop();
    } catch {
      recognitionRef.current?.abort();
      recognitionRef.current = null;
      return fail(THERAPY_ERRORS.recording);
    } finally {
      graphRef.current?.stopListening();
      setAnalyser(null);
    }
    dispatch({ type: 'RECORDED', bytes: recording.size });
    if (!isUsableRecording(recording.size)) {
      recognitionRef.current?.abort();
      recognitionRef.current = null;
      return;
    }
    const text = await hear(recording);
    if (text === null || !aliveRef.current) return;
    dispatch({ type: 'TRANSCRIBED', text });
    if (!text.trim()) return;
    let reply: string;
    try {
      reply = await optsRef.current.onTranscript(text.trim());
    } catch {
      return fail(THERAPY_ERRORS.aiResponse);
    }
    dispatch({ type: 'REPLIED', text: reply });
    if (reply.trim()) await speak(reply.trim());
  }, [recorder, hear, speak, fail]);

  // Leaving 'recording' (tap or auto-stop) ends the recording and runs the rest of the turn.
  useEffect(() => {
    if (state.status !== 'processing' || !recordingRef.current) return;
    recordingRef.current = false;
    void finishTurn();
  }, [state.status, finishTurn]);

  // The session's time ran out or it is being saved: drop a recording in progress.
  useEffect(() => {
    if (!opts.disabled || state.status !== 'recording') return;
    recordingRef.current = false;
    recorder.cancel();
    recognitionRef.current?.abort();
    graphRef.current?.stopListening();
    setAnalyser(null);
    dispatch({ type: 'FAILED' });
  }, [opts.disabled, state.status, recorder]);

  const onPlaybackEnded = useCallback(() => {
    dispatch({ type: 'SPOKEN' });
    setAnalyser(null);
  }, []);

  const toggleMute = useCallback(() => {
    setMuted((m) => {
      const next = !m;
      graphRef.current?.setMuted(next);
      if (audioRef.current) audioRef.current.muted = next;
      return next;
    });
  }, []);

  return { state, analyser, muted, notice, audioRef, record, stop, toggleMute, onPlaybackEnded };
}
