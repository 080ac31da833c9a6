// The offline practice bank in German: written for Cuecard in the "Sie" of a German job
// interview ("Erzählen Sie mir von…", "Schildern Sie…"), not translated from the English bank.
import type { PracticeQuestion } from '../../../practice/practice-question';
import { bankGroup } from '../../../practice/question-group';

const group = bankGroup('de');

export const PRACTICE_QUESTIONS: readonly PracticeQuestion[] = [
  ...group('gen-b', 'behavioural', ['general'], [
    ['Erzählen Sie mir von einer Situation, in der Sie eine fast unmögliche Frist einhalten mussten. Wie sind Sie vorgegangen?', 'Frist, Prioritäten, Druck, Planung, Termintreue'],
    ['Schildern Sie eine Meinungsverschiedenheit mit einem Kollegen und wie Sie sie gelöst haben.', 'Konflikt, Zusammenarbeit, Team, Kommunikation, Lösung'],
    ['Erzählen Sie mir von einem Fehler, der Ihnen bei der Arbeit passiert ist. Was hat er gekostet, und was haben Sie danach geändert?', 'Fehler, Verantwortung, Lernen, Qualität, Prozesse'],
    ['Nennen Sie mir ein Beispiel, bei dem Sie von sich aus Verantwortung übernommen haben, ohne dass jemand darum gebeten hat.', 'Eigeninitiative, Verantwortung, Führung, Verbesserung, Selbstständigkeit'],
    ['Welche Kritik war für Sie schwer anzunehmen, und was haben Sie daraus gemacht?', 'Feedback, Kritik, Entwicklung, Selbstreflexion, Verbesserung'],
    ['Beschreiben Sie eine Situation, in der Sie sich sehr schnell in ein neues Werkzeug oder Thema einarbeiten mussten.', 'Einarbeitung, Lernen, Anpassungsfähigkeit, Werkzeuge, Schulung'],
    ['Erzählen Sie von einem Projekt, das gescheitert ist oder abgebrochen wurde. Welche Rolle hatten Sie dabei?', 'Scheitern, Projekt, Resilienz, Lehren, Umsetzung'],
    ['Schildern Sie eine Situation, in der Sie eine Führungskraft von einer anderen Meinung überzeugen mussten.', 'Überzeugung, Einfluss, Argumente, Führung, Kommunikation'],
    ['Erzählen Sie von einem Tag, an dem mehrere dringende Anfragen gleichzeitig kamen. Wie haben Sie die Reihenfolge festgelegt?', 'Prioritäten, Dringlichkeit, Organisation, Zeitmanagement, Entscheidung'],
    ['Nennen Sie mir ein Beispiel für einen Ablauf, den Sie verbessert haben. Woran haben Sie gemerkt, dass es besser wurde?', 'Prozess, Verbesserung, Effizienz, Kennzahlen, Automatisierung'],
    ['Erzählen Sie von einem Mal, als Sie einer Kollegin oder einem Kollegen geholfen haben, die gerade nicht weiterkamen.', 'Unterstützung, Team, Hilfsbereitschaft, Mentoring, Zusammenarbeit'],
    ['Beschreiben Sie eine Situation, in der Sie mit sehr wenigen Informationen oder Vorgaben arbeiten mussten.', 'Unklarheit, Selbstständigkeit, Urteilsvermögen, Eigeninitiative, Problemlösung'],
    ['Erzählen Sie von einer Entscheidung, die sich im Nachhinein als falsch herausgestellt hat. Wie haben Sie es bemerkt, und was haben Sie dann getan?', 'Entscheidung, Urteilsvermögen, Verantwortung, Lernen, Risiko'],
    ['Erzählen Sie von einem Mal, als Sie für einen Kunden mehr getan haben, als Ihre Rolle verlangte.', 'Kunde, Service, Engagement, Eigeninitiative, Zufriedenheit'],
    ['Schildern Sie eine Situation, in der Sie jemandem eine schlechte Nachricht überbringen mussten.', 'Kommunikation, schwieriges Gespräch, Ehrlichkeit, Empathie, Fingerspitzengefühl'],
    ['Auf welchen beruflichen Erfolg sind Sie am meisten stolz, und was war genau Ihr Beitrag?', 'Erfolg, Wirkung, Ergebnisse, Beitrag, Stolz'],
    ['Erzählen Sie von einem Projekt, bei dem Sie eng mit anderen Abteilungen zusammengearbeitet haben.', 'abteilungsübergreifend, Zusammenarbeit, Abstimmung, Kommunikation, Schnittstellen'],
    ['Schildern Sie, wie Sie ein Risiko früh erkannt haben, bevor es zum Problem wurde.', 'Risiko, Vorausschau, Vorbeugung, Urteilsvermögen, Eskalation'],
    ['Nennen Sie ein Beispiel, bei dem Sie Ihren Ansatz mitten im Projekt ändern mussten, weil der Plan nicht aufging.', 'Anpassung, Veränderung, Flexibilität, Problemlösung, Umplanung'],
    ['Wie sind Sie mit einem besonders schwierigen Gesprächspartner umgegangen? Erzählen Sie mir davon.', 'schwieriger Kunde, Geduld, Verhandlung, Kommunikation, Konflikt'],
  ]),
  ...group('gen-o', 'other', ['general'], [
    ['Erzählen Sie mir zum Einstieg etwas über sich und Ihren beruflichen Werdegang.', 'Werdegang, Erfahrung, Profil, Karriere, Ausbildung'],
    ['Warum möchten Sie gerade bei uns arbeiten, und warum in dieser Position?', 'Motivation, Unternehmen, Position, Werte, Interesse'],
    ['Was möchten Sie in Ihren ersten hundert Tagen bei uns erreicht haben?', 'Ziele, Einarbeitung, Plan, Prioritäten, Wirkung'],
    ['Angenommen, zwei Vorgesetzte geben Ihnen am selben Tag widersprüchliche Prioritäten. Was tun Sie?', 'Prioritäten, Konflikt, Vorgesetzte, Kommunikation, Entscheidung'],
    ['In welchem Arbeitsumfeld können Sie Ihre beste Arbeit leisten?', 'Arbeitsumfeld, Kultur, Team, Selbstständigkeit, Werte'],
    ['Wo sehen Sie sich beruflich in fünf Jahren?', 'Karriere, Entwicklung, Ziele, Weiterbildung, Ehrgeiz'],
    ['Stellen Sie sich vor, ein Kollege umgeht bei etwas Wichtigem eine Vorgabe. Wie reagieren Sie?', 'Ethik, Integrität, Qualität, Kommunikation, Vorgaben'],
    ['Was ist Ihre größte Stärke, und woran arbeiten Sie gerade noch?', 'Stärken, Schwächen, Selbstreflexion, Entwicklung, Team'],
    ['Wenn Sie bei Ihrem Start feststellen, dass das Team bei einem wichtigen Termin im Verzug ist: Was tun Sie in der ersten Woche?', 'Termin, Verzug, Planung, Team, Umsetzung'],
    ['Wie halten Sie Ihr Fachwissen auf dem neuesten Stand?', 'Weiterbildung, Lernen, Fachwissen, Schulung, Entwicklung'],
    ['Warum möchten Sie Ihre aktuelle Stelle verlassen?', 'Motivation, Wechsel, Karriere, Entwicklung, Erwartungen'],
    ['Was motiviert Sie in Ihrer täglichen Arbeit?', 'Motivation, Werte, Sinn, Zufriedenheit, Engagement'],
    ['Wie würden Sie Ihre Arbeit jemandem erklären, der sich in Ihrem Fach gar nicht auskennt?', 'Kommunikation, Klarheit, Erklärung, Verständlichkeit, Empathie'],
    ['Was erwarten Sie von Ihrer nächsten Führungskraft?', 'Führung, Erwartungen, Zusammenarbeit, Feedback, Selbstständigkeit'],
  ]),
];
