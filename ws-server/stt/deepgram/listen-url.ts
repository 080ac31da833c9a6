// The query of Deepgram's live /v1/listen, as the design asks for it.
export interface ListenParams {
  model: string;
  endpointingMs: number;
  utteranceEndMs: number;
  keyterms: string[];
  language?: string;
  /** With language=multi: the language to bias detection toward (Nova-3 language prompting). */
  languageHint?: string;
  /**
   * Deepgram's speaker diarization: each word of a result names its voice. `diarize=true`, the
   * form every Deepgram release takes (newer docs also offer `diarize_model=latest`).
   */
  diarize?: boolean;
}

export function listenUrl(base: string, params: ListenParams): string {
  const url = new URL(base);
  const query = url.searchParams;
  query.set('model', params.model);
  query.set('encoding', 'linear16');
  query.set('sample_rate', '16000');
  query.set('channels', '1');
  query.set('interim_results', 'true');
  query.set('endpointing', String(params.endpointingMs));
  query.set('utterance_end_ms', String(params.utteranceEndMs));
  query.set('vad_events', 'true');
  query.set('smart_format', 'true');
  if (params.language) query.set('language', params.language);
  if (params.languageHint) query.set('language_hint', params.languageHint);
  if (params.diarize) query.set('diarize', 'true');
  for (const term of params.keyterms) query.append('keyterm', term);
  return url.toString();
}
