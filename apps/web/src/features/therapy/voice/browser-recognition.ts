// The browser's own speech recognition, used when the server has no transcription provider
// (it answers 501 stt_unavailable). Runs alongside the recorder and gives its final text at stop.

interface RecognitionResultList {
  length: number;
  [i: number]: { isFinal: boolean; 0: { transcript: string } };
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((e: { resultIndex: number; results: RecognitionResultList }) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionCtor = new () => Recognition;

const LOCALES: Record<string, string> = {
  english: 'en-US', french: 'fr-FR', spanish: 'es-ES', german: 'de-DE', italian: 'it-IT',
  urdu: 'ur-PK', chinese: 'zh-CN', hindi: 'hi-IN', arabic: 'ar-SA', dutch: 'nl-NL',
};

function recognitionCtor(): RecognitionCtor | null {
  const w = window as unknown as { SpeechRecognition?: RecognitionCtor; webkitSpeechRecognition?: RecognitionCtor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export function browserRecognitionAvailable(): boolean {
  return recognitionCtor() !== null;
}

export interface BrowserRecognition {
  /** Ends listening and resolves with everything recognised (possibly empty). */
  finish(): Promise<string>;
  abort(): void;
}

export function startBrowserRecognition(language: string): BrowserRecognition | null {
  const Ctor = recognitionCtor();
  if (!Ctor) return null;
  const rec = new Ctor();
  rec.lang = LOCALES[language.trim().toLowerCase()] ?? navigator.language;
  rec.continuous = true;
  rec.interimResults = false;
  const parts: string[] = [];
  let failure: string | null = null;
  let ended = false;
  let onEnded: (() => void) | null = null;
  rec.onresult = (e) => {
    for (let i = e.resultIndex; i < e.results.length; i++) if (e.results[i].isFinal) parts.push(e.results[i][0].transcript);
  };
  rec.onerror = (e) => {
    failure = e.error;
  };
  rec.onend = () => {
    ended = true;
    onEnded?.();
  };
  rec.start();
  return {
    finish: () =>
      new Promise<string>((resolve, reject) => {
        const settle = () => (failure && failure !== 'no-speech' ? reject(new Error(`Speech recognition failed: ${failure}`)) : resolve(parts.join(' ').trim()));
        if (ended) return settle();
        onEnded = settle;
        rec.stop();
      }),
    abort: () => rec.abort(),
  };
}
