// The Web Audio side of voice mode: an analyser on the microphone while recording and on the
// playback while the AI speaks (both feed the waveform), and a gain stage for mute.

export class VoiceAudioGraph {
  private ctx: AudioContext | null = null;
  private mic: MediaStreamAudioSourceNode | null = null;
  private playback: { element: HTMLAudioElement; analyser: AnalyserNode; gain: GainNode } | null = null;
  private muted = false;

  /** Call from the tap itself: browsers let audio start only from a user gesture. */
  wake(): void {
    if (typeof AudioContext === 'undefined') return;
    this.ctx ??= new AudioContext();
    if (this.ctx.state === 'suspended') void this.ctx.resume();
  }

  /** The microphone's level, for the waveform (not routed to the speakers). */
  listenTo(stream: MediaStream): AnalyserNode | null {
    if (!this.ctx) return null;
    this.mic?.disconnect();
    this.mic = this.ctx.createMediaStreamSource(stream);
    const analyser = this.analyser();
    this.mic.connect(analyser);
    return analyser;
  }

  stopListening(): void {
    this.mic?.disconnect();
    this.mic = null;
  }

  /** Routes the element through analyser and gain; an element can be attached only once. */
  playThrough(element: HTMLAudioElement): AnalyserNode | null {
    if (!this.ctx) return null;
    if (this.playback?.element === element) return this.playback.analyser;
    const source = this.ctx.createMediaElementSource(element);
    const analyser = this.analyser();
    const gain = this.ctx.createGain();
    gain.gain.value = this.muted ? 0 : 1;
    source.connect(analyser);
    analyser.connect(gain);
    gain.connect(this.ctx.destination);
    this.playback = { element, analyser, gain };
    return analyser;
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    if (this.playback) this.playback.gain.gain.value = muted ? 0 : 1;
  }

  close(): void {
    this.stopListening();
    void this.ctx?.close().catch(() => {});
    this.ctx = null;
    this.playback = null;
  }

  private analyser(): AnalyserNode {
    const analyser = this.ctx!.createAnalyser();
    analyser.fftSize = 1024;
    analyser.smoothingTimeConstant = 0.6;
    return analyser;
  }
}
