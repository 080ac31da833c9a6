// English stop words, each under the readers that drop it (../stop-word-list.ts says why the
// readers differ).
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  'ranking rubric detector': `a about an and are at be but can could did do does for how i in is it just me of on or
    so that the then there this through to was we were what when where which who why will with would you your tell
    describe explain please us`,
  'ranking rubric': `above after again against all am any as because been before being below between both by doing
    down during each few from further had has have having he her here hers him his if into its itself more most my no
    nor not off once only other our ours out over own same she should some such than their them these they those too
    under until up very while whom yours yourself give example time something anything`,
  'ranking detector': `walk`,
  ranking: `talk`,
  'rubric detector': `okay ok well`,
  rubric: `also aren't can't cannot couldn't didn't doesn't don't get got hadn't hasn't haven't he'd he'll he's here's
    herself himself how's i'd i'll i'm i've isn't it's let's much mustn't myself ought ourselves really shan't she'd
    she'll she's shouldn't that's theirs themselves there's they'd they'll they're they've wasn't we'd we'll we're
    we've weren't what's when's where's who's why's won't wouldn't you'd you'll you're you've yourselves um umm uh uhh
    er erm ah hmm like yeah yes actually basically literally kind sort know mean thing things stuff lot lots way ways
    one ones everything someone times question answer think thought say said go going gone make made take took want
    wanted need needed use used work worked working able sure maybe probably new good great best better`,
  detector: `now`,
});
