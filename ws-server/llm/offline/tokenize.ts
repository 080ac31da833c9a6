// Words for ranking: lower-case, stop words out, a light suffix stemmer so "led" and
// "leading", "migrations" and "migration" meet. Symbols that name technologies stay (c++, c#, node.js).

const STOP = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both but by can could did do does doing down during each few for from further had has have having he her here hers him his how i if in into is it its itself just me more most my no nor not of off on once only or other our ours out over own same she should so some such than that the their them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yourself
  tell describe explain walk talk give example time please us something anything`.split(/\s+/),
);

export function tokenize(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9][a-z0-9+#.]*[a-z0-9+#]|[a-z0-9]/g) ?? [])
    .filter((word) => !STOP.has(word))
    .map(stem);
}

function stem(word: string): string {
  if (word.length <= 3 || /[^a-z]/.test(word)) return word;
  let w = word;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:ings?|ed)$/.test(w) && w.replace(/(?:ings?|ed)$/, '').length >= 3) w = w.replace(/(?:ings?|ed)$/, '');
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  // "resolve", "resolved", "resolving" all become "resolv".
  return w.length > 4 && w.endsWith('e') ? w.slice(0, -1) : w;
}
