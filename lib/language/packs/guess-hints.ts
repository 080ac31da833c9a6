// What guessing a text's language (../guess-language.ts) knows of one language. Scripts settle
// most languages outright; those that share an alphabet are told apart by their most frequent
// small words and by letters only they use.

export interface GuessHints {
  /**
   * A script no other language of ours is written in: two of its letters settle the guess, or
   * one in a text with no Latin letter. Scripts are tried from the lowest `order` up, so one
   * whose letters also appear in another language's text (Han in Japanese and Korean) goes last.
   */
  script?: { letters: RegExp; order: number };
  /**
   * An alphabet it shares with other languages of ours (Cyrillic): a letter of it puts the text
   * among them; `tells` picks this one, and the one with no `tells` is the guess when none does.
   */
  alphabet?: { letters: RegExp; tells?: RegExp };
  /** The small words it uses most, counted as whole words. */
  functionWords?: readonly string[];
  /** Letters or spellings that only it uses among our languages: one leans the guess its way. */
  uniqueLetters?: RegExp;
}
