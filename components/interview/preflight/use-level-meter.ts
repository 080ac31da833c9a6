'use client';
import { useEffect, useState } from 'react';
import { meterFraction, rmsLevel, silentForMs, startSilence, trackSilence } from '@/lib/interview/audio-level';

const READ_EVERY_MS = 100;
/** The meter falls back slowly, so short syllables stay visible. */
const DECAY = 0.8;

export interface LevelReading {
  /** 0 to 1 on the meter's decibel scale. */
  level: number;
  silentMs: number;
}

const NONE: LevelReading = { level: 0, silentMs: 0 };

/** A live level meter for one stream's audio: a Web Audio AnalyserNode read ten times a second. */
export function useLevelMeter(stream: MediaStream | null): LevelReading {
  const [reading, setReading] = useState<{ stream: MediaStream; value: LevelReading } | null>(null);
  useEffect(() => {
    const track = stream?.getAudioTracks()[0];
    if (!stream || !track) return;
    const context = new AudioContext();
    const source = context.createMediaStreamSource(new MediaStream([track]));
    const analyser = context.createAnalyser();
    analyser.fftSize = 2048;
    // A silent path to the output keeps every browser pulling audio through the analyser.
    const mute = context.createGain();
    mute.gain.value = 0;
    source.connect(analyser).connect(mute).connect(context.destination);
    void context.resume().catch(() => undefined);
    const samples = new Float32Array(analyser.fftSize);
    let tracker = startSilence(Date.now());
    let shown = 0;
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      const rms = rmsLevel(samples);
      const now = Date.now();
      tracker = trackSilence(tracker, rms, now);
      shown = Math.max(meterFraction(rms), shown * DECAY);
      setReading({ stream, value: { level: shown, silentMs: silentForMs(tracker, now) } });
    }, READ_EVERY_MS);
    return () => {
      clearInterval(timer);
      source.disconnect();
      void context.close().catch(() => undefined);
    };
  }, [stream]);
  return reading && reading.stream === stream ? reading.value : NONE;
}
