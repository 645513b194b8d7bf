"""What kind of question is it: the answer step picks a timeline operator or a reader from this.

Kinds: ``locate`` (when is X said or shown), ``relative`` (right after / just before X), ``count``
(how many times), ``order`` (in what order, which comes first), ``position`` (at the beginning or
end, at a named second, in a named stretch or around a time, the first or last X), ``fact`` (a
wh-question about something stated),
``summary`` (what the video is about) and ``open`` (anything else).

Plain English rules decide first (they build on retrieval/focus.py's time cues); only a question
no rule recognises is shown to the LLM, with its reply constrained to the kinds. The rules are
general wording, not one benchmark's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field, replace
from typing import Annotated, Any, Literal, get_args

from vidrag.llm.structured import LenientReply, on_wire, reply_schema
from vidrag.llm.steps import LLMSteps
from vidrag.retrieval.temporal import (
    ASKED_LAST,
    ASKS_WHO,
    MEDIA_NOUN,
    SEEN_FIRST,
    SEEN_LAST,
    SWAPPED_FOR,
    asks_cause,
    asks_correction,
    asks_for_amount,
    asks_real_figure,
    mask_settled,
    moments_named,
    time_cues,
)
from vidrag.text import STOP_WORDS, mask_quoted, the_quote

Kind = Literal["locate", "relative", "count", "order", "position", "fact", "summary", "open"]
KINDS: tuple[str, ...] = get_args(Kind)
Position = Literal["begin", "end", "first", "last", "at", "span"]

# A count asked as a noun: "Count of bags flown up to the top drop?", "Number of walkers turned back?".
_COUNT_OF = r"^\W*(?:the |a |total )?(?:count|number) of"
_COUNT = re.compile(
    r"\bhow (?:many|often)\b(?: (?:times|scenes|clips|moments|occasions|instances))?|\bnumber of times\b"
    r"|\btally of (?!times\b)"  # "final tally of birds handled": how many birds
    rf"|{_COUNT_OF} (?!times\b)",
    re.I,
)
_COUNT_TIMES = re.compile(
    r"\bhow often\b|\bhow many (?:times|scenes|clips|moments|occasions|instances)\b|\bnumber of times\b"
    # "count the times"; not "while they were counting the ballot papers", an act asked about
    r"|\bcount (?:for (?:me|us) )?(?:the|all|up|how)\b|(?<!were )(?<!was )(?<!are )(?<!is )\bcounting (?:the|all|up|how)\b|\b(?:the|his|her|their|its|your|my|final) tally\b(?! of (?!times\b))",
    re.I,
)
# "When" and "what time" ask where in the video only about something said or shown ("when is X
# mentioned"), not about the content ("when was Marie Curie born"); the other forms always do.
_MEDIA_VERB = (
    r"\b(?:said|say|says|saying|mention|mentions|mentioned|shown|show|shows|appear|appears|appeared|spoken|speak|speaks"
    r"|heard|hear|displayed|talks? about|talked about|discuss|discusses|discussed|introduce|introduces|introduced"
    r"|written|on screen|seen)\b"
)
_LOCATE = re.compile(
    rf"^\s*(?:when|(?:at )?what time)\b.*{_MEDIA_VERB}"
    r"|\b(?:at|from) (?:what|which) (?:point|moment|minute|second|timestamp)\b|\bwhich (?:moment|minute|second|timestamp)\b"
    r"|\bwhere in the (?:video|talk|recording|lecture)\b|\bhow far into the (?:video|talk|recording|lecture)\b",
    re.I,
)
# A stretch of the video: "from 02:45 to 03:44", "between 1:00 and 2:00"; or the part "around 03:14".
_RANGE = re.compile(r"\bfrom\b.+\b(?:to|until|till)\b|\bbetween\b.+\band\b", re.I)
_AROUND = re.compile(r"\b(?:around|about|near|roughly|approximately)\s+(?:the\s+)?(?:\d|minute|second)", re.I)
_FIRST_LAST = re.compile(r"\b(?P<which>first|last|final|earliest|latest)\b(?P<next>\s+[a-z]+)?", re.I)
# Verbs that ask what came first or last without saying "first": "what did they start with",
# "which topic kicked off the call", "what went in before anything else", "what does she finish with",
# "which did they leave till last".
# What a video takes one after another, as "opening" and "closing" qualify it.
_SEQUENCE_NOUN = r"(?:step|item|topic|task|thing|question|scene|stop|job|point|segment|section)s?\b"
_OPENS_WITH = re.compile(
    r"\b(?:start|starts|started|starting|begin|begins|began|open|opens|opened|lead|leads|led) (?:off )?with\b"
    # "what room does the tour begin in", "which stall did they start at" (not "what time does it start at")
    r"|^\W*(?:what|which)\s+(?!time\b|hour\b|day\b|date\b)[a-z]+\b.*\b(?:start|starts|started|begin|begins|began) (?:off )?(?:in|at)\b"
    r"(?!\s+(?:\d|about|around|roughly))"
    r"|\bkick(?:s|ed)? (?:\w+ )?off\b|\bbefore (?:anything|everything|all) else\b"
    # "which trench was backfilled before any of the others", "ahead of the rest"
    r"|\b(?:before|ahead of) (?:any|all|each) (?:of )?the (?:others|rest|other \w+)\b|\bahead of the (?:others|rest)\b"
    # "which job did they tackle before the rest?" (not "before the rest arrived")
    r"|\bbefore the (?:others|rest)(?=\s*(?:[?.!]|$))"
    # "that isn't what he started on." (not "starts on Monday")
    r"|\b(?:start|starts|started|begin|begins|began) on\s*(?:[.?!,]|$)"
    # "where did they start detecting", "where does the walk begin": the place that comes first
    r"|^\W*where\s+(?:did|do|does|will|would)\s+[^?]{1,40}?\b(?:start|begin)\b"
    # "the opening step of the job" (not "opening time" or "the opening of the shop")
    rf"|\bopening {_SEQUENCE_NOUN}",
    re.I,
)
_CLOSES_WITH = re.compile(
    # (not "end up with": what someone ends up with is an outcome, "which grade did she end up with")
    r"\b(?:end|ends|ended) (?:off )?with\b|\b(?:finish|finishes|finished|close|closes|closed|wrap|wraps|wrapped) (?:up |off )?with\b"
    r"|^\W*where\s+(?:did|do|does|will|would)\s+[^?]{1,40}?\b(?:finish|end)\b(?!\s+up)"
    # "which summit did they finish on", "what room does the tour end in" (not "what time does it end at")
    r"|^\W*(?:what|which)\s+(?!time\b|hour\b|day\b|date\b|(?:figure|number|price|amount|total|sum|cost|value|quote)s?\b)"
    r"[a-z]+\b.*\b(?:finish|finishes|finished|end|ends|ended)"
    r" (?:up )?(?:on|in|at)\b(?!\s+(?:\d|about|around|roughly))"
    rf"|\bclosing {_SEQUENCE_NOUN}"
    r"|\b(?:leave|leaves|left) (?:\w+ )?(?:till|until|for) (?:the )?(?:very )?(?:last|end)\b|\bcomes? (?:at )?the end\b"
    r"|\bafter (?:all|each|every one|any) (?:of )?the (?:others|rest|other \w+)\b|\bafter the (?:others|rest)(?=\s*(?:[?.!]|$))"
    r"|\bafter (?:anything|everything|all) else\b",
    re.I,
)
# What comes before a "first <noun>" that is itself what the question asks: nothing, or "which was the".
_ASKING_WORD = re.compile(r"\b(?:what|which|who|whom|whose|where|when|why|how)\b", re.I)
_ASKS_THE_THING = re.compile(r"\W*(?:(?:what|which|who)(?:['’]s| is| was| are| were)?\s+)?(?:the\s+)?", re.I)
# The doer of what a "first <noun>" is first of: "(the first room) they walk into", "(that) Marta visits";
# or what is done to it: "(the first pie) up for judging", "(the first dish) to be tasted"; or what it does:
# "(the first comedian) to perform"; after what the noun is of: "(first stretch) of river cleaned".
_DOER_CLAUSE = re.compile(
    r"(?:\s+of\s+(?:the\s+|a\s+)?[a-z'’]+)?(?:"
    r"\s+(?:that\s+|which\s+)?(?:they|he|she|we|you|i|[A-Z][a-z]+)\s+[a-z]+"
    r"|\s+(?:up for [a-z]+ing|to (?:be|get) [a-z]+ed|to [a-z]+)\b"
    # or a participle of what was done to it: "(last rocket) launched today", "(the first song) sung"
    r"|\s+(?!(?:need|feed|seed|speed|shed|steed)\b)"
    r"(?:[a-z]{2,}ed|flown|thrown|shown|given|taken|done|sung|sold|won|made|built|heard|seen)\b"
    r")"
)
# "first" / "last" place something in the video when they qualify the act ("what does she do
# first", "first mentioned") or a position noun ("the first thing she says"); before another noun
# they are part of a name ("the first round", "last year's budget"), not a position.
_POSITION_NOUNS = frozenset(
    "thing things step steps item items topic topics word words sentence sentences question questions scene scenes "
    "moment moments part parts time one ones mention mentions stop stops task tasks job jobs point points segment "
    "segments section sections run runs turn turns go slot slots of".split()
)
# One go of several, a place in the order ("which train got the first run"), unless a preposition makes it
# the time of what is asked ("on the last run").
_GOES = frozenset("run runs turn turns go slot slots".split())
_AFTER_A_PREPOSITION = re.compile(r"\b(?:on|in|at|during|for|from|after|before) (?:the|his|her|their)\s+$", re.I)
# "(first) few sentences": the opening stretch of the video, not the first of its things
_OPENING_STRETCH = re.compile(r"(?:few\s+)?(?:seconds|minutes|moments|words|sentences|lines)\b", re.I)
# "At first" beside a verb of thinking or saying is what someone first thought or said, before they
# corrected it ("which bird did he think it was at first"), not a place in the video; so is "first"
# after such a verb where the question asks what held in the end ("what did he say first, and what
# was it really?"), while "what does she say first?" asks what is said first in the video.
_CORRECTED = re.compile(
    r"\b(?:actually|really|in fact|in the end|correct(?:ed|s|ion)?|changes? (?:his|her|their|its) mind"
    r"|changed (?:his|her|their) mind|the right (?:one|answer|figure|number)|settle(?:s|d)? on|end(?:s|ed)? up (?:on|at|with))\b"
    rf"|\b{SWAPPED_FOR}",
    re.I,
)
_CLAIM_VERB = re.compile(
    r"\b(?:think|thinks|thought|say|says|said|call|calls|called|guess|guessed|believe|believed|assume|assumed"
    r"|reckon|reckoned|want|wanted|plan|planned|name|named|identify|identified|quote|quoted|tell|told|gives?|gave"
    r"|read|reads|announce|announced|call out|called out)\b",
    re.I,
)
# How a question names the one video it is about: "this episode", "tonight's lesson".
_THIS_ONE = r"(?:the|this|that|today's|tonight's|this week's)"
# What a thing was like asked of a time ("What colour was the armchair's old cover before it was stripped?"): a fact
# about the thing, not what happened before.
_ASKS_ATTRIBUTE = re.compile(
    r"^\W*what (?:colou?r|shade|shape|pattern|material|size|brand|make) (?:was|were|is|are|had been)\b", re.I
)
# A gathering or a day of the people filmed, which a video can be of as a whole.
_OCCASION = (
    r"(?:occasion|event|gathering|get-together|do|meeting|meet-?up|day|evening|night|morning|outing|affair|function)"
)
_SUMMARY = re.compile(
    r"\bsummar(?:y|ise|ize|ised|ized)\b|\bmain (?:topic|topics|point|points|idea|ideas|theme|themes|message|lesson|lessons)\b"
    rf"|\b(?:what|which)(?: (?!about\b)[a-z]+){{0,2}}?(?:['’]?s| is| was| are| were) {_THIS_ONE}(?: [\w'’-]+){{0,2}}? {MEDIA_NOUN}s?"
    r" (?:mostly |mainly |really |primarily |actually |basically )?about\b"
    rf"|\bwhat (?:topics?|subjects?) (?:does|do|did) (?:the|this) (?:{MEDIA_NOUN}|speaker|presenter|host)\b|\bgist\b|\boverview\b"
    rf"|\b(?:whole|entire) {MEDIA_NOUN}\b|\boverall\b|\b(?:mostly|mainly|primarily) about\b"
    # "What is the whole thing covering?", "what's the entire thing about"
    r"|\bwhat(?:['’]s| is| was) (?:the )?(?:whole|entire) thing\b"
    r"|\bmain (?:subject|focus|purpose|activity)\b"
    # what the people seen are all doing: "what are all these people doing down at the river", "what's
    # everybody up to"
    r"|\bwhat(?:['’]s| is| are)? all (?:these |those |the )?(?:people|folks|guys)(?: are| is)?"
    r" (?:all )?(?:doing|up to)\b|\bwhat(?:['’]s| is)? (?:everyone|everybody)(?: is)? (?:\w+ )?(?:doing|up to)\b"
    # what they all work towards: "What is everyone getting ready for?", "what's the occasion?"
    r"|\bwhat(?:['’]s| is| are)? (?:everyone|everybody|they all|all of them)(?: is| are)? (?:all )?"
    r"(?:getting ready|preparing|gearing up) for\W*$|(?:^|[.?!:]\s+|\s[-–—]\s+)what(?:['’]?s| is) the occasion\W*$"
    # the main thing of the video named ("the main dish prepared in this live stream")
    rf"|\bmain \w+\b[^?]*\b(?:this|today's|tonight's|this week's|the(?: [\w'’-]+){{1,3}}) (?:live )?{MEDIA_NOUN}\b"
    # asked for the whole in a few words: "sum up", "a quick rundown", "in a nutshell", "big picture",
    # "in one line"; "the subject of today's class", "what this lecture covers", "what is this
    # tutorial mainly teaching", "what kind of meeting is this", "what kind of workout is this video";
    # "what dish is this episode about" (a noun between "what" and "is ... about")
    r"|\bsum(?:s|med|ming)? (?:\w+ ){0,3}?up\b|\brundown\b|\bnutshell\b|\bbig picture\b|\bin (?:one|a single) (?:line|sentence)\b"
    r"|\b(?:the )?(?:short|one[- ](?:line|sentence)) version\b|\btl;? ?dr\b"
    r"|(?:^|[.!?,;]\s*)in a (?:line|sentence)\b|\b(?:one|a single) (?:line|sentence) to (?:tell|describe|explain|sum)\b"
    rf"|\b(?:subject|topic|theme) of (?:the|this|today's) {MEDIA_NOUN}\b|\b{MEDIA_NOUN}\W+(?:subject|topic|theme)\W*$"
    # the video named, then asked about as a search is typed: "round seven clip, what it's about"
    rf"|\b{MEDIA_NOUN}\W+what(?:['’]s it| is it| it['’]s| it is) (?:all )?about\W*$"
    # "the documentary's about what", "which description fits this episode", "which task does the
    # video walk you through"
    rf"|\b{MEDIA_NOUN}(?:['’]s| is| was) (?:\w+ly )?about what\b|\bdescribe {_THIS_ONE} (?:\w+ )?{MEDIA_NOUN}\b"
    rf"|^\W*(?:so |ok |okay |and )?what(?:['’]s| is) (?:going on|happening) (?:in|during) {_THIS_ONE} (?:part of (?:the|this) )?{MEDIA_NOUN}\b"
    rf"|\b(?:description|summary|title|caption) (?:that |which )?(?:best )?(?:fits|describes|matches|suits) {_THIS_ONE} {MEDIA_NOUN}\b"
    rf"|\b(?:does|do|did) {_THIS_ONE} {MEDIA_NOUN} (?:walk|take|talk|guide) (?:you|us|viewers|people) through\b"
    # "what's the Stenning video teaching": the video may be named
    rf"|\b(?:the|this|today's)(?: [A-Z][\w'’-]*){{0,2}} {MEDIA_NOUN} (?:is |was )?(?:\w+ly )?(?:covers|covered|covering|teaches|taught|teaching)\b"
    # the video described on the way: "what this forest video with the orange and white flags covers?"
    rf"|\bwhat {_THIS_ONE} (?:[\w'’-]+ ){{0,2}}{MEDIA_NOUN}\b[^?.]*\b(?:covers|covered|teaches|is about|was about)\W*$"
    rf"|\bwhat (?:kind|sort|type) of (?:{MEDIA_NOUN} is (?:this|it)|\w+ (?:is|was) (?:this|the) {MEDIA_NOUN})\b"
    # what the gathering filmed is ("what sort of get-together is this?"), what the people filmed are living through
    # ("what is this village getting through?")
    rf"|\bwhat (?:kind|sort|type) of {_OCCASION} (?:is|was) (?:this|it)\W*$"
    r"|\bwhat(?:['’]s| is| are| was| were) (?:this|these|the) [\w'’-]+(?: [\w'’-]+)? (?:getting|going|living) through\W*$"
    # what the video as a whole does: "what's this meeting for", "what am I watching", "what's he
    # fixing in this episode", "what text is being read in this recording", "what's being unboxed
    # here", "what are they making in this one", "what's the trip they're filming this time"
    rf"|\bwhat(?:['’]s| is| was) (?:this|the) {MEDIA_NOUN} for\b|\bwhat (?:am i|are we|are you) watching\b|\bpurpose of (?:this|the) {MEDIA_NOUN}\b"
    # also asked after what the asker saw: "Daffodils, a fish van and a whiteboard plan: what is being settled here?"
    # "Tell me what Lorraine is working on in this film."
    rf"|(?:^|:\s+|\s[-–—]\s+)\W*(?:so |ok |okay |and )?(?:tell me |say )?what(?:['’]?s| is| was| are| were)?(?: [\w'’]+){{0,4}}? (?!(?:said|mentioned|displayed|written|named|stated|listed)\b)"
    rf"(?:\w+(?:ing|ed)|being \w+)(?: on)? (?:(?:in|on|during|throughout) (?:this|the)(?: [\w'’-]+){{0,2}}? {MEDIA_NOUN}|here|this time|in this one)\W*$"
    # what someone does through the video: "what's Tilly up to in this video"; the video named first, then asked
    # of as "it": "car boot vlog - what is it actually about"
    rf"|\bwhat(?:['’]?s| is| are| was| were) (?:[\w'’]+ ){{1,4}}up to (?:in|on|during|throughout) {_THIS_ONE} {MEDIA_NOUN}\b"
    rf"|\bwhat (?:[\w'’]+ ){{1,4}}(?:is|are|was|were) up to (?:in|on|during|throughout) {_THIS_ONE} {MEDIA_NOUN}\b"
    # the video named, then asked of: "camper van barn find how-to - what does it cover", "helicopter ferrying
    # stone up a fell path - the story?"
    # "... glass replaced - what's covered?", "Port Allanby film - what's the story, basically?"
    r"|[-–—:,]\s*(?:so |and |but )?what (?:does|did|do) (?:it|this|that) (?:all |actually |really )?cover\W*$"
    r"|[-–—:]\s*what(?:['’]s| is| gets| was) covered\W*$"
    r"|[-–—:,]\s*(?:what(?:['’]s| is) )?the (?:whole )?(?:story|premise|plot)(?:,? (?:basically|briefly|in short))?\W*$"
    # what the day filmed held: "Tulips eaten and a cap thrown in the air: what happened on this Saturday?"
    r"|(?:^|[:.!?]\s+|\s[-–—]\s+)what (?:happens|happened|went on|goes on) (?:on|during) this (?:day|morning|afternoon|evening"
    r"|night|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\W*$"
    # "A crane at first light, a cord and pigeons everywhere: what is the day about?", "bronze lady in the square -
    # what's going on", "Holes in the pleats and a shortbread tin: what are they trying to sort out?"
    rf"|(?:^|[:.!?]\s+|\s[-–—]\s+)what(?:['’]s| is| was) (?:the|this) {_OCCASION} (?:all )?about\W*$"
    r"|(?::|\s[-–—])\s*(?:so |and )?what(?:['’]s| is| was) (?:going on|happening)(?: here)?\W*$"
    r"|(?::|\s[-–—])\s*(?:so |and )?what (?:are|were|is|was) (?:they|we|people|everyone|everybody) (?:all )?(?:trying to )?"
    r"(?:sort|sorting|settle|settling|work|working|figure|figuring) out\W*$"
    # "A score sheet, a biscuit tin and a caretaker who was too keen on tidying: what problem is the committee trying to
    # fix?"
    r"|(?::|\s[-–—])\s*(?:so |and )?what (?:problem|trouble|crisis|mess) (?:are|were|is|was) (?:they|we|people|everyone"
    r"|everybody|the [\w'’-]+) (?:all )?trying to (?:fix|solve|sort out|sort)\W*$"
    # what the people filmed met for: "So what's gone wrong for this bridge club, and what are they meeting about?"
    r"|\bwhat (?:are|were|is|was) (?:they|we|you|everyone|everybody|the [\w'’-]+) (?:all )?(?:meeting|gathered|gathering|met)"
    r" (?:about|for)\W*$"
    # what the one filmed teaches: "What job is Gareth showing us how to do?"
    r"|^\W*what (?:job |task |work |thing )?(?:is|was|are|were) (?:[A-Z][\w'’-]+|he|she|they) (?:showing|teaching)"
    r" (?:us|you|viewers|people|everyone) how to do\W*$"
    # "What event does this video follow from dawn into the evening?"
    rf"|\bwhat (?:event|occasion|day|story|job|project) (?:does|did) {_THIS_ONE} {MEDIA_NOUN} (?:follow|cover|show|record|capture|document)\b"
    # what the place filmed is doing on the day: "What's the valley doing today?"
    r"|\bwhat(?:['’]s| is| are) (?:the|this) [\w'’-]+ (?:doing|up to) (?:today|tonight|this (?:morning|week|weekend))\W*$"
    # asked for in broad strokes: "broadly speaking, what is Mo filming here?"
    r"|\bbroadly(?: speaking)?\b|\bin broad (?:terms|strokes)\b"
    rf"|\b(?:{MEDIA_NOUN}|thing)\W+(?:so |and |but )?what(?:['’]?s| is| was) it (?:all )?(?:\w+ly )?about\b"
    # the video described before it is asked of: "band hut video with the holey kilts - what's it all about"
    rf"|\b{MEDIA_NOUN}\b[^?.!]*?\s[-–—:]\s*(?:so |and |but )?what(?:['’]?s| is| was) it (?:all )?(?:\w+ly )?about\W*$"
    # what goes on, asked by one who only skimmed it: "I skipped through and saw people in tricorn hats ringing
    # bells. What's actually going on?"
    r"|^(?=[^?]*\b(?:skipped|skimmed|flicked|scrolled|scrubbed|fast-?forwarded|glanced)\b)"
    r".*(?:^|[.?!]\s+)what(?:['’]?s| is) (?:\w+ly )?(?:going on|happening)(?: here)?\W*$"
    # what the recording shows as a whole: "what's the Pellbury footage mainly showing?", "tower clip - whats
    # going on", "My gran sent me this ... What actually happens in it?"
    rf"|\b{MEDIA_NOUN}s? (?:mostly |mainly |primarily |actually |really |basically )?(?:showing|shows?|depicting|depicts)\W*$"
    rf"|\b{MEDIA_NOUN}\W+(?:so |and |but )?what(?:['’]?s| is| are) (?:going on|happening)\W*$"
    r"|(?:^|[.?!]\s+)what (?:\w+ly )?(?:happens|goes on|is going on|is happening) in (?:it|this|this one)\W*$"
    # "saltings lane clip what is the job", "assembly rooms video - what's the occasion", described on the way: "roofer's
    # video with the wasps and the water butt - what's the job"; what went wrong for the meeting filmed ("conservatory
    # meeting with the boxes of calendars - what went wrong")
    rf"|\b{MEDIA_NOUN}(?:\W+|\b[^?.!]*?(?:\s[-–—]|:)\s*)(?:so |and |but )?(?:what(?:['’]?s| is| was) (?:the|this) (?:job|project|occasion|event"
    r"|activity|story|subject|topic|theme|big (?:day|night|occasion|event))|what(?: went|['’]s gone| has gone) wrong)\W*$"
    # the trouble that brought the people filmed together: "What's the emergency this committee has got together about?"
    r"|\bwhat(?:['’]s| is| was) the (?:emergency|crisis|problem|trouble|panic|fuss) (?:that )?(?:this|the) [\w'’-]+ (?:has |have |had )?"
    r"(?:got together|come together|met|gathered|been called together) (?:about|for|over)\W*$"
    # the whole asked as "it all" ("What is it all about?"), or "it" after what the asker saw ("I saw orange
    # tabards and cars in a forest. What is it about?"); not after a thing told ("Fiona mentions a letter. What
    # is it about?")
    r"|^(?:so |and )?what(?:['’]?s| is| was) (?:it|this|this one) all (?:\w+ly )?about\W*$|^(?:so |and )?what(?:['’]?s| is| was) all this about\W*$"
    r"|^[^?.!]*\b(?:i|we)(?: \w+)? (?:saw|watched|caught|spotted|noticed|skimmed|skipped|seen)\b[^?]*?[.?!]\s+"
    r"(?:so |and )?what(?:['’]?s| is| was) (?:it|this|this one|all this)(?: all)? (?:\w+ly )?about\W*$"
    # what the recording is, as a whole: "what sort of programme am I watching here", "wrenhaven tonight - what kind
    # of show", "What event is this?", "Which event is this?"
    rf"|\b(?:what|which) (?:(?:kind|sort|type) of )?(?:{MEDIA_NOUN}|event|occasion|night|gathering|programme|program)"
    r"(?: (?:is (?:this|it|that)|am i watching|are we watching)\b|\W*$)"
    # the video named, then what the people in it do: "snooker table video - what are they doing to it"
    rf"|\b{MEDIA_NOUN}\W+(?:so |and |but )?what(?:['’]re| are| is|['’]s) (?:they|he|she|we|you|everyone|everybody)"
    r" (?:doing|up to)(?: (?:to|with) (?:it|this|that|them)| here| there)?\W*$"
    # "what job is being shown?", "what work is being done here", "Tell me the story of this village hall video."
    r"|\bwhat (?:job|work|task|trade|craft|project) (?:is|was) (?:being )?(?:shown|done|demonstrated|carried out)"
    r"(?: here| in (?:it|this|this one))?\W*$"
    rf"|\bstory of (?:the|this|that|today's) (?:[\w'’-]+ ){{0,3}}{MEDIA_NOUN}\b"
    # what happens in the video named: "jade mountain troupe video - what happens", "bomb found near a school - what
    # happens in the film", "What's going on in this farmhouse kitchen video?"
    rf"|\b{MEDIA_NOUN}\W+(?:so |and |but )?what (?:happens|happened|goes on|went on)(?: in (?:it|this|this one))?\W*$"
    rf"|\bwhat (?:happens|happened|goes on|went on) in (?:the|this|that) {MEDIA_NOUN}\W*$"
    rf"|\bwhat(?:['’]s| is) (?:going on|happening) in (?:this|the) (?:[\w'’-]+ ){{1,3}}{MEDIA_NOUN}\W*$"
    # after what the asker saw: "Brown paper over shop glass ... So what is this one about?"
    r"|(?:^|[.?!]\s+)(?:so |and )?what(?:['’]s| is| was) (?:this|this one) (?:\w+ly )?about\W*$"
    # the day filmed: "What kind of day are we watching?", "What kind of day is this village having?"
    r"|\bwhat (?:kind|sort|type) of day (?:are we|am i) watching\b"
    r"|\bwhat (?:kind|sort|type) of day (?:is|was) (?:this|the) (?:[\w'’-]+ ){0,2}having\W*$"
    # what the one filming films: "If you had to tell a mate what Tamsin is filming, what would you say?"
    r"|\bwhat (?:[A-Z][\w'’-]+|he|she|they) (?:is|are|was|were|['’]s|['’]re) (?:filming|recording|vlogging)\b",
    re.I,
)
# A question word at the start, after a leading preposition ("For how long ...", "By when ...", "In
# which city ..."), or after a clause ("She mentions a price; what is it?", "First thing cooked -
# what was it?").
_WH = re.compile(
    r"(?:^|[,;:]\s*|[.?!]\s+|\s[-–—]+\s*)\s*(?:(?:for|by|in|on|at|to|from|with|until|since|during|after|before|about|according to|and|but|so)\s+)?"
    r"(?:who|whom|whose|what|which|where|when|why|how|whats|whos|wheres|whens|hows"
    r"|is|are|was|were|does|do|did|can|could|has|have|name)\b",
    re.I,
)
# Scaffolding around the thing a question asks about, removed to leave the event or anchor phrase.
_SCAFFOLD = re.compile(
    r"\b(?:(?:in )?how many(?: (?:times|scenes|clips|moments|occasions|instances))?|how often|number of times|in what order|in which order|what order|which order"
    r"|when|what time|at what (?:time|point|moment|minute|second|timestamp)|which (?:time|moment|minute|second|timestamp)"
    r"|where in the (?:video|talk|recording|lecture)|in the (?:video|talk|recording|lecture|clip)|of the (?:video|talk|recording|lecture)"
    r"|(?:right |immediately |just |shortly )?(?:after|before)|the (?:speaker|narrator|presenter|lecturer|video)"
    r"|is|are|was|were|does|do|did|has|have|been|being|it|first|last|comes?|came|happens?|happened|appears?|appeared"
    r"|said|say|says|spoken|speak|speaks|mentioned|mention|mentions|shown|show|shows|displayed|heard|named|stated|written"
    r"|on screen|on the screen|what|which|who|whom|the (?:words?|phrases?|terms?|things?)|words?|things?)\b|[?,.;:!\"“”]",
    re.I,
)
# Where and when a count runs, said around the thing counted: "during the inspections", "in the whole
# tutorial", "on this trip", "in total", "counting everything mentioned on the call", "while it
# cooks", "before it works". The count reads the whole video anyway; left in the event, these words
# would have to be found with it.
_COUNT_SCOPE = re.compile(
    rf"[,;:]?\s*\b(?:counting|while|before|after|until|till|once|since|during|throughout|over the course of)\b[^,;:?]*"
    r"|\b(?:in total|all together|altogether|overall|in all|so far|already|today|tonight|by the end)\b"
    r"|\b(?:during|over|across|throughout|in|on|for|within|of) (?:the |this |that |her |his |their |its |our |my )?"
    r"(?:(?:whole|entire|full|same|past|first|last|next|few|couple of|\w+teen|two|three|four|five|six|\d+) )*"
    rf"(?:weeks?|days?|months?|years?|evenings?|mornings?|nights?|afternoons?|trips?|testing|period|season"
    rf"|{MEDIA_NOUN}s?)\b"
    r"|\b(?:this|that|last|next|the) (?:week|month|year|evening|morning|season)\b"
    r"|\b(?:during|over|across|throughout|for) (?:the |this |that |her |his |their |its |our |my )(?:whole|entire|full) \w+\b",
    re.I,
)
# Who does what is counted ("how often does Odile sample the sauce"): the doer's name, the subject
# after the question's "do" or modal, is said or shown all through the video and no sign of the
# event. A name that is said or shown ("does Albert Einstein appear") is what is counted.
_NAMED_DOER = re.compile(rf"\b((?:does|did|do|will|would|can|could) )(?:[A-Z][\w'-]* )+(?!{_MEDIA_VERB})(?=[a-z])")
_SPLIT_EVENTS = re.compile(r"\s*(?:,|;|\bor\b|\band\b|\bthen\b|->|→)\s*", re.I)


@dataclass(frozen=True)
class QuestionAnalysis:
    kind: Kind
    target: str  # the event, anchor or fact phrase, question scaffolding removed ("" for summary / whole-video)
    events: tuple[str, ...] = ()  # order: the events to compare (from the question, else from each option)
    direction: Literal["after", "before"] | None = None  # relative
    position: Position | None = None  # position: where on the timeline
    seconds: tuple[float, ...] = ()  # times the question names
    by: Literal["rules", "llm"] = "rules"
    cues: list[str] = field(default_factory=list)  # which rules fired, for --explain

    def to_trace(self) -> dict[str, Any]:
        return {k: v for k, v in asdict(self).items() if v not in ((), None, "")}


class KindReply(LenientReply):
    kind: Annotated[Kind, on_wire({"enum": list(KINDS)})]


KIND_PROMPT = (
    "Classify the question about a video into one kind: locate (when is something said or shown), "
    "relative (what comes right after or before something), count (how many times), order (in what order), "
    "position (at the beginning, the end or a given time), fact (a detail stated in the video), "
    "summary (what the video is about), open (anything else).\n"
    'Question: {question}\nReply as JSON: {{"kind": "..."}}'
)
KIND_SCHEMA = reply_schema(KindReply)
# {"kind": "relative"} is about 8 tokens: room for spaces and a newline, not for an explanation.
KIND_MAX_TOKENS = 20


def phrase_of(text: str) -> str:
    """What ``text`` quotes, verbatim (a sentence keeps its words and sentence ends); else ``text``
    without question scaffolding (question words, auxiliaries, "said", "in the video") and without
    the wording that asks for a settled value ("once she corrects herself")."""
    quoted = the_quote(text)
    if quoted is not None:
        return quoted
    stripped = _SCAFFOLD.sub(" ", mask_settled(text))
    stripped = re.sub(r"^\s*(?:the|a|an)\s+(?=\S)", "", re.sub(r"\s+", " ", stripped).strip(), flags=re.I)
    return stripped.strip()


# Words that ask for a count without naming the event: "count the moments (when) ...", "what number
# do you get", "come back (on screen)" / "show up" of a thing that appears.
_COUNT_ASKING = re.compile(
    rf"{_COUNT_OF}\b"
    r"|\bcount(?:ing)?(?: up)?(?: for (?:me|us))?(?: (?:the|all|how many))?(?: (?:moments|times|occasions|instances|scenes))?(?: (?:when|that|where))?\b"
    r"|\bwhat number do you get\b|\bwhat(?:['’]s| is| was)? (?:the |his |her |their |its |your |my )?(?:final )?tally\b|\b(?:come|comes|came|coming|show|shows|showed|pop|pops|popped|turn|turns|turned) (?:back|up)\b",
    re.I,
)
# A clause that bounds the count in time ("by the time she gets to the flood"): scope, not event.
_BOUND = re.compile(r"^\W*(?:by the time|up to the point|until)\b[^,]*,", re.I)


# Doing a thing again and again, said by its doer ("Sam keeps checking the water", "she kept on
# tasting it"): the act is counted, not the keeping, nor the doer (the words before it).
_KEEPS_DOING = re.compile(r"^[^.!?]*?\b(?:keeps?|kept|carries on|carried on|goes on|went on)\s+(?:on\s+)?(?=\w+ing\b)")


# What a count leaves out, set before what it asks: "Leaving out the cyclist's bell and the car alarm, how often
# did somebody hoot at her?", "Apart from those, how often did a customer ask for ...": no part of the event.
_LEFT_OUT = re.compile(
    r"(?:^|(?<=[.!?]\s))\W*(?:leaving (?:out|aside)|not counting|apart from|aside from|except(?: for)?|excluding"
    r"|other than|besides)\b[^?]*?,\s*(?=(?:how|what)\b)",
    re.IGNORECASE,
)


def counted_event(question: str) -> str:
    """The event a count question counts: its phrase without the scope it is counted over, without
    the doer's name and without the words that only ask for a number; of a question set up by a
    sentence before it ("Count the moments she turns to her map. What number do you get?"), the
    sentence that names the event."""
    if the_quote(question) is not None:
        return phrase_of(question)
    sentences = [_LEFT_OUT.sub("", p) for p in ASKED_LAST.split(question.strip()) if p.strip()]
    named = [p for p in sentences if phrase_of(_COUNT_ASKING.sub(" ", p))]
    if len(sentences) > 1 and _LEFT_OUT.search(question) and sentences[-1] in named:
        named = [sentences[-1]]  # "... Apart from those, how often did a customer ask for ...": what it counts is asked
    text = named[0] if len(sentences) > 1 and named else _LEFT_OUT.sub("", question)
    text = _COUNT_ASKING.sub(" ", _COUNT_SCOPE.sub(" ", _BOUND.sub(" ", _KEEPS_DOING.sub("", text.strip()))))
    return phrase_of(_NAMED_DOER.sub(r"\1", text))


def _events(text: str) -> tuple[str, ...]:
    return tuple(e for part in _SPLIT_EVENTS.split(phrase_of(text)) if (e := part.strip()))


# What names a list set up before the question, up to its first item: "The blackboard went" of "The blackboard went
# rare books, fiction, bookcases, then the road."
_LIST_LEAD = re.compile(
    r"^[^,]*?\b(?:went|goes|said|says|read|reads|ran|runs|listed|lists|had|has|showed|shows|gave|gives|put|puts)\b\s*:?\s*",
    re.IGNORECASE,
)


def _order_events(question: str) -> tuple[str, ...]:
    """The things an order question compares, as it names them; none when it asks, after a sentence reading out a
    list ("The blackboard went rare books, fiction, bookcases, then the road. How did the day actually run?"), how
    that list was done: the list's items are the video's plan, read where it is shown (their first mention is no
    doing), not events to place."""
    *setup, asked = ASKED_LAST.split(question.strip())
    if setup and len(_events(asked)) < 2:
        listed = [p for p in _SPLIT_EVENTS.split(_LIST_LEAD.sub("", " ".join(setup), count=1)) if phrase_of(p)]
        if len(listed) >= 2:
            return ()
    return _events(question)


def _first_claim(question: str, match: re.Match[str]) -> bool:
    """Whether a "first" is what someone first thought or said before it was corrected (:data:`_CORRECTED`)."""
    claimed = _CLAIM_VERB.search(question) is not None
    if match.group("which").lower() != "first" or not (claimed or _GOT_WRONG.search(question)):
        return False
    before = question[: match.start()].split()
    if before and before[-1].lower() == "at":
        return True  # "which bird did he think it was at first", "she got the opening wrong at first"
    after = question[match.end("which") :].split()
    # "which did she say first, and which did she mean", "Ross first says four minutes ... his corrected figure";
    # "what threw her the first time" of a price she swapped for another
    claim_beside = (
        (bool(before) and _CLAIM_VERB.fullmatch(before[-1]) is not None)
        or (bool(after) and _CLAIM_VERB.fullmatch(after[0]) is not None)
        or (before[-1:] == ["the"] and bool(after) and re.match(r"time\b", after[0]) is not None)
    )
    return claimed and claim_beside and _CORRECTED.search(question) is not None


_GOT_WRONG = re.compile(r"\b(?:got|gets|had|has) [^.?!]{0,40}\bwrong\b", re.I)


def _places_in_video(match: re.Match[str]) -> bool:
    """Whether a "first" / "last" places something in the video rather than naming a thing: also a
    noun that a clause of who does it follows, when that noun is what is asked ("First room they walk
    into?", "which was the last stall Marta visited?"); "the first round ends at nine" names a round,
    and "what was wrong with the first tin he opened" asks about the tin, not which one it was."""
    following = (match.group("next") or "").strip().lower()
    before, after = match.string[: match.start()], match.string[match.end() :]
    if following in _GOES and _AFTER_A_PREPOSITION.search(before):
        return False  # "where did they go on the last run": the run is the time of what is asked
    if match.group("which").lower() in ("first", "last", "final") and _OPENING_STRETCH.match(
        (following + after).strip()
    ):
        return False  # "in her first few sentences", "the last moments": the video's edge, not the first of things
    if match.group("which").lower() == "final" and re.search(
        r"\b(?:in|of|at|to|for|reach|reached) the\s+$|\b(?:mid|semi|quarter)-?\s*$"
        r"|\b(?:league|cup|grand|county|club|championship|national|regional|world) $",
        before,
        re.I,
    ):
        # "the second handler to run in the final", "mid-final", "the league final": the final of a contest, a thing
        return False
    # "The last stall Marta visits - what does it sell?" asks about the stall, as the tin's question does
    asked = _ASKS_THE_THING.fullmatch(before) is not None and (
        _ASKING_WORD.search(before) or not _ASKING_WORD.search(after)
    )
    if following in _POSITION_MODIFIERS:  # "the first big thing", "the first real step": the noun after it
        following = next(iter(re.findall(r"[a-z]+", after.lower())[:1]), "")
    return (
        not following
        or following in _POSITION_NOUNS
        or following in STOP_WORDS
        or bool(re.fullmatch(_MEDIA_VERB, following))
        or (asked and _DOER_CLAUSE.match(match.string, match.end()) is not None)
    )


# Words that grade a position noun without naming a thing: "the first big thing off the list".
_POSITION_MODIFIERS = frozenset("big main real actual proper major whole".split())

# What follows a moment set up in the sentence before: "What happened next?", "What did she do after that?"
_WHAT_NEXT = re.compile(
    r"^\W*(?:what (?:happened|happens|came|comes|did (?:he|she|they|[A-Z][a-z]+) do|does (?:he|she|they|[A-Z][a-z]+) do)"
    r" (?:next|then|after that|straight after|right after)"
    # "Grace got up too quickly. What followed?", "Margaux spilt her lemonade on him. How did he react?"
    r"|what (?:followed|follows)"
    r"|how (?:did|does) (?:he|she|they|[A-Z][a-z]+) (?:react|respond|reply|take it)"
    # "A spaniel got loose on the range. How was it dealt with?", "How did they handle it?"
    r"|how (?:was|were|is|are) (?:it|that|this|they|he|she) (?:dealt with|handled|sorted(?: out)?|resolved)"
    r"|how (?:did|do|does) (?:he|she|they|we|you|[A-Z][a-z]+) (?:deal with|handle|sort out|cope with) (?:it|that|this|them|him|her)"
    r"|what (?:did|does|do) (?:he|she|they|we|[A-Z][a-z]+) do about (?:it|that|this|them|him|her)"
    r"|what (?:was|is) (?:his|her|their|[A-Z][a-z]+['’]s) (?:reaction|response|reply))\W*$",
    re.I,
)


# What followed a moment the question names in the same sentence: "What happened when a horse came out of Mill
# Lane?", in the past, as a moment is told ("what happens when you put # in front of a word" asks how a thing
# works). Not what someone did then ("What did Ifor do as soon as he heard thunder?"): the next sentence is
# seldom all of it, where the passages that tell the event hold the deed.
_WHAT_FOLLOWED_WHEN = re.compile(
    r"^\W*what happened (?:when|once|as soon as|the moment) (?P<event>[^?]+?)\W*$"
    r"|^\W*(?:when|once|as soon as|the moment) (?P<set>[^,?]+), what happened\W*$",
    re.I,
)


def asking_sentence(question: str) -> str:
    """The sentence that asks, of a question set up by sentences before it ("The Nursery Slope is number 1
    on the board. In what sequence were the runs opened?"); the question itself when it is one sentence."""
    return ASKED_LAST.split(question.strip())[-1]


def analyse_by_rules(question: str) -> QuestionAnalysis:
    """The kind by plain English cues; ``open`` when no rule recognises the question. A sentence
    that sets the question up is context: the kind is the asking sentence's own when it has one
    ("Her plan had cleaning before noise. Which did she get to first?" asks for the first, not
    what came before noise), else the whole question's ("Count the moments she turns to the map.
    What number do you get?")."""
    parts = ASKED_LAST.split(question.strip())
    if len(parts) > 1 and _WHAT_NEXT.match(parts[-1]):
        # "The mail van ended up with its wheels in the air. What happened next?": after what is set up
        setup = " ".join(parts[:-1])
        return QuestionAnalysis("relative", phrase_of(setup), direction="after", cues=["after what is set up"])
    if (followed := _WHAT_FOLLOWED_WHEN.match(parts[-1])) is not None:
        event = followed["event"] or followed["set"]
        return QuestionAnalysis("relative", phrase_of(event), direction="after", cues=["after what it names"])
    if len(parts) > 1:
        asked = _analyse_sentence(parts[-1])
        if asked.kind == "count" and asks_real_figure(question):
            # "Bernard starts off saying twenty years. How many is it really?": the figure that holds, not a count
            return QuestionAnalysis("fact", phrase_of(question), cues=["asks the real figure"])
        if asked.kind == "count" and not asked.target:
            # "Sam keeps checking the water. How many times altogether?": the event is set up before
            return replace(asked, target=counted_event(question))
        # "Sunita gives one price, then swaps it for another. Which is right, and what threw her the first time?":
        # a "first" that is what was said before the correction the setup tells, read with the setup
        first_claimed = asked.position == "first" and any(
            _first_claim(question, m) for m in _FIRST_LAST.finditer(question)
        )
        if asked.kind not in ("fact", "open") and not first_claimed:
            return asked
        whole = _analyse_sentence(question)
        if whole.kind in ("position", "relative", "order") and asks_correction(" ".join(parts[:-1])):
            # "The treasurer started with a bigger number and then took it back. What's the real balance?": the
            # setup tells what was said at first ("started with" places nothing), the asking sentence what is asked;
            # a setup's "how many" still names what is counted
            return replace(asked, target=phrase_of(question))
        return whole
    return _analyse_sentence(question)


def _analyse_sentence(question: str) -> QuestionAnalysis:
    """:func:`analyse_by_rules` of one question. Cues are read outside quotes: "which word is
    missing from: "please leave a message after the tone"" is no "after" question."""
    own = mask_quoted(question)
    seconds = tuple(moments_named(own))
    cues = time_cues(question)
    kinds = {c.kind for c in cues}
    relative = next((c for c in cues if c.kind in ("after", "before")), None)
    if asks_for_amount(own):  # a stated value: never a count, a position or an order
        return QuestionAnalysis("fact", phrase_of(question), seconds=seconds, cues=["asks for an amount"])
    if asks_cause(own) and not _SUMMARY.search(own):  # a stated cause: its "first" or "before" is what is asked about
        return QuestionAnalysis("fact", phrase_of(question), seconds=seconds, cues=["asks for a cause"])
    # "Whose spray-painted numbers settled how many bags there were?": a person, not a count
    counts = ASKS_WHO.search(own) is None
    if counts and (
        _COUNT_TIMES.search(own)
        or (_COUNT.search(own) and re.search(r"\b(?:mention|say|said|shown|appear|heard|repeat)", own, re.I))
    ):
        # "how many times is "X" said / X mentioned" counts the words; else the event, in any words
        sayings = the_quote(question) is not None or bool(re.search(_MEDIA_VERB, _COUNT_SCOPE.sub(" ", own), re.I))
        cue = "how many times " + ("said" if sayings else "it happens")
        return QuestionAnalysis("count", counted_event(question), seconds=seconds, cues=[cue])
    if counts and _COUNT.search(own):
        # "how many <things>" (no amount: asks_for_amount above) asks for the number the video states
        # ("we interviewed six candidates"), or, stated nowhere, for how many times the thing happens
        # ("how many broken builds were there"): the answer step tries the two in that order.
        return QuestionAnalysis("count", counted_event(question), seconds=seconds, cues=["how many things"])
    if "order" in kinds:
        return QuestionAnalysis("order", phrase_of(question), _order_events(question), seconds=seconds, cues=["order"])
    if relative is not None and relative.anchor and not _ASKS_ATTRIBUTE.search(own) and not _SUMMARY.search(own):
        direction: Literal["after", "before"] = "after" if relative.kind == "after" else "before"
        return QuestionAnalysis(
            "relative", phrase_of(relative.anchor), direction=direction, seconds=seconds, cues=[direction]
        )
    if _LOCATE.search(own) and not seconds:
        return QuestionAnalysis("locate", phrase_of(question), cues=["when"])
    if len(seconds) == 2 and _RANGE.search(own):
        return QuestionAnalysis(
            "position", phrase_of(question), position="span", seconds=tuple(sorted(seconds)), cues=["names a span"]
        )
    if len(seconds) == 1 and _AROUND.search(own):
        return QuestionAnalysis(
            "position", phrase_of(question), position="span", seconds=seconds, cues=["around a time"]
        )
    if seconds:
        return QuestionAnalysis("position", phrase_of(question), position="at", seconds=seconds, cues=["names a time"])
    seen_at: tuple[tuple[Position, re.Pattern[str]], ...] = (("begin", SEEN_FIRST), ("end", SEEN_LAST))
    for edge, seen in seen_at:
        if seen.search(own):  # "First thing we see in the Pickle video?": the video's opening, no act's place
            return QuestionAnalysis("position", phrase_of(question), position=edge, cues=[edge])
    # "which one is covered last" asks for the last of things even where "announced at the start"
    # describes them: the position of the act asked about comes before the video's edges.
    first_last = next((m for m in _FIRST_LAST.finditer(own) if _places_in_video(m) and not _first_claim(own, m)), None)
    opens, closes = _OPENS_WITH.search(own), _CLOSES_WITH.search(own)
    # "First room they walk into on the viewing?" asks as a wh-question does
    opening = first_last is not None and not own[: first_last.start()].strip(" \"'“")
    if (first_last or opens or closes) and (_WH.search(question) or opening):
        which: Position = (
            "first" if opens or (first_last and first_last.group("which").lower() in ("first", "earliest")) and not closes
            else "last"
        )  # fmt: skip
        return QuestionAnalysis("position", phrase_of(question), position=which, cues=[which])
    ends: tuple[Position, Position] = ("begin", "end")
    for cue in ends:
        if cue in kinds:
            return QuestionAnalysis("position", phrase_of(question), position=cue, cues=[cue])
    if _SUMMARY.search(own):
        return QuestionAnalysis("summary", "", cues=["summary"])
    if _WH.search(question):
        return QuestionAnalysis("fact", phrase_of(question), cues=["wh-question"])
    return QuestionAnalysis("open", phrase_of(question))


# The video itself named as what a question is about: "this video", "the guide", "in this one", "here".
_ACCORDING_TO = re.compile(r"\b(?:according to|going by) (?:the|this) \w+", re.I)  # whose word, not what is asked
_NAMES_THE_VIDEO = re.compile(rf"\b{_THIS_ONE} (?:live )?(?:{MEDIA_NOUN}|guide|tour|one)\b|\bhere\b", re.I)


def names_the_video(question: str) -> bool:
    """Whether the question names the video it is asked of ("what is this video mainly showing"): a
    fact asked of it that no moment holds is what the video as a whole shows."""
    return bool(_NAMES_THE_VIDEO.search(_ACCORDING_TO.sub(" ", mask_quoted(question))))


def analyse(question: str, steps: LLMSteps | None = None) -> QuestionAnalysis:
    """Rules first; a question they leave ``open`` is classified by the LLM (through ``steps``), if any."""
    analysis = analyse_by_rules(question)
    if analysis.kind != "open" or steps is None:
        return analysis
    reply = steps.json(
        "question kind",
        KIND_PROMPT.format(question=question),
        KindReply,
        schema=KIND_SCHEMA,
        max_tokens=KIND_MAX_TOKENS,
    )
    if reply is None or reply.kind == "open":
        return analysis
    kind = reply.kind
    if not _worded_as(kind, question):  # "for how long ..." called a count: the wording says otherwise
        return QuestionAnalysis("fact", analysis.target, by="rules", cues=[f"llm said {kind}, wording does not"])
    if kind == "order":
        return QuestionAnalysis(kind, analysis.target, _events(question), by="llm")
    if kind == "position":
        return QuestionAnalysis(kind, analysis.target, position="begin", by="llm")  # no cue said which end: the start
    if kind == "relative":
        return QuestionAnalysis("fact", analysis.target, by="llm")  # no anchor found by the rules: read as a fact
    return QuestionAnalysis(kind, "" if kind == "summary" else analysis.target, by="llm")


# The words without which a kind cannot be what a question asks: a model's kind is kept only when
# the question's wording allows it (a count needs "how many" / "how often", a position a place in
# the video, a summary words about the whole). A fact needs no particular wording.
_KIND_WORDING: dict[str, re.Pattern[str]] = {
    # "times" alone may be clock times ("the bus times"): a count is asked by "how many times"
    # "the sign-in count", "the final signature count" name a figure stated, not a count to make
    "count": re.compile(
        r"\bhow (?:many|often)\b|\bnumber of\b|(?<![\w-] )(?<![\w-]-)\bcount\b|\bcount (?:the|how|up|all)\b"
        r"|\b(?:the|a) count of\b",
        re.I,
    ),
    "order": re.compile(r"\border\b|\bsequence\b|\bfirst\b|\bthen\b|\bbefore\b|\bafter\b|\bearlier\b|\blater\b", re.I),
    "position": re.compile(r"\b(?:beginning|start|end|first|last|final|opening|closing|minute|second)\b|\d", re.I),
    "locate": re.compile(r"\bwhen\b|\btime\b|\bmoment\b|\bpoint\b|\bwhere in\b", re.I),
    "relative": re.compile(r"\bbefore\b|\bafter\b|\bnext\b|\bprevious\b", re.I),
    # a bare phrase ("festival budget?") asks for a fact about it, not what the whole video covers
    "summary": re.compile(
        r"\babout\b|\bsummar|\brecap|\boverview\b|\bdescribe|\bwhat happens\b|\bwhat happened\b|\bgist\b"
        r"|\btopics?\b|\bcover(?:s|ed)\b|\b(?:does|do|did|will)\b[^?]*\bcover\b|\bexplain|\bwhole\b|\boverall\b|\bnutshell\b|\bin short\b|\bbriefly\b",
        re.I,
    ),
}


# What something other than the video is about: "the topic of the next all-hands", "what did she say
# about the battery" ask a fact, not what the whole video covers ("what is this video about").
_ABOUT_A_THING = re.compile(
    rf"\b(?:about|topics? (?:of|for|at))\s+(?!(?:the |this |that )?(?:{MEDIA_NOUN}|speaker|presenter|host|it|this|that)\b)\w",
    re.I,
)
_WHOLE_VIDEO = re.compile(r"\bsummar|\brecap|\boverview\b|\bgist\b|\bnutshell\b|\boverall\b|\bwhole\b", re.I)


def _worded_as(kind: str, question: str) -> bool:
    own = mask_quoted(question)
    if kind in ("count", "order", "position", "locate", "relative", "summary") and asks_for_amount(own):
        return False
    if kind == "summary" and _ABOUT_A_THING.search(own) and not _WHOLE_VIDEO.search(own):
        return False
    wording = _KIND_WORDING.get(kind)
    return wording is None or bool(wording.search(own))


def option_events(option: str) -> tuple[str, ...]:
    """The events an order option lists ("Bern, then Cambridge" -> ("Bern", "Cambridge"))."""
    return tuple(e for part in _SPLIT_EVENTS.split(option) if (e := part.strip(" .")))


def is_order_option(options: Sequence[str]) -> bool:
    return all(len(option_events(o)) >= 2 for o in options)
