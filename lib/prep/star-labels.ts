// The words an answer laid out in STAR lines starts each line with ("Situation:", "Acción:"),
// one table per language: the offline answers and the models write them in the interview's
// language. A combined label ("Situation / Task") is read as its first element.
import type { StarElement } from '../feedback/rubric/feedback-language';

type StarLabels = Record<StarElement, readonly string[]>;

const LABELS: Record<string, StarLabels> = {
  en: { Situation: ['situation', 'context'], Task: ['task'], Action: ['action', 'actions'], Result: ['result', 'results', 'outcome'] },
  es: { Situation: ['situación', 'contexto'], Task: ['tarea'], Action: ['acción', 'acciones'], Result: ['resultado', 'resultados'] },
  pt: { Situation: ['situação', 'contexto'], Task: ['tarefa'], Action: ['ação', 'ações'], Result: ['resultado', 'resultados'] },
  fr: { Situation: ['situation', 'contexte'], Task: ['tâche'], Action: ['action', 'actions'], Result: ['résultat', 'résultats'] },
  de: { Situation: ['situation', 'kontext'], Task: ['aufgabe'], Action: ['handlung', 'aktion', 'vorgehen'], Result: ['ergebnis', 'resultat'] },
  hi: { Situation: ['स्थिति'], Task: ['कार्य'], Action: ['क्रिया', 'कार्रवाई'], Result: ['परिणाम'] },
  zh: { Situation: ['情境', '情况', '背景'], Task: ['任务'], Action: ['行动'], Result: ['结果'] },
};

/** Every language's label, lower case, with the element it names: an answer's language need not be known to read its lines. */
export const STAR_LABELS: ReadonlyMap<string, StarElement> = new Map(
  Object.values(LABELS).flatMap((table) => (Object.entries(table) as [StarElement, readonly string[]][]).flatMap(([element, words]) => words.map((w) => [w, element] as const))),
);

// A bullet or number, the label (a second one after "/" is ignored), a colon; Markdown bold allowed.
const LABELLED_LINE = /^\s*(?:[-*•]\s+|\d+[.)]\s+)?(?:\*\*)?([\p{L}\p{M}]+)(?:\s*\/\s*[\p{L}\p{M} ]+)?(?:\*\*)?\s*[:：](?:\*\*)?\s*(.*)$/u;

/** The element a line names with its label and the text after the label; null for any other line. */
export function starLine(line: string): { element: StarElement; text: string } | null {
  const m = LABELLED_LINE.exec(line);
  const element = m ? STAR_LABELS.get(m[1].toLowerCase()) : undefined;
  return m && element ? { element, text: m[2] } : null;
}
