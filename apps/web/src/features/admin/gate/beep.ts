import type { scanTone } from "@ferry/shared/gate";

type Tone = ReturnType<typeof scanTone>;

let context: AudioContext | null = null;

/** The notes of each result: one high beep admits, two middle beeps for "already used", a low buzz refuses. */
const NOTES: Record<Tone, { frequency: number; start: number; length: number }[]> = {
  green: [{ frequency: 1046, start: 0, length: 0.15 }],
  amber: [
    { frequency: 660, start: 0, length: 0.12 },
    { frequency: 660, start: 0.18, length: 0.12 },
  ],
  red: [{ frequency: 196, start: 0, length: 0.45 }],
};

/** A short sound through the Web Audio API (silent where the browser has none). */
export function beep(tone: Tone): void {
  try {
    const Context =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    context ??= new Context();
    const audio = context;
    if (audio.state === "suspended") void audio.resume();
    for (const note of NOTES[tone]) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = tone === "red" ? "square" : "sine";
      oscillator.frequency.value = note.frequency;
      const at = audio.currentTime + note.start;
      gain.gain.setValueAtTime(0.2, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + note.length);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(at);
      oscillator.stop(at + note.length);
    }
  } catch {
    // no sound is no reason to stop the gate
  }
}
