// npm run bench:claims [-- --misses] [--held-out-misses]: precision and recall of the
// unsupported-claim check's flags on the labelled set in ./cases (answer sentences in seven
// languages, each with its candidate's record and the hiring side), for the tune split, the
// held-out split (kept out of the tuning) and both. --misses lists each false positive and false
// negative of the tune split; --held-out-misses those of the held-out split. A bench, not a
// test: it prints its figures and exits 0 whatever they are.
import { findUnsupportedClaims } from '../../lib/evidence/unsupported-claims';
import { CLAIM_SETS } from './cases';
import { printGoals, printMisses, printSplit, GOALS } from './report';
import { scoreSets, type ClaimCheck } from './score-cases';

const check: ClaimCheck = (answer, support) => findUnsupportedClaims(answer, support);
const args = new Set(process.argv.slice(2));

const results = scoreSets(check, CLAIM_SETS);
const tune = results.filter((r) => r.split === 'tune');
const heldOut = results.filter((r) => r.split === 'held-out');
const languages = [...new Set(results.map((r) => r.lang))];

console.log('Unsupported-claim check on the labelled set (bench/claims/cases): %d sentences in %s', results.length, languages.join(', '));
console.log('A flag is a hit when it overlaps a claim marked in the sentence, one to one.');
printSplit(`tune (${tune.length} sentences)`, tune);
printSplit(`held-out (${heldOut.length} sentences, kept out of the tuning)`, heldOut);
printSplit(`all (${results.length} sentences)`, results);
console.log(`\nGoals: precision ≥ ${GOALS.precision} and recall ≥ ${GOALS.recall} overall, no language under ${GOALS.perLanguage} on either`);
printGoals('held-out', heldOut);
printGoals('all', results);
if (args.has('--misses')) printMisses('tune misses', tune);
if (args.has('--held-out-misses')) printMisses('held-out misses', heldOut);
