'use client';
import { useId } from 'react';
import { AUTO_LANGUAGE, languageLabel } from '@/lib/language/languages';
import { ANSWER_LANGUAGE_CHOICES, answersFromChoice, choiceValue, INTERVIEW_LANGUAGE_CHOICES } from '@/lib/profile/language-choices';
import type { InterviewLanguageSetting } from '@/lib/validations/interview-language';

const SELECT =
  'max-w-[14.5rem] rounded-lg border border-slate-300 bg-white px-2 py-1 text-xs font-semibold text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-100';

interface Props {
  value: InterviewLanguageSetting;
  onChange: (value: InterviewLanguageSetting) => void;
  /** Under Auto-detect, the language the recogniser reports hearing. */
  heard?: string;
  /** Fixed while a session runs, like "Listen to": the server took the language from the hello. */
  disabled: boolean;
}

/**
 * "Language" and "Answers in" for this session only: they start at the saved Personalize choice
 * and are not saved back, so trying a language once does not change the next interview.
 */
export function LanguagePicker({ value, onChange, heard, disabled }: Props) {
  const id = useId();
  const title = disabled ? 'Stop the interview to change the language' : undefined;
  return (
    <div className="inline-flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700" title={title}>
      <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
        <label htmlFor={`${id}-interview`}>Language</label>
        <select
          id={`${id}-interview`}
          className={SELECT}
          value={choiceValue(value.interview, INTERVIEW_LANGUAGE_CHOICES)}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, interview: e.target.value })}
        >
          {INTERVIEW_LANGUAGE_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        {value.interview === AUTO_LANGUAGE && heard && (
          <span className="text-xs text-slate-600" data-testid="heard-language">
            · heard {languageLabel(heard)}
          </span>
        )}
      </span>
      <span className="inline-flex items-center gap-2">
        <label htmlFor={`${id}-answers`}>Answers in</label>
        <select
          id={`${id}-answers`}
          className={SELECT}
          value={choiceValue(value.answers, ANSWER_LANGUAGE_CHOICES)}
          disabled={disabled}
          onChange={(e) => onChange({ ...value, answers: answersFromChoice(e.target.value) })}
        >
          {ANSWER_LANGUAGE_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
