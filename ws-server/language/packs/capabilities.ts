// The capabilities a ws-server pack may provide, in the order the coverage table shows them
// after the shared ones, and what a language without one gets.
import type { CapabilityInfo } from '../../../lib/language/packs/capabilities';
import type { WsCapability } from './ws-language-pack';

export const WS_CAPABILITIES: Readonly<Record<WsCapability, CapabilityInfo>> = {
  questionRules: { label: 'question rules', without: 'english' },
  talkingPoints: { label: 'offline talking points', without: 'english' },
  deepgram: { label: 'Deepgram', without: 'none' },
  answerText: { label: 'answers counted in characters', without: 'none' },
  followUps: { label: 'practice follow-ups', without: 'none' },
};
