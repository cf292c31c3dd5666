// Offline text-to-speech with the espeak-ng program (WAV on stdout), streamed as it is produced.
import { spawn } from 'node:child_process';
import { PassThrough, type Readable } from 'node:stream';
import { AiError } from '../gateway';

const MAX_SPEECH_CHARS = 4000;

export async function espeakSpeech(text: string, voice: string, signal?: AbortSignal): Promise<{ contentType: string; body: Readable }> {
  const input = text.slice(0, MAX_SPEECH_CHARS);
  // Text goes on stdin, never through a shell or the argument list.
  const child = spawn('espeak-ng', ['--stdout', '--stdin', '-v', voice, '-s', '160'], { stdio: ['pipe', 'pipe', 'ignore'], signal });
  const body = new PassThrough();
  await new Promise<void>((resolve, reject) => {
    const fail = (err: unknown) => reject(new AiError('tts_unavailable', `Speech synthesis failed: ${(err as Error)?.message ?? err}`));
    child.once('error', fail);
    child.stdout.once('data', (chunk: Buffer) => {
      child.off('error', fail);
      child.on('error', (err) => body.destroy(err));
      body.write(chunk);
      child.stdout.pipe(body);
      resolve();
    });
    child.once('close', (code) => fail(new Error(`espeak-ng exited with ${code} before producing audio`)));
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
  body.on('close', () => child.kill());
  return { contentType: 'audio/wav', body };
}
