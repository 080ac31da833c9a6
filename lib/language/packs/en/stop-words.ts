// English stop words. The first part (articles, pronouns, "tell me about") is dropped from every
// text before passages are ranked; the second, fillers and words too common in spoken answers to
// say what they are about, only from English text.
import { stopWordList } from '../stop-word-list';

export const STOP_WORDS = stopWordList({
  everywhere: `a about above after again against all am an and any are as at be because been before being below between both
    but by can could did do does doing down during each few for from further had has have having he her here hers
    him his how i if in into is it its itself just me more most my no nor not of off on once only or other our ours
    out over own same she should so some such than that the their them then there these they this those through to
    too under until up very was we were what when where which while who whom why will with would you your yours
    yourself tell describe explain walk talk give example time please us something anything`,
  ownLanguage: `also aren't can't cannot couldn't didn't doesn't don't get got hadn't hasn't haven't he'd he'll he's here's
    herself himself how's i'd i'll i'm i've isn't it's let's much mustn't myself ought ourselves really shan't she'd
    she'll she's shouldn't that's theirs themselves there's they'd they'll they're they've wasn't we'd we'll we're
    we've weren't what's when's where's who's why's won't wouldn't you'd you'll you're you've yourselves um umm uh
    uhh er erm ah hmm like yeah yes okay ok well actually basically literally kind sort know mean thing things stuff
    lot lots way ways one ones everything someone times question answer think thought say said go going gone make
    made take took want wanted need needed use used work worked working able sure maybe probably new good great best
    better now`,
});
