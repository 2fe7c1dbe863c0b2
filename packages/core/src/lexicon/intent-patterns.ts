/**
 * Hand-written intent cues: phrase patterns (see scoring/patterns.ts for the syntax) with the
 * signal type they vote for, a weight, flags and a short label used in the one-line reason.
 * Written for FirstSignal from how people ask for, complain about and request software. Nothing
 * here is learned: the phrases and round weights are chosen by hand, then refined by reading the
 * errors on the evaluation datasets' training splits only (SemEval-2019 Task 9 train/trial, one
 * fixed half of the ACL 2019 complaints); bench/quality.ts reports the held-out splits.
 *
 * Weights: ~2 is a decisive cue, ~1.2 a clear one, ~0.6 a hint, negative a veto ("please help"
 * is not a feature request). A type needs about 1 to win (scoring/intent.ts TYPE_THRESHOLD).
 * Flags: H = wants a solution now (High urgency); N = ignored when negated ("not willing to pay");
 *        S = switching away from a product.
 */
import type { SignalType } from '../signal';

export type CueRow = readonly [pattern: string, weight: number, flags: string, label: string];

const MACROS: Record<string, string> = {
  TOOL:
    'tool|tools|app|apps|application|software|service|services|platform|solution|website|site|plugin|extension|' +
    'program|saas|system|crm|product|template|api|library|framework|bot|addon|script|spreadsheet|integration|' +
    'marketplace|provider|agency|company|vendor',
  NEG: 'not|dont|doesnt|didnt|cant|cannot|wont|isnt|arent|wasnt|werent|havent|hasnt|never|couldnt|wouldnt|aint|no',
  GOOD:
    'nice|great|good|cool|awesome|helpful|useful|handy|better|ideal|amazing|fantastic|wonderful|beneficial|' +
    'convenient|valuable|excellent|brilliant|perfect|lovely|neat|sweet|smart|sensible|fun|easier|interesting|' +
    'preferable|desirable|welcome|appreciated|essential|important|best|superb|comfortable|practical|possible|' +
    'natural|intuitive|logical|efficient|elegant|consistent|flexible|friendly|simpler|faster|cleaner|safer|smoother|' +
    'quicker|reasonable|appropriate|fair|pleasant|usefull|usable|beneficial|advantageous|necessary|needed|fine',
  FRS:
    'add|allow|enable|provide|include|support|implement|introduce|integrate|expose|bring|let|give|offer|extend|' +
    'consider|improve|unlock|display|show|remove|change|increase|reduce|rename|separate|expand|restore|merge|' +
    'automate|sync|publish|hide|disable|limit|raise|lower|accept|notify|warn|detect|export|import|promote|release|' +
    'port|enhance|redesign|simplify|replace|update|upgrade|adopt|drop|allow|permit|deliver|rethink|reconsider|' +
    'open|make|keep|stop|ensure|create|unify|rewrite|rework|modify|adjust|optimize|optimise|split|combine|distribute|' +
    'standardize|standardise|decrease|develop',
  FRV:
    'enhance|redesign|simplify|upgrade|adopt|permit|rethink|reconsider|' +
    'add|allow|enable|provide|include|support|implement|introduce|integrate|expose|bring|make|let|give|create|' +
    'offer|extend|consider|show|display|change|improve|update|remove|increase|reduce|rename|separate|expand|' +
    'unlock|release|port|have|get|put|build|develop|design|use|set|open|fix|restore|return|replace|merge|' +
    'automate|sync|publish|list|sort|filter|hide|disable|limit|extend|raise|lower|accept|require|turn|pin|' +
    'store|save|send|notify|warn|ask|check|detect|track|record|export|import|share|link|integrate|promote',
  WHO: 'anyone|anybody|someone|somebody|you|people|folks|yall|guys|redditors',
  ME: 'i|we|im|ive|id|were',
  TIME: 'hours|hour|days|day|weeks|week|months|month|minutes|time|ages|forever|evenings|weekends|nights',
  PROD:
    'order|orders|package|parcel|delivery|account|app|service|update|bill|charge|flight|train|internet|wifi|phone|' +
    'refund|payment|card|connection|website|site|product|item|subscription|router|signal|network|battery|device|' +
    'laptop|printer|tv|email|shipment|booking|ticket|seat|luggage|bag|car|software|server|login|password|store',
};

function macro(p: string): string {
  return p.replace(/\b[A-Z]{2,}\b/g, (m) => MACROS[m] ?? m);
}

const BUYING: CueRow[] = [
  ['willing|happy|glad|ready|prepared to pay', 3, 'HN', 'would pay for a solution'],
  [
    'would|will|id|ill|wed happily|gladly|definitely|totally|easily|gladly|absolutely|genuinely|honestly|seriously|really? pay, i|we would|will|d|ll pay',
    3,
    'HN',
    'would pay for a solution',
  ],
  ['take my money, shut up and take', 3, 'H', 'would pay for a solution'],
  ['would|id|will|ill definitely|happily|totally|instantly? buy|subscribe|purchase', 2.4, 'HN', 'would buy'],
  ['pay good money', 2.6, 'HN', 'would pay for a solution'],
  [
    'would|id|will|ill|wed definitely|totally|happily|absolutely|100? use|try this|it|that|one, i|we would|d definitely|totally|happily|absolutely? use|try this|it|that|one',
    1.6,
    'N',
    'would use it',
  ],
  ['where can|do|should i|we buy|purchase|get|order', 2.2, 'H', 'wants to buy'],
  ['want|looking|ready|planning|going|trying|need to buy|purchase|order|subscribe', 2.2, 'HN', 'wants to buy'],
  ['looking|want|need|trying|planning to hire|outsource|contract', 2.2, 'HN', 'wants to hire'],
  ['hiring a|an', 1.6, 'H', 'wants to hire'],
  [
    'looking for a|an developer|freelancer|agency|consultant|designer|contractor|va|assistant|accountant|bookkeeper|vendor|supplier',
    2.2,
    'HN',
    'wants to hire',
  ],
  ['budget is|of|around|for, my|our budget', 1.6, 'H', 'has a budget'],
  ['how much does|do|would|will|should ~ cost|charge, how much for, what does ~ cost', 1.5, '', 'asks about price'],
  ['get a quote, quote for', 1.6, 'H', 'wants a quote'],
  ['switching|switch|moving|migrating|migrate|move from, moving|move away from', 2.2, 'HS', 'wants to switch products'],
  ['switching|migrating to', 1.6, 'HS', 'wants to switch products'],
  ['thinking of|about switching|leaving|dropping|cancelling|canceling|replacing', 2.2, 'HS', 'wants to switch products'],
  ['want|need|looking|trying|planning to replace|ditch|drop|leave|switch|migrate', 2.2, 'HSN', 'wants to switch products'],
  ['replacement for', 2, 'HS', 'wants to switch products'],
  ['paying for', 1.2, '', 'pays for a solution'],
  ['worth paying|buying, worth the money|price', 1.4, '', 'weighs a purchase'],
  ['worth it, free trial', 0.8, '', 'weighs a purchase'],
  ['pricing, price plan|plans', 0.6, '', 'asks about price'],
  ['sign me up, where do i sign up', 2.4, 'H', 'would buy'],
  ['id|wed|ill|would|will definitely|happily|gladly|totally? sign up|subscribe', 2.4, 'HN', 'would buy'],
];

const RECOMMEND: CueRow[] = [
  // Asking others to name a product, service or person is wanting a solution now (H); asking
  // for advice or tips is not.
  ['any|some recommendations|recommendation|suggestions|recs|suggestion', 2, 'HN', 'asks for recommendations'],
  ['any|some advice|pointers|tips', 2, 'N', 'asks for advice'],
  ['WHO recommend|suggest', 1.6, 'HN', 'asks for recommendations'],
  ['can|could|would WHO please? recommend|suggest|point', 2.2, 'HN', 'asks for recommendations'],
  [
    'what|which would|do|does|can|should you|yall|people|everyone|anyone all|guys|folks? recommend|suggest|use|prefer',
    2.2,
    'HN',
    'asks what others use',
  ],
  ['what|which TOOL do|does|should|would|can|are|is ~ use|using|recommend|suggest', 2.2, 'HN', 'asks for a tool'],
  ['what|which TOOL', 1.2, 'N', 'asks for a tool'],
  ['what are you|people|yall|guys using, what do you|people|yall|guys use', 2, 'HN', 'asks what others use'],
  ['recommend me|a|an|any|some|good', 1.6, 'HN', 'asks for recommendations'],
  ['recommendations|suggestions for|on', 1.8, 'HN', 'asks for recommendations'],
  [
    'looking for a|an|some|any|the|good|best|decent|simple|cheap|free|reliable|better TOOL, looking for a|an|some|any|the|good|best|decent|simple|cheap|free|reliable|better * TOOL',
    2.4,
    'HN',
    'asks for a tool',
  ],
  ['looking for recommendations|suggestions|advice|alternatives|options|ideas|something', 2.2, 'HN', 'asks for recommendations'],
  ['in search of, search for a|an', 1.4, 'N', 'asks for recommendations'],
  ['looking for', 1.1, 'N', 'is looking for something'],
  ['is|are there a|an|any|some TOOL, is|are there a|an|any|some * TOOL', 2.4, 'HN', 'asks for a tool'],
  ['is|are there a|an|any|some * * TOOL', 2, 'HN', 'asks for a tool'],
  ['is there a|any way|method to', 1.5, 'N', 'asks for a way to do it'],
  ['is there anything|something that|which|like|for', 1.8, 'N', 'asks for a tool'],
  ['does WHO know of|about? a|an|any|some|where|how|what|if|whether|good', 1.8, 'N', 'asks for recommendations'],
  ['know of a|an|any|some good?', 1.6, 'HN', 'asks for recommendations'],
  ['^anyone|anybody|someone know|recommend a|an|any|some|of|good', 1.8, 'HN', 'asks for recommendations'],
  [
    'need|want a|an|some|good|simple|better|decent TOOL, need|want a|an|some|good|simple|better|decent * TOOL',
    2,
    'HN',
    'asks for a tool',
  ],
  [
    'best|good|better|decent|reliable|cheap|cheapest|affordable|free|easiest|simplest|top TOOL for|to|that|which, best|good|better|decent|reliable|cheap|cheapest|affordable|free|easiest|simplest|top * TOOL for|to|that',
    1.6,
    'H',
    'asks for the best tool',
  ],
  ['best way|option|approach|practice to|for', 1.2, '', 'asks for the best way'],
  [
    'what is|are the best|easiest|simplest|cheapest|right|recommended, whats the best|easiest|simplest|cheapest|right|recommended',
    1.8,
    'N',
    'asks for the best option',
  ],
  [
    'what is|are the best|easiest|simplest|cheapest|right|recommended TOOL, whats the best|easiest|simplest|cheapest|right|recommended TOOL, whats the best|easiest|simplest|cheapest|right|recommended * TOOL',
    2,
    'HN',
    'asks for a tool',
  ],
  ['which is|one the? best|better|easiest|recommended', 1.6, 'N', 'asks for the best option'],
  ['which one|ones should|would|do', 1.6, 'N', 'asks which to choose'],
  ['alternative|alternatives to|for', 2.2, 'HS', 'looks for an alternative'],
  [
    'good|better|cheaper|free|decent alternative|alternatives, open source alternative|alternatives',
    2,
    'HS',
    'looks for an alternative',
  ],
  ['any alternatives|alternative|options|suggestions|ideas', 2, 'N', 'asks for recommendations'],
  [
    'has|have anyone|anybody|you ever? used|tried, has|have anyone|anybody|you ever? worked with, has|have anyone|anybody|you ever? had experience',
    1.5,
    '',
    'asks about experiences',
  ],
  ['^anyone|anybody use|used|using|tried|try|know|recommend|have', 1.6, '', 'asks about experiences'],
  ['^any TOOL', 1.6, 'H', 'asks for a tool'],
  ['where can|do|should i find|get, where to find|get|buy', 1.5, 'N', 'asks where to find it'],
  ['can|could you|anyone|someone point me, point me in the right direction', 2, 'N', 'asks for recommendations'],
  ['vs|versus', 0.8, '', 'compares options'],
  ['or should i', 1, '', 'compares options'],
  ['TOOL recommendation|recommendations|suggestions', 2.2, 'HN', 'asks for a tool'],
];

const FEATURE: CueRow[] = [
  ['please FRV', 1.7, 'N', 'requests a feature'],
  ['^FRS, ^lets FRV', 1.4, '', 'requests a feature'],
  ['^FRS the|a|an|support|option|ability|more|us|users|me|developers|apps|it|this|some', 0.6, '', 'requests a feature'],
  ['^please', 1, '', 'requests a feature'],
  [
    'please help|advise|explain|tell|let|share|recommend|suggest|dm|reply|respond|send|contact|conntact|call|confirm|clarify|check|assist|note|vote|upvote|see|find|read|refer|ignore|forgive|excuse|bear|stay|feel|try|visit|follow|subscribe|download|wait|email|message|login|log|sign|click, i|we would|d like to know|ask|understand|find|learn|hear|get|buy|thank, i|id|wed love to know|hear, would like some|more? help|advice|info|information',
    -1.2,
    '',
    'not a request',
  ],
  [
    'you should|could|might|can|may try|use|check|look|consider|get|go|ask|talk|contact|read|search|google|just|probably|definitely|really|have, you may|might want to, make sure, keep in mind, remember to, dont forget',
    -1.2,
    '',
    'gives advice',
  ],
  ['refund|refunds|compensation|apology|replacement, my money, money back', -1.2, '', 'wants money back'],
  ['would you|yall|anyone|people|parents|users use|pay|buy|try', -1.2, '', 'asks for feedback on an idea'],
  [
    '^click|tap|select|press|navigate|go|run|type|enter|launch|install|copy|paste|restart|reboot|uninstall|reinstall, ^open the|a|your|settings, ^create a new, consider the following, let alone, let us|me say, lets say, keep up the|your? good|great|awesome|amazing? work, keep it up',
    -1.2,
    '',
    'gives steps or thanks',
  ],
  [
    'as it|they should, must say, must be a|an|because|due|my|doing|missing|wrong|one, must have been, one should',
    -1.2,
    '',
    'not a request',
  ],
  ['i|we would|d like|love, i would expect, i|we would|d greatly|really|very|much appreciate', 1.2, 'N', 'requests a feature'],
  ['can|could|would|will you|they please|pls|plz|also|just|maybe|kindly|fully|perhaps? FRV', 1.5, 'N', 'requests a feature'],
  ['maybe|perhaps you|they|we|microsoft can|could|should FRV', 1.6, 'N', 'requests a feature'],
  ['can|could we|i|you|users|developers get|have|see, can|could there please? be', 1.3, 'N', 'requests a feature'],
  [
    'it|that|this|there|which would|could|will|might be GOOD, it|that|this|there|which would|could|will|might be * GOOD, it|that|this|there|which would|could|will|might be * * GOOD',
    1.9,
    'N',
    'requests a feature',
  ],
  ['itd|thatd|thered|itll|thatll be ~ GOOD, itd|thatd|thered be', 1.9, 'N', 'requests a feature'],
  ['would|could|will it be possible', 1.5, '', 'requests a feature'],
  ['would|could be|also|really|so|very|much|extremely|super|even|nice|more|quite GOOD', 1.4, 'N', 'requests a feature'],
  ['would be', 0.7, '', 'requests a feature'],
  [
    'would|could|will|might be a|an ~ improvement|addition|advantage|benefit|idea|feature|option|plus|bonus|enhancement|win|solution|godsend|lifesaver|blessing, is|be a GOOD idea|addition|feature|improvement|option|solution',
    1.6,
    'N',
    'requests a feature',
  ],
  ['is|be GOOD to|if', 0.6, 'N', 'requests a feature'],
  [
    'it|this|that would|could|will save|eliminate|help|allow|make|enable|improve|reduce|simplify|solve|avoid|prevent|remove|let|give',
    0.5,
    'N',
    'requests a feature',
  ],
  [
    'another|better|alternative|simple|easy|possible|easier|simpler|cleaner|nicer solution|option|approach|idea|way would|could|is|might',
    1.2,
    '',
    'requests a feature',
  ],
  ['could|might|can also? FRV|be', 0.4, 'N', 'requests a feature'],
  ['would|could make sense', 1.2, 'N', 'requests a feature'],
  ['would|could help|improve|solve|allow|enable|simplify|save|let|give|fix', 0.5, 'N', 'requests a feature'],
  ['would|could|might also|really|definitely|certainly|surely? be ~ GOOD', 1.6, 'N', 'requests a feature'],
  [
    'if it were|was possible, ^requesting|proposing|suggesting, why dont we|they|microsoft, at least FRS',
    1.3,
    '',
    'requests a feature',
  ],
  ['to be able to, needed', 0.6, '', 'requests a feature'],
  ['perhaps|maybe ~ could|should|would', 0.8, '', 'requests a feature'],
  ['^dont allow|let|force|make|remove|keep|require|limit', 1.2, '', 'requests a feature'],
  ['i|we wish', 1.6, 'N', 'wishes for a feature'],
  ['wish there was|were|is, wish there would be, ^wish', 1.6, '', 'wishes for a feature'],
  ['i|we wish there was|were a|an|some TOOL', 2.2, 'H', 'wishes a tool existed'],
  ['if only', 1.2, '', 'wishes for a feature'],
  [
    'i|we would|d like|love to, i|we would|d like|love a|an|more|some|support|if, i|we would|d like|love the ability|option, i|we would|d like|love it if',
    1.5,
    'N',
    'requests a feature',
  ],
  ['i|we want|need to see|have, i|we want to be', 1.2, 'N', 'requests a feature'],
  [
    'id|wed also|really|just|rather|much|definitely|still? like|love|prefer|want, id|wed suggest|propose|recommend|appreciate',
    1.6,
    'N',
    'requests a feature',
  ],
  ['would|d love to see|have|be able, ^would like|love to', 1.6, 'N', 'requests a feature'],
  ['i|we just|really|also|would|still? want|need a|an|the|my|to|more|some|better|it|them|this', 0.5, 'N', 'wants something'],
  ['want|need to be able to', 1.4, 'N', 'requests a feature'],
  [
    'i|we want|need the ability|option|possibility, i|we want|need an option, i|we want|need a way|feature|button|setting|switch|toggle, i|we want|need support|more, i|we want|need it to',
    1.4,
    'N',
    'requests a feature',
  ],
  ['ability|option|possibility|way|chance to', 0.5, '', 'requests a feature'],
  ['there should|must be, there needs to be, there has to be', 1.8, 'N', 'requests a feature'],
  ['should|must be able to', 1.6, 'N', 'requests a feature'],
  [
    'should|must FRV|be|have|work|allow|support|also|not|offer|come|consider|provide|let|include|look',
    1.3,
    'N',
    'requests a feature',
  ],
  ['should', 1, 'N', 'requests a feature'],
  ['ought to', 1, 'N', 'requests a feature'],
  [
    'needs|need to be|have|support|allow|add|include|work|get|provide|offer|let|fix|improve|make|consider|change|bring|stop',
    1.2,
    'N',
    'requests a feature',
  ],
  [
    'we|developers|users|devs|customers|everyone|everybody need, need|needs a way|feature|button|setting|option|possibility, need|needs an option|api, need|needs the ability|option|possibility, need|needs support',
    1.3,
    'N',
    'requests a feature',
  ],
  [
    'feature request|requests|suggestion, ^suggestion|suggestions|proposal|proposals, ^have a|an option|way|setting|button|feature|ability',
    2,
    '',
    'requests a feature',
  ],
  [
    'my|one|another|a suggestion|proposal|idea|request|recommendation is|would|for, the suggestion|proposal|idea is',
    2,
    '',
    'requests a feature',
  ],
  [
    'i|we suggest|propose|recommend|request|ask|urge, i|we would|d suggest|propose|recommend, i|we am|are suggesting|proposing|requesting|asking, im|were suggesting|proposing|requesting|asking, all i|im am? asking',
    1.6,
    'N',
    'requests a feature',
  ],
  ['suggest|suggestion|proposal|propose|request|suggesting|proposing|requesting', 0.5, '', 'requests a feature'],
  ['why not FRV, why dont you FRV', 1.4, '', 'requests a feature'],
  ['why not', 0.7, '', 'requests a feature'],
  ['is it possible to|that FRV|have|get|be', 1.3, '', 'requests a feature'],
  ['it would be nice if|to', 1, '', 'requests a feature'],
  ['if you|they|it|we|microsoft|google|apple could|can|would', 0.6, '', 'requests a feature'],
  ['support for|of', 0.5, '', 'requests a feature'],
  [
    'add|adding support, add|adding an option, add|adding a feature|button|setting|toggle, add|adding the ability',
    1.4,
    '',
    'requests a feature',
  ],
  [
    'allow|allowing|let|letting|enable|enabling us|users|me|developers|devs|people|apps|customers, allow|allowing|let|letting|enable|enabling the user',
    0.5,
    '',
    'requests a feature',
  ],
  ['make it possible|easier|easy|faster|simpler', 0.8, '', 'requests a feature'],
  ['instead of', 0.4, '', 'requests a feature'],
  ['in the? future, future versions|version|release|update, next version|update|release', 0.5, '', 'requests a feature'],
  ['it is|its time to|for', 0.7, '', 'requests a feature'],
  ['NEG have|has|support|supports|offer|offers a|an|any option|feature|way|setting', 1.1, '', 'points out a missing feature'],
  ['^how about, ^what about', 1.6, '', 'requests a feature'],
  ['would appreciate, be appreciated, appreciate it if', 1.4, '', 'requests a feature'],
  ['could|can you also', 1.2, '', 'requests a feature'],
  ['give us|users|developers|devs|me|people', 1.4, '', 'requests a feature'],
  ['bring|add|put back, bring it back', 1.6, '', 'requests a feature'],
  ['more options|control|flexibility|customization|customisation|settings', 0.9, '', 'requests a feature'],
];

const COMPLAINT: CueRow[] = [
  [
    'terrible|horrible|awful|worst|useless|pathetic|ridiculous|unacceptable|disgusting|garbage|trash|crap|crappy|shitty|lousy|dreadful|appalling|atrocious|abysmal|incompetent|unprofessional|rude|disgraceful|shameful|outrageous|scam|scammed|scamming|scams|ripoff|robbery|extortion|fraud|fraudulent|joke|shambles|disgrace|rubbish|poor|dumb',
    1.4,
    '',
    'complains about a product or service',
  ],
  ['sucks|suck|sucked', 1.5, '', 'complains about a product or service'],
  // How an App Store review's text begins (packages/sources appstore.ts): three stars or fewer is a complaint.
  ['rated 1|2|3 of 5 stars', 1.5, '', 'rates a competitor three stars or fewer'],
  ['rip off, ripped off', 1.8, '', 'complains about a product or service'],
  [
    'frustrated|frustrating|frustration|annoyed|annoying|irritating|infuriating|furious|angry|livid|pissed|upset|disappointed|disappointing|disappointment|unhappy|dissatisfied|unimpressed|unsatisfied|displeased|fuming|gutted|disgusted|mad, fed up, sick of, tired of',
    1.3,
    '',
    'complains about a product or service',
  ],
  ['fail|fails|failed|failing|failure|fiasco', 0.9, '', 'complains about a product or service'],
  [
    'doesnt|dont|didnt|wont|isnt|wasnt|arent|cant|cannot|couldnt|not work|working|load|loading|open|opening|connect|connecting|sync|syncing|respond|responding|start|starting|function|functioning|charge|charging|print|turn',
    1.5,
    '',
    'says something does not work',
  ],
  [
    'stopped|stops|keeps|kept working|crashing|freezing|failing|dropping|disconnecting|breaking|lagging|glitching|charging|asking|happening|getting|telling|saying|showing|closing|restarting|rejecting|declining|cancelling|canceling, keeps|kept logging me out',
    1.4,
    '',
    'says something does not work',
  ],
  [
    'broken|broke|crashes|crashed|crashing|buggy|glitch|glitches|glitchy|bug|bugs|error|errors|outage|laggy|freezes|frozen, down again, is|went down, not loading',
    1.1,
    '',
    'says something does not work',
  ],
  [
    'still waiting|not|no|havent|hasnt|cant|dont|doesnt|nothing|broken, yet again, once again, again and again, for the second|third|fourth|fifth|nth time',
    1.6,
    '',
    'complains about a product or service',
  ],
  [
    'no one, nobody, no response|reply|answer|help|update|updates|signal|internet|service|power|wifi|refund|way|respect|communication|notification|notifications|callback|confirmation|broadband|reception|water|heating',
    1.2,
    '',
    'complains about a product or service',
  ],
  [
    'havent|hasnt|didnt|never|not|wasnt|werent yet? received|arrived|delivered|shipped|refunded|resolved|fixed|heard|responded|replied|showed|turned|come|came|been|receive|arrive|seen|had|gotten',
    1.6,
    '',
    'complains about a product or service',
  ],
  ['where is my|the, wheres my|the', 1.1, '', 'complains about a product or service'],
  [
    'been waiting, on hold, hold for, wait times, kept waiting, still waiting, waiting on you|your, waited * hours|days|weeks|minutes, waiting for a|my|your|the reply|response|refund|order|package|parcel|delivery|callback|call|technician|engineer|answer|update|email',
    1.3,
    '',
    'complains about a product or service',
  ],
  ['waiting, waited', 0.5, '', 'complains about a product or service'],
  [
    'should have been|known|received|arrived|told|had, shouldve been, should not|never have, shouldnt have, was supposed|meant to, were supposed to',
    2,
    '',
    'complains about a product or service',
  ],
  [
    'nasty|gross|horrendous|shocking|unbelievable|stupid|stupidity|idiots|idiotic|absurd|insane|lies|lied|liar|liars|cheated|cheat|duped|misled|screwed|ruined|ruin|ruining|dangerous|unsafe|worse|sad|ashamed|embarrassing|embarrassed|unfair|inexcusable|neglect|negligence|greedy|pathetic|sloppy|shoddy|flimsy|cheaply|rude|disrespectful|arrogant|ignored|ignoring|ignore',
    1.2,
    '',
    'complains about a product or service',
  ],
  [
    'let|letting|lets me|us down, let down, not happy, not impressed, not good enough, not acceptable, not okay|ok, no excuse, no apology, not even|once',
    1.5,
    '',
    'complains about a product or service',
  ],
  [
    'complaint|complaints|complain|complained|complaining|escalate|escalated|compensation|compensate|lawyer|sue|ombudsman|apology|apologize|apologise|excuse|excuses',
    1.2,
    '',
    'complains about a product or service',
  ],
  ['bad', 0.7, '', 'complains about a product or service'],
  [
    'not thrilled|happy|impressed|satisfied|pleased|amused, regret|regretting|regretted|regreting, get your act together, money back, my money, false advertising, fell|falling apart, broke down',
    1.4,
    '',
    'complains about a product or service',
  ],
  [
    'stinks|stink|pointless|wasted|inadequate|hostage|abusing|abusive|stranded|rusting|rusted|squeaks|squeaky|squeaked|worn|mislead|overcharge|scammers|unhelpful|useless',
    1.1,
    '',
    'complains about a product or service',
  ],
  [
    'never got|received|arrived|came|heard|showed, hasnt|didnt|havent|wont|doesnt work|worked, not allowed|accepted|available|working|received|delivered|responding|included|refunded, out of stock',
    1.3,
    '',
    'says something does not work',
  ],
  [
    'too large|small|big|slow|expensive|long|hot|cold|loud|late|early|short|tight|loose|much|many|often|high|low|little|complicated|difficult|hard|buggy, way too',
    0.9,
    '',
    'complains about a product or service',
  ],
  [
    'yet to, no longer, for no reason, what gives, so much for, thanks for nothing, are you kidding|serious, is this a joke, how hard is it, how is it that? you, how come, come on, not like this, took my money, refuse|refused|refusing to',
    1.3,
    '',
    'complains about a product or service',
  ],
  [
    'drains|draining|drained|overheating|overheats|heating|stutters|stuttering|flickering|buffering|lag|lags|disconnects|dropped|drops|dropping',
    0.9,
    '',
    'says something does not work',
  ],
  [
    'shame on, never ~ again, i|we will|ll never, will never ever?, never buying|using|coming|going back',
    1.6,
    '',
    'complains about a product or service',
  ],
  [
    'reply|respond|answer|answering|replying|responding to my dm|dms|email|emails|message|messages|tweet|tweets|calls|complaint|ticket',
    1.2,
    '',
    'complains about a product or service',
  ],
  [
    'PROD issue|issues|problem|problems|error|fault, issue|issues|problem|problems with my|your|the PROD',
    1.0,
    '',
    'complains about a product or service',
  ],
  ['is|are|went|was|been down|offline|out, not available|working, out of stock', 1.1, '', 'complains about a product or service'],
  [
    'dead|died|dies|dying|leaking|leaks|leak|cracked|torn|ripped|hole|scratched|stained|mouldy|moldy|expired|stale|cold|raw|burnt|soggy|undercooked',
    0.6,
    '',
    'complains about a product or service',
  ],
  [
    'you|u guys|people, your staff|employee|employees|agent|agents|team|service|app|website|site|system|driver|drivers|product|company|store|support|customer',
    0.4,
    '',
    'complains about a product or service',
  ],
  [
    'refund|refunds|overcharged|overcharging|unsubscribe, charged twice, double charged, charged me, hidden fees, cancel|cancelled|canceled|cancelling my',
    1.3,
    '',
    'complains about a product or service',
  ],
  ['customer service|support|care, support team, help desk, helpdesk', 0.8, '', 'complains about a product or service'],
  [
    'never again, last time i, never buying|using|flying|ordering|shopping, lost a customer, lost my business',
    1.6,
    '',
    'complains about a product or service',
  ],
  [
    'waste of money|time, not worth, overpriced, way? too expensive, price hike, raised the price, raised prices',
    1.5,
    '',
    'complains about the price or value',
  ],
  [
    'why is|are|does|do|did|cant|can|wont|would|isnt|doesnt|hasnt|havent|didnt|arent|has|have|was|were|dont, why the hell, why on earth',
    1,
    '',
    'complains about a product or service',
  ],
  [
    'what is going on, whats going on, whats happening, what happened, whats up with, what the',
    1.2,
    '',
    'complains about a product or service',
  ],
  [
    'fix this|it|your|the|my, sort it out, sort this|your out?, get it together, do better, step up',
    1.5,
    '',
    'complains about a product or service',
  ],
  ['hate|hates|hated|hating', 1.1, '', 'complains about a product or service'],
  ['ugh|argh|smh|wtf|ffs|omg|seriously|really', 0.5, '', 'complains about a product or service'],
  [
    'delayed|delay|delays|late|cancelled|canceled|missing|lost|damaged|wrong|faulty|defective|incorrect|stuck|unable|unavailable|expired|denied|rejected|blocked|banned|suspended|locked',
    0.7,
    '',
    'complains about a product or service',
  ],
  ['again', 0.5, '', 'complains about a product or service'],
  ['NEG even|ever|anymore, NEG any longer', 0.7, '', 'complains about a product or service'],
  ['NEG PROD', 0.9, '', 'complains about a product or service'],
  ['PROD NEG', 0.8, '', 'complains about a product or service'],
  ['my PROD is|was|has|keeps|wont|doesnt|isnt|hasnt', 0.6, '', 'complains about a product or service'],
  [
    'slow|slower|slowest|unreliable|unusable|unstable|inconsistent|confusing|clunky|misleading|spam|spammy|noisy|dirty|cold|filthy|smelly|stale|expensive',
    0.8,
    '',
    'complains about a product or service',
  ],
  ['please|pls|plz help, help me|please|pls, need help, any help', 0.6, '', 'asks for help'],
  ['no worries|problem|probs|prob|doubt|wonder, not bad, dont worry, nothing wrong', -0.8, '', 'not a complaint'],
  // Told without a negative word: what happened to the customer's order, money or time.
  [
    'was|were|been|being|got charged, charged us|extra|for|again, took|taken my money, money was|has been taken, billed twice|me, second charge',
    1.2,
    '',
    'complains about a charge',
  ],
  [
    'ordered|paid|bought|booked|purchased|sent|submitted|applied|called|emailed|reported|requested ~ hours|days|weeks|months ago, since ~ am|pm|yesterday|morning|monday|tuesday|wednesday|thursday|friday|saturday|sunday|last',
    0.7,
    '',
    'complains about a delay',
  ],
  [
    'still says|shows|showing|happening|pending|processing|trying|stuck|charging|down|missing, this is the second|third time, twice in a row, every time i',
    1.2,
    '',
    'complains about a product or service',
  ],
  [
    'disappeared|vanished|gone|wiped|erased, deleted|removed|lost all|my, fell|falls|falling off',
    0.9,
    '',
    'says something does not work',
  ],
  [
    'was|were working|fine ~ yesterday|before|last|until|earlier, worked fine|perfectly|before, used to work',
    0.9,
    '',
    'says something does not work',
  ],
  [
    'any answer|reply|response|update|updates|news on|about|yet, sent you|u a? dm|email|message|messages, found|find my order|package|parcel|refund',
    1,
    '',
    'complains about a product or service',
  ],
  [
    'look into this|it, take action, do something about, what are you playing at, messing with me|us, having a laugh, thanks for nothing, gotta|got to love, just what i needed',
    1,
    '',
    'complains about a product or service',
  ],
  [
    'want|need|would like|demand|expect ~ refund|compensation|apology|explanation|replacement|my money',
    1.4,
    '',
    'complains about a product or service',
  ],
];

const PAIN: CueRow[] = [
  ['i|we|im|were struggle|struggling|struggled', 1.8, '', 'describes a struggle'],
  ['struggle|struggling|struggles with|to', 1.6, '', 'describes a struggle'],
  [
    'hard|difficult|impossible|tough|painful|tedious|annoying|frustrating|exhausting|stressful|confusing|challenging|tricky to, a pain|nightmare|hassle to',
    1.6,
    '',
    'describes a pain point',
  ],
  [
    'takes|took|taking forever|ages|hours|days, takes|took|taking so|too|way long, takes|took|taking a long time',
    1.6,
    '',
    'describes a pain point',
  ],
  ['spend|spent|spending|waste|wasted|wasting|lose|losing|lost|burn|burning ~ TIME', 1.6, '', 'loses time to the problem'],
  ['time consuming|sink|suck, timeconsuming, soul crushing, mind numbing, error prone', 1.6, '', 'describes a pain point'],
  [
    'pain in the, pain point|points, major|huge|such|real|the pain, such|what a pain|nightmare|hassle|chore|headache|mess, a real|huge|major|total|massive pain|nightmare|hassle|headache',
    1.6,
    '',
    'describes a pain point',
  ],
  [
    'biggest|main|major|real|constant|ongoing|recurring challenge|problem|struggle|pain|headache|issue|frustration|bottleneck',
    1.5,
    '',
    'describes a pain point',
  ],
  [
    'headache|headaches|nightmare|hassle|chore|mess|chaos|chaotic|messy|overwhelmed|overwhelming|burnout|drowning|stressed|stress|anxiety|anxious|exhausted|exhausting, burned|burnt out',
    1.1,
    '',
    'describes a pain point',
  ],
  ['keep|kept forgetting|missing|losing', 1.4, '', 'describes a pain point'],
  ['lose|losing|lost track', 1.5, '', 'describes a pain point'],
  [
    'cant|cannot|couldnt|unable to keep track|up, cant|cannot|couldnt|unable to figure|find|afford|manage|get|stay|remember|decide|seem',
    1.4,
    '',
    'describes a pain point',
  ],
  ['manually, by hand, copy and paste, copying and pasting, spreadsheet hell, juggling, juggle', 1.1, '', 'does it by hand'],
  ['no easy|simple|good|reliable|decent way|tool|option|solution', 1.4, '', 'finds no good solution'],
  ['there is|isnt no way|nothing, theres no way|nothing', 0.9, '', 'finds no good solution'],
  ['hate having to, hate when|that|how, hate it when', 1.6, '', 'describes a pain point'],
  ['sick of, tired of, fed up with', 1.2, '', 'describes a pain point'],
  ['losing|lost money|clients|customers|deals|sales, costing|costs me|us', 1.5, '', 'loses money to the problem'],
  ['behind on, falling|fall behind, catch up, backlog, piling|pile up', 1.2, '', 'describes a pain point'],
  ['stuck, at a loss, at my wits end, dont know what to do, no idea how|what, help me figure', 1.3, '', 'describes a pain point'],
  [
    'problem|problems|issue|issues|trouble|troubles|challenge|challenges|difficulty|difficulties',
    0.6,
    '',
    'describes a pain point',
  ],
  [
    'experiencing|facing|having ~ issue|issues|problem|problems|trouble|error|errors|difficulties, i|we have|had a|an|this|the|some problem|issue|trouble, i|we keep having a|an|this|the|some? problem|issue|trouble, am|are having a|an|this|the|some? problem|issue|issues|problems|trouble',
    1.3,
    '',
    'describes a pain point',
  ],
  ['anyone|anybody else, am i the only one, is it just me', 1.2, '', 'describes a shared pain'],
  [
    'too expensive|complicated|complex|hard|slow|many, cant afford, way too much, overpriced, too much time',
    1.3,
    '',
    'describes a pain point',
  ],
  ['i|we hate|dread|avoid', 1.2, '', 'describes a pain point'],
  ['every single|time|week|month|day, everytime, each time, constantly, always', 0.5, '', 'describes a recurring problem'],
];

const QUESTION: CueRow[] = [
  ['^how|what|why|when|where|which|who|whats|hows|wheres|whos|whom|whose', 0.7, '', 'asks a question'],
  [
    '^is|are|can|could|does|do|did|should|would|will|has|have|was|were|am|any|anyone|anybody|isnt|doesnt|cant|wont',
    0.6,
    '',
    'asks a question',
  ],
  ['how do|can|should|would|could|does|did i|we|you|one|people', 1.3, '', 'asks how to do it'],
  ['how to', 1.2, '', 'asks how to do it'],
  ['how does|do|did|is|are|would|can', 0.9, '', 'asks how it works'],
  ['what is|are|was|should|would|do|does|happens|happened', 0.8, '', 'asks a question'],
  ['does|do anyone|anybody know', 1.5, '', 'asks a question'],
  ['any idea|ideas|thoughts|tips|advice|help', 1.1, '', 'asks a question'],
  [
    'can|could|would|will someone|anyone|somebody|you help|explain|tell|confirm|clarify|advise|check|assist',
    1.3,
    '',
    'asks for help',
  ],
  ['need|needs|want|looking for help|advice|guidance|input|feedback', 1.3, '', 'asks for help'],
  ['is it possible|normal|worth|safe|ok|okay|true, is this normal', 1.2, '', 'asks a question'],
  ['i|im wondering|wonder|curious|confused', 1, '', 'asks a question'],
  ['should i|we', 1.1, '', 'asks what to do'],
  ['help|advice|question|questions|eli5|noob|newbie|beginner', 0.5, '', 'asks a question'],
  ['please advise|help|explain|tell|confirm|clarify, let me know', 0.9, '', 'asks for help'],
  // Troubleshooting: the writer's own setup misbehaves and they ask why or how to fix it. Flag T:
  // such a question outranks the grievance it describes (scoring/intent.ts).
  [
    'any idea|ideas|clue why, whats going on|wrong, what is going on|wrong, what am i|we doing wrong, what am i|we missing, what could|would cause, what could be causing, how do i|we fix|debug|troubleshoot|diagnose, anyone seen|encountered this, anyone run into this, is there a|any sane|good|better|easy|proper|reliable way to',
    1.6,
    'T',
    'asks why it fails',
  ],
];

const DISCUSSION: CueRow[] = [
  [
    'what do you|yall think, thoughts on, your thoughts|opinion, opinions on, what are your thoughts, how do you feel',
    1.3,
    '',
    'invites discussion',
  ],
  [
    'i|we built|made|created|launched|developed|wrote, just launched|released, check out my, check it out, show hn, i|we am|are building, im|were building',
    1.5,
    '',
    'shares their own project',
  ],
  [
    'in my experience, my experience, i found that, ive found, i learned, lessons learned, heres how, here is how, here are, tips for, guide to, case study, ama, til',
    1.2,
    '',
    'shares experience',
  ],
  ['pros and cons, unpopular opinion, hot take, discussion, discuss, debate, rant', 1.1, '', 'invites discussion'],
  // A founder testing an idea, and replies that share a tip: they talk about the need, they do
  // not have it.
  [
    'would you|yall|anyone|people|parents|users use|try|buy this|it|something|that|an|a, would you|yall|anyone|people|parents|users pay for, would this be useful, is this a real need|problem',
    2,
    '',
    'asks for feedback on an idea',
  ],
  [
    'thinking of|about building|making|creating|launching|starting, i|we am|are working on, im|were working on',
    1.5,
    '',
    'shares their own project',
  ],
  ['pro tip, protip, ^tip, life hack, psa, what worked for me, what works for me', 1.4, '', 'shares a tip'],
  // Done, not planned: "we switched to whole heads of romaine" shares what worked.
  ['^i|we? switched|moved to, ^ive|weve switched|moved to', 1.4, '', 'shares what worked'],
  ['^app|startup|business|product|saas idea', 1.5, '', 'shares an idea'],
  // "Thoughts?" closing a pitch or a story invites discussion; it is not a question to answer.
  ['^thoughts, ^any thoughts, ^what do you think', 2, '', 'invites discussion'],
  ['i|we built|launched|created|developed a|an|my|our|this', 2, '', 'shares their own project'],
  [
    'you should|could try, try using, i|we use|used, i|we would? recommend, id recommend, i suggest using, works great|well, worked for me, i love, love this, great video|post, thanks for',
    1.1,
    '',
    'answers or comments',
  ],
];

/**
 * How a reply answers its thread rather than asking (scoring/intent.ts, replies only): advice in
 * the second person, what the writer uses or switched to, "have you tried…". Not used for posts:
 * "you should add dark mode" in a post is a feature request.
 */
export const ANSWER_PATTERNS: readonly string[] = [
  'you can|could|should|might|may just? try|use|set|get|add|ask|put|charge|look|check|switch|send|make|automate|schedule|plan|freeze|batch|keep|do|go|call|text|email|invoice',
  'you might|may want to, you want to, your best bet, the trick is, the key is, if you want|need|use|set|ask|charge|send',
  'what helped|helps|works|worked for me|us, that|this|it worked for me|us, for me it is|its|was',
  'i|we just|also|now? use|used|run|ran, i|we switched|moved to, i|we went|stuck with, i|we ended up with, i|we rely on, weve|ive been using',
  'im|were using, weve used, ive used, ive had good luck with, we have had good luck with',
  'have|did you tried|try|considered|consider|checked, have|did you looked at|into, have|did you thought about',
  '^try|consider|use, ^check out, ^look into|at',
  'id just? recommend|suggest|use|try, i would just? recommend|suggest|use|try, id|i would just? go with',
];
/**
 * Verbs that, opening a reply's sentence, give an instruction or a tip ("Charge a late fee",
 * "Freeze stuff before it turns", "Cut it in half"). Replies only.
 */
export const TIP_VERBS: ReadonlySet<string> = new Set(
  `try use get set put charge freeze cut add ask send check keep make plan look switch start buy write create sign
  join text email invoice bill automate schedule shop cook batch prep pin share confirm hire post search contact skip
  pick give tell avoid consider require split rotate label store track block call move store write list`.split(/\s+/),
);
/** Words allowed before a tip verb ("just use…", "also, set…", "honestly try…"). */
export const TIP_LEADS: ReadonlySet<string> = new Set(
  'just also and so then honestly seriously definitely always simply maybe first instead'.split(' '),
);

export const CUE_TABLE: ReadonlyArray<readonly [SignalType, readonly CueRow[]]> = [
  ['Buying Intent', BUYING],
  ['Recommendation Request', RECOMMEND],
  ['Feature Request', FEATURE],
  ['Complaint', COMPLAINT],
  ['Pain Point', PAIN],
  ['Question', QUESTION],
  ['Discussion', DISCUSSION],
];

/** Words that flip an intent cue that follows them ("not willing to pay", "don't recommend"). */
export const NEGATORS: ReadonlySet<string> = new Set(MACROS.NEG!.split('|').concat(['without', 'nobody', 'none']));

/** Urgency: wants it now, or has a deadline. */
export const URGENCY_ROWS: readonly CueRow[] = [
  ['asap|urgent|urgently|immediately|emergency|desperate|desperately|deadline|deadlines', 2, '', 'urgent'],
  [
    'as soon as possible, right now|away, time sensitive, running out of time, by tomorrow|monday|tuesday|wednesday|thursday|friday|tonight, by the end of, end of the week|month|day, this week|weekend, in a hurry',
    1.2,
    '',
    'has a deadline',
  ],
  ['need|needs|needed ~ asap|today|now|tonight|tomorrow|quickly|urgently|fast|immediately|soon', 2, '', 'needs it now'],
];

export function expandMacros(pattern: string): string {
  return macro(pattern);
}
