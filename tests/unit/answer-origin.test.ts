// The label on an answer card and in the pop-out: which text the candidate is reading.
import { answerOrigin } from '@/lib/interview/answer-origin';

describe('answerOrigin', () => {
  it('says the offline answer stands in while the model is slow, and that the model’s answer took its place', () => {
    expect(answerOrigin({ source: 'offline', fallback: true })).toEqual({ label: 'Offline answer while the model is slow: talking points from your resume and job description', tone: 'offline' });
    expect(answerOrigin({ source: 'ai', fallback: false, replacedOffline: true })).toEqual({ label: "The model's answer, in place of the offline one", tone: 'model' });
  });

  it('keeps the offline engine’s own label, and none for a model’s answer shown as it came', () => {
    expect(answerOrigin({ source: 'offline', screen: true })?.label).toBe('Talking points from your screen and common problem patterns (no AI model configured)');
    expect(answerOrigin({ source: 'ai' })).toBeNull();
  });
});
