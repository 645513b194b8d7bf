"""Time references in a question, read from its words alone: absolute ones ("at 1:05", "when the
timer reaches forty seconds") and relative cues ("at the beginning", "right after the demo", "in
what order").

A question that names a moment is answered from the clip at that moment, whatever the text
similarity says; every strategy applies this before ranking (focus.py pins the clips).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from text_to_num import alpha2digit

from vidrag.text import NAME_ASKED_ALONE, mask_quoted, normalise, one_of_a_unit, value_words

# m:ss or h:mm:ss; "4:30 pm" is a time of day, not a moment of the video.
_CLOCK = re.compile(r"(?<![\d:.])(\d{1,2}):([0-5]\d)(?::([0-5]\d))?(?![\d:])(?!\s*[ap]\.?m\b)", re.IGNORECASE)
_UNIT_SECONDS = {"h": 3600.0, "m": 60.0, "s": 1.0}
_AMOUNT = re.compile(r"(\d+(?:\.\d+)?)\s*(hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\b", re.IGNORECASE)
_JOINER = re.compile(r"^\s*(?:,|and)?\s*$", re.IGNORECASE)
# Wording that asks for an amount the video states (a duration, a price, a date, a distance): its
# own amounts ("which step takes 15 minutes?") are part of what is asked about, not a moment of the
# video, and its answer is a value, never a count of occurrences or a position.
_ASKS_AMOUNT = re.compile(
    r"\bhow (?:long|much|far|old|big|large|early|late|soon|fast|heavy|tall|wide|deep|high|expensive|cheap)\b"
    # "by when must it be in", not "sort the jobs by when they actually happened" (an order)
    r"|\b(?:by|until|till) when\b(?! (?:they|it|things|these|those) (?:\w+ )?(?:happened|were done|got done|came))"
    r"|\b(?:what|which) (?:date|day|year|month|price|cost|fee|amount|percentage|deadline|budget)\b"
    r"|\bhow many (?:seconds|minutes|hours|days|weeks|months|years|dollars|euros|pounds|percent|kilometres|kilometers"
    r"|miles|metres|meters|kilos|kilograms|grams|litres|liters|degrees|pixels|megapixels|megabytes|gigabytes)\b",
    re.IGNORECASE,
)


# Wording that asks for a cause or a purpose: "why", "how come", "what reason", "what was causing /
# held up ...", "what is X for". "How did she ..." asks for a way, not a reason: not here.
# "... What for?", "Why the hurry?": the haste asks the cause, as "what was the hurry" does, and is no thing the video
# names (a wait is: "Why the wait?" is answered where "I waited for the sun to go down")
CAUSE_WORDS = (
    r"\bwhy(?: the (?:big |mad |great )?(?:rush|hurry|haste|urgency|fuss)\b)?|\bhow come\b"
    r"|\bfor what (?:reason|purpose)\b|\bwhat for\W*$"
    # "Old carpet off before any of the other jobs: how so?"
    r"|\bhow so\W*$"
)
CAUSE_REASON = (
    # "what was Nell's thinking in leaving the legs till the end", "what's the reasoning?", "what's the logic"
    # "what was the 4th floor guy's excuse for staying at his desk"
    r"(?:\b(?:what|which)(?:'s|s| is| was| are| were)?\s+"
    r"(?:(?:the|a|one|her|his|their|its|main|only|real|[A-Z][a-z]+['’]s|(?:[\w-]+\s+){0,2}[\w-]+['’]s)\s+)*"
    r"(?:reasons?|reasoning|purpose|cause|motive|motivation|explanation|thinking|justification|rationale|grounds|logic"
    r"|excuse|argument(?!\s+(?:about|over|with|between))|(?:hurry|rush|urgency)(?!\s+(?:hour|period)))\b"
    # "what's the point of staggering your breathing": its purpose (not "what point did she make", "at what point")
    r"|\bwhat(?:'s|s| is| was)? the (?:whole )?point(?= (?:of|in)\b))"
)
# A cause asked as a search is typed ("reason given for a paper ballot", "reason wilf jumped the
# queue"), or "on what grounds".
# A reason asked after what it is asked of, as a search is typed: "old wreck string hauled first - reason".
CAUSE_ASKED_LAST = (
    r"\b(?:reasons?|reasoning)(?: (?:for it|for that|behind it|why))?\W*$"
    # asked to explain what a sentence before set up: "The roofer was at the bottom of the paper but got his say
    # straight after the police. Explain."
    r"|(?<=[.!?])\s*(?:explain|account for)(?: (?:that|this|it|why))?\W*$"
)
# Where a question asked in two or three words starts: the question's start, or after what it is asked of ("Cash
# floats counted at the very end - what's behind that?").
_ASKED_ON_ITS_OWN = r"(?:^|(?<=[.!?:;,\-–—]))"
CAUSE_SEARCH = (
    # "reason the barrier always goes up last": a verb after up to three words, past or present
    r"^\W*(?:the |a |any |main )?reasons? (?:given |for |why |that |(?:[\w'’]+ ){1,3}(?:is|are|was|were|got|did|went"
    r"|jumped|had|[a-z]+ed|[a-z]+[^s\W]s)\b)"
    r"|\bon what grounds\b"
    # or named last: "old wreck string hauled first - reason", "adaeze invigilating - the reason behind it"
    rf"|{CAUSE_ASKED_LAST}|\bthe reasons? behind\b"
    # "What's the personal story behind Winifred pouring tea?": the reason, told as a story
    r"|\b(?:the|a) (?:\w+ )?story behind\b"
)
CAUSE_VERBS = (
    # also asked after a sentence or a clause that sets it up: "The arch is fourth on the sheet. What forced
    # Clemency to do it first?", "Top of the board, bottom of the running order: what held up the nets?"
    # "What about the bank's layout made that necessary?": what of a thing did
    r"(?:^|(?<=[.!?:;])|(?<=\bso))\s*what (?:about (?:[\w'’-]+ ){1,4}?)?(?:(?:is|was|had been|has been) )?(?:caus\w*|le[ad]d? to|leads to|made|makes|prompt\w*|trigger\w*"
    r"|held up|holds? up|holding up|held (?:it|them|him|her|us|things|everything) up|held (?:[\w'’]+ ){0,3}?back|holds? (?:[\w'’]+ ){0,3}?back|delay\w*|prevent\w*|stop\w*|kept|keeps?|explain\w*|motivat\w*|dr[io]ve|drives?"
    r"|forc\w*|put (?=[^?]*\b(?:first|top|ahead|front)\b))\b"
    # "The door boards waited until the evening. What was the hold-up?", "... What was the hurry?", "what was the
    # rush to get the general waste skip out first"
    rf"|{_ASKED_ON_ITS_OWN}\s*what(?:['’]s| is| was) the (?:hold[- ]?up|delay|idea)\W*$"
    # the reason told as what doing otherwise would bring: "What would go wrong if you added it afterwards?"
    rf"|{_ASKED_ON_ITS_OWN}\s*what (?:would|could|might|will) go wrong\b"
    # a purpose asked after what it is asked of: "The pencil-wide gap left between the gripper rods - what's it for?"
    rf"|{_ASKED_ON_ITS_OWN}\s*what(?:['’]s| is| was| are| were) (?:it|that|this|they|those|these) (?:\w+ly )?for\W*$"
    # what it waited on: "Carl said the cloth couldn't go over Martha earlier in the morning. What was it waiting for?"
    rf"|{_ASKED_ON_ITS_OWN}\s*what (?:was|were|is|are) (?:it|they|he|she|we|everyone|everybody) (?:all )?waiting (?:for|on)\W*$"
    # what stood in the way: "Martin couldn't inspect the lock wall straight after the pumping. What was in the way?"
    rf"|{_ASKED_ON_ITS_OWN}\s*what (?:was|is|were|got|stood) in (?:the|his|her|their|its|our) way\W*$"
    rf"|{_ASKED_ON_ITS_OWN}\s*what(?:['’]s| is| was) the (?:rush|hurry|big hurry|urgency)\b(?!\s+(?:hour|period))"
    # "what was behind that?", "Cash floats counted at the very end - what's behind that?", "what's behind the
    # rule that no tea goes near the layouts?"
    # (not "what is behind the shed": a place)
    rf"|{_ASKED_ON_ITS_OWN}\s*what(?:['’]s| is| was| lay| lies) behind (?:that|it|this|all that|all this)\W*$"
    rf"|{_ASKED_ON_ITS_OWN}\s*what(?:['’]s| is| was| lay| lies) behind (?=(?:the|this|that|her|his|their) "
    r"(?:rule|decision|change|move|choice|idea|plan|delay|switch|swap|order|ban)\b)"
)
# What someone puts a thing down to ("what does della put the cold spot in the attic down to"): its cause.
CAUSE_PUT_DOWN = r"^\W*what (?:does|did|do|would) (?:[\w'’-]+ ){1,3}?put\b(?=[^?]*\bdown to\W*$)|\bdown to\W*$"
_ASKS_CAUSE = re.compile(
    rf"{CAUSE_WORDS}|{CAUSE_REASON}|{CAUSE_SEARCH}|{CAUSE_VERBS}|^\s*what(?:'s| is| was| are| were)\b.*\bfor\s*\??\s*$"
    r"|^\W*what (?:does|did|do|would) [^?]*\bput\b[^?]*\bdown to\W*$",
    re.I,
)


def asks_cause(question: str) -> bool:
    """Whether ``question`` asks why something happened or what it is for: a cause the video states,
    never a count, a position or an order ("why did they put the station up first" asks no place in
    the video)."""
    return bool(_ASKS_CAUSE.search(mask_quoted(question)))


# An amount is a moment of the video when the wording places it there: "at 2 minutes", "around
# ninety seconds", "3 minutes in", "when the timer reaches forty seconds"; not "the step that takes
# 15 minutes" or "a 10 minute break".
_PLACED_BEFORE = re.compile(
    r"\b(?:at|around|about|near|approximately|roughly|after|before|from|to|until|till|between|and|reaches|hits|shows|reads)"
    r"(?: the)?\s*$",
    re.IGNORECASE,
)
_PLACED_AFTER = re.compile(r"^\s*(?:in\b|into\b|mark\b)", re.IGNORECASE)


# A question that asks who ("who put Tilly straight about how old the record player was"), its asking
# sentence opening with the word, after any that sets it up: a person, whatever amount its clause names.
# Where a question's asking sentence opens: the question's start, or after a sentence that sets it up.
# Where the asking words start: the question's start, a new sentence, or after a topic typed before a dash or
# colon ("pouring temperature - who set the apprentice straight").
ASKING_START = r"(?:^|(?<=[.!] )|(?<=\s[-–—] )|(?<=: ))\W*"
# A person asked for by what they are: "Which committee member rang St Anne's?"
PERSON_NOUN = (
    r"(?:person|people|member|man|woman|lady|lad|girl|boy|guy|volunteer|neighbour|neighbor|resident|councillor"
    r"|colleague|relative|sibling|brother|sister|kid|child|parent|speaker|officer|official|helper)"
)
# "who", and the same asked of a person in other words: "Which person sets it straight?", "Name them."
WHO_WORD = rf"(?:who(?:m|se)?|(?:which|what) (?:(?:[\w'’-]+ )?{PERSON_NOUN}|(?:one )?of them)|name (?:them|him|her|that person))"
# A person asked for without "who": "Name?" typed alone after someone told of (:data:`NAME_ASKED_ALONE`), a
# sentence left for the doer to end it ("the cow in the tulips was led out by")
WHO_TYPED = (
    rf"{NAME_ASKED_ALONE}"
    r"|^(?!\W*(?:what|which|how|where|when|why)\b).*\b(?:was|were|is|are|got|gets|get|been)(?: [\w'’-]+){1,3}? by\W*$"
)
# "By whom?" set after what was done: "The founder's speed figure gets shot down. By whom?"
ASKS_WHO = re.compile(rf"{ASKING_START}(?:(?:and|so|but|ok|okay)\W+)?(?:by )?{WHO_WORD}\b|{WHO_TYPED}", re.I)


# The one whose words are asked for: "According to Mo, who mostly rides ...", "Gareth names a price for ...",
# "In Lou's words, ...". Only a name the video's name boxes show is taken (:func:`source_named`).
_SOURCE_NAMED = re.compile(
    r"\b(?i:according to|going by) (?P<by>[A-Z][\w'’-]+)\b"
    r"|\b(?i:in) (?P<of>[A-Z][\w'’-]+)['’]s (?:words|view|account|telling|reckoning)\b"
    r"|\b(?P<who>[A-Z][\w'’-]+) (?:says|said|names|named|gives|gave|quotes|quoted|mentions|mentioned|reckons|reckoned"
    r"|states|stated|claims|claimed|estimates|estimated|tells us|told us)\b"
)


def source_named(question: str, names: Iterable[str]) -> str | None:
    """The person whose words a question asks for, of ``names`` (the people the video's name boxes show)."""
    own = mask_quoted(question)
    for match in _SOURCE_NAMED.finditer(own):
        name = match["by"] or match["of"] or match["who"]
        if name in names:
            return name
    return None


def asks_for_amount(question: str) -> bool:
    """Whether ``question`` asks how long, how much, by when, what price or date: a stated value."""
    return bool(_ASKS_AMOUNT.search(question)) and not ASKS_WHO.search(question)


def time_mentions(question: str, *, amounts: Literal["all", "placed", "none"] = "all") -> list[float]:
    """Seconds named in ``question``: clock times (m:ss, h:mm:ss) and amounts such as
    "2 minutes and 30 seconds" (number words included), in order of appearance. ``amounts``:
    every amount, only those the wording places in the video ("at 2 minutes", "3 minutes in"), or none."""
    text = alpha2digit(question, "en", threshold=0)
    found: list[tuple[int, float]] = []
    for match in _CLOCK.finditer(text):
        a, b, c = match.group(1), match.group(2), match.group(3)
        seconds = int(a) * 3600 + int(b) * 60 + int(c) if c else int(a) * 60 + int(b)
        found.append((match.start(), float(seconds)))
    runs: list[tuple[int, int, float]] = []  # start, end, seconds: "2 minutes and 30 seconds" is one run
    for match in _AMOUNT.finditer(text) if amounts != "none" else ():
        value = float(match.group(1)) * _UNIT_SECONDS[match.group(2)[0].lower()]
        if runs and _JOINER.match(text[runs[-1][1] : match.start()]):
            runs[-1] = (runs[-1][0], match.end(), runs[-1][2] + value)
        else:
            runs.append((match.start(), match.end(), value))
    for start, end, total in runs:
        if amounts == "all" or _PLACED_BEFORE.search(text[:start]) or _PLACED_AFTER.match(text[end:]):
            found.append((start, total))
    return [seconds for _, seconds in sorted(found)]


def moments_named(question: str) -> list[float]:
    """The moments of the video a question names: its clock times, and the amounts its wording
    places in the video, unless it asks for an amount (then "15 minutes" is what a step takes)."""
    return time_mentions(question, amounts="none" if asks_for_amount(question) else "placed")


CueKind = Literal["begin", "end", "after", "before", "order"]

# What people call the thing they watched, when they ask what it is about or how it starts or ends.
MEDIA_NOUN = (
    r"(?:video|vid|vlog|episode|meeting|tutorial|talk|lecture|presentation|documentary|review|call|session|recording"
    r"|clip|show|programme|broadcast|film|segment|stream|livestream|podcast|webinar|walkthrough|demo|class|lesson"
    r"|bulletin|edition|diary|footage|instal+ment)"
)
# "the video", "the Dunmore's video", "the Mallowmere video", "Dunmore's video": the video watched, named by whose or what it is
# the watched thing, named by what it shows too ("the crabbing video"), which a talk or a show inside it
# is not ("the safety talk")
_THE_MEDIA = (
    rf"(?:(?:(?:the|this|that|her|his|their|today's)(?: (?-i:[A-Z])[\w'’-]*)?|(?-i:[A-Z])[\w'’-]*['’]s) {MEDIA_NOUN}"
    r"|\b(?:the|this|that) [\w'’-]+(?: [\w'’-]+)? (?:video|vlog|clip|footage|recording))"
)
# The next get-together of the people filmed, which a video closes by announcing ("what's the friends' next
# outing going to be", "what's being filmed next time?"), as it does the next episode.
NEXT_OCCASION = (
    r"\bnext (?:outing|get-together|meet-?up|gathering|event|adventure)\b"
    r"|\b(?:filmed|filming|shown|showing|covered|on|in) next time\b|\bnext time\W*$"
)
# What comes after the video, as a question asks it ("what's the next episode going to be about") and as the
# closing sentence or slide that tells it says it ("Next time we're painting a panelled door", "Next on the channel").
_NEXT_ON = r"\bnext on (?:the|this|our) (?:channel|show|programme|program|podcast)\b"
NEXT_ONE = re.compile(
    r"\bnext (?:week|month|time|episode|video|show|meeting|lesson|class|part|bulletin|edition|(?:[a-z]+ )?diary)\b"
    rf"|\bcoming up\b|\bup next\b|{_NEXT_ON}|\blater (?:tonight|bulletin|edition|show|programme)\b|{NEXT_OCCASION}",
    re.I,
)
# The next one asked in words a video's closing lines never need ("Closing trailer: which episode comes next?",
# "Following episode - where are we off to?"): said in a video, a trailer may be a tractor's.
_ASKED_NEXT = (
    rf"\b(?:closing |end )?(?:trailer|teaser)\b|\b(?:following|upcoming) (?:[a-z]+ )?{MEDIA_NOUN}\b"
    rf"|\b{MEDIA_NOUN} (?:comes|is coming|will be|airs) next\b"
)
ASKS_NEXT_ONE = re.compile(rf"{NEXT_ONE.pattern}|{_ASKED_NEXT}", re.I)
# What the viewer meets first or last is the video's edge: "First thing we see in the Pickle video?" (not "the
# first thing Lou does", a place among her acts).
_SEEN = r"(?:thing|things|image|sight|picture|view|sound) (?:that )?(?:(?:we|you|viewers?) (?:see|hear|get|are shown)|(?:we|you)['’]re shown)"
SEEN_FIRST = re.compile(rf"\bfirst {_SEEN}\b|\bwhat (?:do|did) (?:we|you) (?:see|hear) first\b", re.IGNORECASE)
SEEN_LAST = re.compile(rf"\b(?:last|final) {_SEEN}\b|\bwhat (?:do|did) (?:we|you) (?:see|hear) last\b", re.IGNORECASE)
_BEGIN = re.compile(
    r"\b(?:at|in|near|towards?) the (?:very )?(?:beginning|start)\b|\b(?:beginning|start) of the video\b"
    r"|\bopening (?:scene|shot|seconds|minutes|moments|words|sentences|lines)\b"
    r"|\bfirst (?:few )?(?:seconds|minutes|moments|scene|shot|words|sentences|lines|slides?|frames?)\b|\bopening slide\b"
    r"|\b(?:in|during) the opening(?=\s*(?:[,;:?.!]|$))"  # "In the opening, what ..." (not "the opening of the shop")
    # someone's opening words: "according to Constance's opening", "in her intro" (not "the shop's opening hours" or
    # "the museum's opening"), "when she introduces the day"
    r"|\b(?:his|her|their|(?-i:[A-Z][a-z]+)['’]s) (?:opening|intro|introduction)\b"
    r"(?!\s+(?:hours?|times?|day|date|night|ceremony))"
    r"|\bwhen (?:she|he|they) introduces? (?:the|this|today's) (?:day|video|show|episode|stream|session)\b"
    r"|\bhow (?:does|did) (?:she|he|they|(?-i:[A-Z][a-z]+)) introduce (?:the|this|today's) (?:day|video|show|episode|stream|session)\b"
    # the whole thing started, not one act of it: "kicks things off", "when things kick off", "once it all got going"
    r"|\bkick(?:s|ed|ing)? (?:things|it|everything) off\b|\b(?:things|it all|everything) (?:kicks?|kicked) off\b"
    r"|\b(?:when|once|as) (?:things|it all|everything) (?:gets? going|got going|starts?|started|begins?|began)\W*$"
    rf"|{SEEN_FIRST.pattern}"
    # the filming starts: "just as Gwen starts filming", "when the camera starts rolling"
    r"|\b(?:start|starts|started|begin|begins|began) (?:filming|recording|rolling)\b"
    r"|\b(?:camera|filming|recording) (?:starts|started|begins|began)\b"
    # the watched thing itself starts ("how does the video open", "when the lecture starts"), or is
    # started by someone ("how does Devika open the video")
    rf"|\b{_THE_MEDIA} (?:start|starts|started|begin|begins|began|open|opens|opened|kicks? off|kicked off)\b"
    rf"|\b(?:start|starts|started|begin|begins|began|open|opens|opened|kicks? off|kicked off) {_THE_MEDIA}\b",
    re.IGNORECASE,
)
_END = re.compile(
    r"\b(?:at|in|near|towards?) the (?:very )?(?:end|close)\b|\bend of the video\b|\bending\b"
    r"|\b(?:last|final|closing) (?:few )?(?:seconds|minutes|moments|scene|shot|words|slides?|frames?)\b|\b(?:in|during) the closing(?=\s*(?:[,;:?.!]|$))"
    r"|\bwrap(?:s|ped|ping)? (?:things|it|everything) up\b"  # the whole thing ended, not one act of it
    rf"|{SEEN_LAST.pattern}"
    rf"|\b{_THE_MEDIA} (?:end|ends|ended|finish|finishes|finished|close|closes|closed|conclude|concludes|concluded"
    r"|wraps? up|wrapped up)\b"
    r"|\b(?:end|ends|ended|finish|finishes|finished|close|closes|closed|conclude|concludes|concluded|wraps? up"
    rf"|wrapped up) {_THE_MEDIA}\b"
    # the next one is announced at the end ("what's next week's episode going to be", "what will the next
    # review cover", "what's coming up next on the channel"): a teaser closes a video
    rf"|\bnext (?:week's |time's )?(?:[a-z]+ )?{MEDIA_NOUN}\b|\b(?:in|on|for) next week's\b|\blater {MEDIA_NOUN}\b|{NEXT_OCCASION}"
    rf"|{_NEXT_ON}|{_ASKED_NEXT}",
    re.IGNORECASE,
)
# Wording that says which value to read, not where in the video: the one settled on after a
# correction or a change of mind. "in the end" is both "at last" and "at the end of the video" ("what
# was her highlight in the end"): it stays a position cue, whose moments give way to the question's
# when they state no option (answer/engine.py), and it also asks for the value stated last.
_SETTLED = re.compile(
    # a figure a speaker changes "ends on", "lands at" or "settles on" ("What figure does he end on?", "Where does it land?")
    r"\b(?:figure|number|price|amount|total|sum|cost|quote|estimate)\b[^?]*"
    r"(?:\b(?:end(?:s|ed)?|land(?:s|ed)?|settle(?:s|d)?) (?:up )?(?:on|at)\W*$|\bwhere (?:does|did) (?:it|that) (?:land|settle)\b)"
    r"|\bend(?:s|ed)? up\b|\beventually\b|\bultimately\b|\bat last\b|\bfinally\b"
    r"|\b(?:(?:after|once|when|as) (?:she|he|they|it) )?correct(?:s|ed|ing)? (?:herself|himself|themselves|itself|that|it)\b"
    r"|\b(?:(?:after|once|when|as) (?:she|he|they) )?chang(?:es|ed|ing) (?:her|his|their) minds?\b"
    r"|\bafter (?:the|her|his|their) (?:correction|change|fix)\b"
    r"|\b(?:(?:after|once|when|as) (?:she|he|they|it) )?(?:fix|fixe|correct|amend|revise|update)(?:s|d|ed|ing)? (?:her|his|their|its|the) (?:mistake|error|slip|figure|number|statement)s?\b",
    re.IGNORECASE,
)


# What asks for what came next in so many words ("what did Hector do next?").
_NEXT_ASKED = re.compile(r"\b(?:next|then|afterwards|after that|straight away|right away)\b", re.IGNORECASE)


# "right after X", "what followed X", "what preceded X", "once X, what came next": the anchor is X.
def _anchor(group: str) -> str:
    """The anchor phrase, captured as ``group`` (each form of the cue names its own)."""
    return rf"(?P<{group}>[^,?.;!]{{3,}})"


_RELATIVE = re.compile(
    rf"\b(?P<right>right |immediately |just |shortly |directly |straight )?(?P<kind>after|before)\s+{_anchor('anchor')}"
    rf"|\b(?P<verb>follow(?:s|ed)?|preced(?:e|es|ed))\s+(?!by\b){_anchor('followed')}"
    rf"|^\W*(?:once|as soon as|when|the (?:moment|minute|second|instant))\s+{_anchor('done')},\s*(?=[^?]*\b(?:next|afterwards|after that)\b"
    # "Once Priya opened her hand, where did the kingfisher go?", "The moment Dev had left, what did Jory get up and
    # do?", "Once the last car pulled out, what did Frank do first?": where it went, or what it did, then
    r"|(?:what|where)\s+(?:did|does|do)\b[^?]*\b(?:do|go|fly|run|head)(?:\s+(?:first|then|next|straight away|right away))?\W*$)"
    # an event told, then what came of it asked: "A gust sets the mast leaning. Bogdan's response?", "Marjorie's
    # halfway up when the alarm sounds. What does Stuart do about it?", "Bronze bubbles up out of the vent. What
    # happens next?"
    rf"|^\W*{_anchor('told')}(?:[.!]\s+|(?P<dash>\s+[-–—]+\s+))(?=(?:what|how)\s+(?:happens|happened)\s+(?:next|then)\b"
    # "The disco lights come on by accident mid-final. What does Jordan do?", "How does she handle it?"
    # "Dean says it's finished - what does Sandra do straight away?"
    r"|(?:what|how)\s+(?:did|does|do)\s+(?:[\w'’]+\s+){1,3}(?:do\W*$|(?:do\s+(?:about it|next|then|straight away|right away"
    r"|immediately)"
    r"|respond|react|handle|deal with|cope|sort)\b)"
    r"|(?:[\w'’]+\s+){0,2}[\w'’]+['’]s?\s+(?:response|reaction|next move)\W*$)"
    # put after the asking words: "What did Gordon do the minute Tamsin had left for her train?"
    rf"|(?<=\w )(?:the (?:very )?(?:moment|minute|second|instant)|as soon as)\s+(?!after\b|before\b){_anchor('soon')}",
    re.IGNORECASE,
)
# What asks for the next (or previous) event itself: "what happened after X", "what did she do
# before X", "what comes after X"; without it, a plain "after X" places a fact in time.
_ASKS_NEXT = re.compile(
    r"\b(?:what|which)\b.*\b(?:happen\w*|do|doing|done|come|came|comes|follow\w*|say|said|says|show|shows|showed|shown"
    r"|discuss\w*|talk\w*|cover\w*|go(?:es)? (?:over|on)|went (?:over|on)|get into|got into|mov\w+ on|turn\w* to)\b"
    # "what's the next scene after the broken lamp": the next thing itself; "before the gates open, what's the
    # scene?": what is going on then
    r"|\b(?:next|previous) (?:scene|thing|step|part|item|segment|topic|stop|section|bit|shot)\b"
    r"|\bwhat(?:['’]s| is| was) (?:the (?:scene|situation|picture)|going on|happening)\b",
    re.IGNORECASE,
)
# How a list told first really went: "How did the night really go?", "how did it pan out".
_HOW_DID_IT = r"how did (?:it|things|that|the [\w'’-]+)"
_WENT = r"(?:pan out|turn out|play out|work out|run|go|unfold)\b"
# What an act comes before or after when it is the first or the last of them ("before the rest", "after all the
# others"): no event, a place in the order (reasoning/questions.py)
_THE_REST = re.compile(
    r"\W*(?:all )?(?:the rest|the others|every(?:thing|one) else|any(?:thing|one) else|every other \w+"
    r"|all the other \w+)\W*",
    re.IGNORECASE,
)
_ORDER = re.compile(
    r"\b(?:in )?(?:what|which) order\b|\bsequence\b|\bchronological\b"
    # order as a noun: "the order in which", "marek's actual setup order?" (not "what did she order")
    # "the real pouring order", "in the order they were poured"
    r"|\bthe order (?:of|in which)\b|\b(?:actual|real|true|running|setup|set-up|correct|right|original) (?:\w+ing )?order\b"
    r"|\bin the order (?:they|these|those|it|things)\b"
    # typed as a search: "grotto setup jobs, order they were done in"
    r"|\border (?:they|these|those|it|things) (?:were|was|got|came|happened|went)\b"
    # "Sort the staff room door jobs by when they actually happened."
    r"|\b(?:sort|arrange|rank|order|list|put) (?:[\w'’-]+ ){1,6}by when\b"
    # "List the bays as they were done", "name the runs as they got opened"
    # "list the five stops as they really happened"
    # "walk me through the five chalked jobs as they really happened"
    r"|\b(?:list|name|give|run through|go through|(?:walk|take|talk) (?:me|us) through) (?:[\w'’-]+ ){1,6}"
    r"as (?:they|these|those) (?:really |actually )?"
    r"(?:were|got|came|happened|went|took place)\b"
    # "Walk me through how the five agenda items were actually worked through."
    r"|\b(?:walk|take|talk|run) (?:me|us) through how (?:[\w'’-]+ ){1,6}(?:were|got) (?:really|actually) \w+"
    # "Rearrange Hugh's five typed jobs the way the volunteers actually did them"
    r"|\b(?:rearrange|reorder|re-order|sort|arrange) (?:[\w'’-]+ ){1,6}(?:the way|as|in the order) (?:[\w'’-]+ ){0,3}"
    r"(?:really |actually )?(?:did|done|happened|went|got done|came)\b"
    # "What was the order on the day?"
    r"|\b(?:what|which) (?:was|is|were) the (?:\w+ )?order(?= on the\b| they\b| in which\b|\W*$)"
    r"|\bthe order on the (?:day|night|morning|afternoon|evening)\b"
    # typed as a search or said as a bidding: "order the five groups went on the mat", "put the jobs in order"
    r"|^\W*(?:the )?order (?:of |in which )?(?:the|these|those|all|each)\b|\bput (?:[\w'’]+ ){1,4}in order\b"
    r"|\b(?:comes?|came|happens?|happened|appears?|appeared|shown) (?:first|last)\b|\bthe other way (?:round|around)\b"
    # "how did the day really go, job by job"
    r"|\b(?P<each>job|step|stop|item|task|stage|room|act|train|dish) by (?P=each)\b"
    # a list given, then how it went: "The board went station, care home, Quayside. How did it really pan out?"
    # "The list says junior game, presentation, oil, raffle, final. How did the night really go?"
    rf"|(?:[^,.?]+,){{2,}}[^.?]*[.:;]\s*{_HOW_DID_IT} (?:really |actually )?{_WENT}"
    # the plan's first and last told, then how it really went: "Trevor's list puts the mast first and the
    # generator last. How did the weekend really run?"
    rf"|\b(?:first|last)\b[^.?]*[.:;]\s*{_HOW_DID_IT} (?:really|actually) {_WENT}",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class TimeCue:
    kind: CueKind
    anchor: str | None = None  # what "after"/"before" refers to


_IN_THE_END = re.compile(r"\bin the (?:very )?end\b", re.IGNORECASE)


def asks_settled_value(question: str) -> bool:
    """Whether the question asks for the value settled on ("once she corrects herself", "in the end")."""
    own = mask_quoted(question)
    return not asks_original_value(question) and bool(_SETTLED.search(own) or _IN_THE_END.search(own))


# Wording that asks for the value a correction replaced: "before he corrected himself", "what did she
# say at first", "the figure he originally gave", "the wrong date".
_ORIGINAL = re.compile(
    r"\bbefore \w+ (?:correct|fix|chang|amend|revis|updat)\w*"
    r"|\b(?:at first|originally|initially|to begin with)\b"
    r"|\b(?:wrong|mistaken|incorrect|original) (?:figure|number|value|date|day|time|price|length|total|amount)\b",
    re.IGNORECASE,
)


# A dash between words, and a time of day said alone: "six", "6 pm", "half past five", "noon".
_DASHED = re.compile(r"\s+[-–—]+\s+")
_TIME_OF_DAY = re.compile(
    r"(?:(?:half|quarter|\d{1,2}) (?:past|to) )?\d{1,2}(?:[:.]\d{2})?(?: ?(?:[ap]\.?m\.?|o'clock|o’clock))?"
    r"|noon|midday|midnight"
)


def asks_original_value(question: str) -> bool:
    """Whether the question asks for the value before its correction, not the one settled on."""
    return bool(_ORIGINAL.search(mask_quoted(question)))


# A figure given, then traded for another: "Sunita gives one filter price, then swaps it for another".
SWAPPED_FOR = (
    r"(?:swaps?|swapped|switch(?:es|ed)?) (?:it|that|them) for (?:another|a (?:new|different|second) (?:one|\w+))\b"
)
# Another's word set against a figure: "who says otherwise", "who tells her the real number", "the founder's
# speed figure gets shot down".
GAINSAYING = (
    r"\b(?:says?|said|tells?|told) (?:\w+ )?otherwise\b"
    # "who tells her the real number", "Who gives the exact count?" after another's guess
    r"|\b(?:give|gives|gave|giving|tell|tells|told|telling) (?:\w+ )?the (?:proper|right|correct|real|actual|true|exact)"
    r" (?:number|figure|amount|answer|one|total|count)\b"
    # "Who had the actual number?" after another's guess
    r"|\b(?:had|has|have|knew|knows|got) the (?:proper|right|correct|real|actual|true|exact) (?:number|figure|count|total)\b"
    r"|\b(?:shoot|shoots|shot) (?:\w+ )?down\b"
    # "Which person knocks it down?" of a rumour, "knocks the captain's margin down"
    r"|\bknock(?:s|ed|ing)? (?:it|that|this|(?:the|her|his|their) (?:[\w'’]+ )?(?:rumou?r|claim|idea|story|figure"
    r"|number|margin|estimate|guess|total|count)) down\b"
    # "says the toast-giver's figure is wrong", "the kiosk man's figure gets checked against the numbered roll"
    r"|\b(?:says?|said|tells?|told|knows?|knew) (?:\w+ )?(?:[\w'’-]+ ){0,3}(?:figure|number|count|estimate|total|time|guess)"
    r" (?:is|was|are|were) (?:wrong|off|out|too (?:high|low))\b"
    r"|\b(?:figure|number|count|estimate|total|tally) (?:gets?|got|is|was) (?:double-)?checked against\b"
    # someone's figure fixed: "harvester driver's oil figure - who fixed it", "who fixed Ifor's figure" (not "who fixed
    # the gate", nor "who had the clicker and fixed the visitor number", which tells who by what they had)
    r"|\b(?:figure|number|total|count|estimate|guess)\b[^?.!]*\bfix(?:es|ed|ing)? (?:it|that|this)\b"
    r"|\bfix(?:es|ed|ing)? (?:her|his|their|[\w'’]+['’]s) (?:[\w'’-]+ )?(?:figure|number|total|count|estimate|guess)\b"
    # "Who tells him it's not that steep?" of his "one in four"
    r"|\b(?:says?|said|tells?|told) (?:\w+ )?(?:it|that|this|they)(?:['’]s| is| was|['’]re| are| were) not (?:that|so|as) \w+"
)
# What a figure asked for is called: "the actual number", "what's the true length".
_FIGURE_NOUN = r"(?:figure|number|amount|total|count|length|price|cost|weight|size|distance)"
# What really held, known by someone: "(who knew) what the dress really cost"
WHAT_REALLY_HELD = r"(?:what|how (?:much|many|long|far|old|big))\b[^?.!]*\b(?:really|actually)\b"
# Who had the figure that holds: "who knew the real price of the stair rods", "who had the right number"
HAD_THE_REAL_FIGURE = (
    rf"(?:knew|knows|know|had|has) the (?:real|actual|true|right|correct|proper) (?:[\w'’-]+ )?{_FIGURE_NOUN}\b"
)
# Wording about a correction: "what does he correct them to", "gets the times wrong", "changes his mind",
# "misspoke", "from what to what".
_CORRECTION = re.compile(
    r"\bcorrect(?:s|ed|ing|ion|ions)?\b|\bchang(?:es|ed|ing) (?:her|his|their) minds?\b|\bmistakes?\b"
    # "gives one figure and then changes it", "started with a bigger number and then took it back"
    r"|\b(?:figure|number|total|count|estimate|time|date|price)\b[^.?!]*\bthen chang(?:es|ed|ing) (?:it|that)\b"
    r"|\b(?:figure|number|total|count|estimate|price|amount|sum)\b[^.?!]*\b(?:takes?|took|taking) (?:it|that) back\b"
    # "Wayne gave one number of chairs and then another"
    r"|\b(?:gives?|gave|said|says|quoted?|quotes) one (?:figure|number|price|total|count|time|date|amount)\b[^.?!]*"
    r"\b(?:then|and) (?:another|a different one)\b"
    # "right figure, and why the first one was wrong"
    r"|\b(?:first|original|earlier|old|other) (?:one|figure|number|total|count|price|estimate)\b[^?.!]*"
    r"\b(?:was|were|had been) (?:wrong|off|out|a mistake)\b"
    r"|\b(?:get|gets|got|had|has) (?:[\w'’]+ ){1,5}wrong\b|\bmis(?:spoke|speaks|read|reads|said|heard)\b"
    # "right number, and why he said the wrong one first"
    r"|\b(?:said|says|gave|gives|quoted|quotes) (?:the |a )?wrong (?:one|figure|number|count|total|price|amount)\b"
    r"|\bfrom what to what\b|\bcontradict(?:s|ed|ing)?\b"
    # a change of mind told: "says nine barns, then thinks again", "has second thoughts", "thinks better of it"
    r"|\b(?:thinks?|thought|thinking) (?:again|twice|better of it)\b|\bsecond thoughts?\b"
    r"|\b(?:rethinks?|rethought|reconsiders?|reconsidered)\b"
    # "puts him right", "puts the Year Six girl right"; not "puts the lid right back"
    r"|\bput(?:s|ting)? (?:him|her|them|it|\w+|the (?:[\w'’-]+ ){0,2}[\w'’-]+) (?:right|straight)\b"
    r"(?! (?:at|in|on|by|up|back|away|into|through|next|now|there|here|after|before)\b)"
    # another says otherwise: "but the fire officer disagrees", "the accountant isn't happy with it"
    r"|\bdisagree(?:s|d)?\b|\b(?:isn't|is not|wasn't|was not) happy with (?:it|that|the \w+)\b"
    r"|\bsets? (?:him|her|them|the record|(?:the |that |this )?\w+) straight\b"
    # "who brings her back down to earth", "says the claim is inflated", "his temperature is way out"
    r"|\b(?:brings?|brought) (?:him|her|them|\w+) (?:back )?down to earth\b|\b(?:inflated|exaggerated|overstated)\b"
    r"|\b(?:over|under)-?(?:estimat|guess|shoot|shot)\w*"
    r"|\b(?:is|was|are|were|'s|’s) (?:way|miles|well) (?:out|off)\b(?! (?:of|the|to|in|on)\b)"
    rf"|\b{SWAPPED_FOR}"
    # "gives a figure and then changes it", "what's the right one?"
    r"|\bchang(?:es|ed|ing) (?:it|that|the (?:figure|number))\b|\bthe (?:right|correct|proper) (?:one|figure|number|answer)\b"
    # "who knew what the dress really cost": who had the figure that holds
    rf"|\bwho (?:knew|had) {WHAT_REALLY_HELD}"
    rf"|\bwho {HAD_THE_REAL_FIGURE}"
    # "the roofer changes his own price halfway through a sentence"
    r"|\bchang(?:es|ed|ing) (?:her|his|their) (?:own )?(?:price|figure|number|quote|estimate|guess|count|total)s?\b"
    # "parapet repair cost - final figure and why it changed"
    r"|\bfinal (?:figure|number|total|price|cost|count)\b[^?.!]*\b(?:it|that|this) chang(?:ed|es)\b"
    # "number of slabs delivered, real figure": the figure that holds, asked for after another was given
    rf"|\b(?:real|actual|true|correct|right) {_FIGURE_NOUN}\s*\??\s*$"
    rf"|{GAINSAYING}",
    re.IGNORECASE,
)
# A question asking both sides of a correction: "from what to what?", or what was said at first "and what"
# holds ("what did she say at first, and what is the right figure?").
_FROM_WHAT_TO_WHAT = re.compile(r"\bfrom what to what\b", re.IGNORECASE)
_AND_WHAT = re.compile(r"\band (?:what|which)\b", re.IGNORECASE)


# A question asked after a sentence that sets it up: "Her plan had cleaning before noise. Which did
# she get to first?", or a request after it: "... went in another. List the bays as they were done."
ASKED_LAST = re.compile(
    r"(?<=[.!])\s+(?=[A-Z][^.!?]*\?\s*$|(?:List|Name|Give|Tell|Rank|Put|Count|Say|Sum up)\b[^.!?]*[.!]?\s*$)"
)
# A figure set up, then what really holds asked: "Bernard starts off saying twenty years. How many is it really?",
# "Nigel was expecting a hundred shooters. How many actually signed up?".
_REALLY = re.compile(
    rf"\b(?:really|actually|in fact|in reality|in truth|truly)\b|\b(?:actual|real|true|correct|right) {_FIGURE_NOUN}\b",
    re.IGNORECASE,
)
# What an instrument read, asked: "What did the laser say?", "what does the tape show".
READING_ASKED = r"\bwhat (?:did|does|do) (?:the|her|his|their|its) (?:[\w'’-]+ )?[\w'’-]+ (?:say|show|read)\b"
_ASKS_HOW_MUCH = re.compile(
    r"\bhow (?:many|much|long|old|far|big|heavy)\b|\bwhat (?:figure|number|amount|total)\b"
    rf"|\bwhat(?:['’]s| is| was) the (?:\w+ )?{_FIGURE_NOUN}\b"
    # asked as a search is typed: "Bea figured about two hundred cars. The real total?"
    rf"|^\W*(?:and |so )?(?:the )?(?:actual|real|true|correct|right) {_FIGURE_NOUN}\W*$"
    rf"|{READING_ASKED}",
    re.I,
)
_SET_UP_FIGURE = re.compile(r"\d")
# A figure told as someone's belief, so the one that holds is asked after it: "Pauline thought the floor dropped about
# an inch. What did the laser say?", "Dorothy reckoned the detour was twelve miles. Actual figure?"
_BELIEVED = re.compile(
    r"\b(?:thinks|thought|reckons|reckoned|guesses|guessed|figures|figured|assumes|assumed|estimates|estimated"
    r"|expects|expected|reckoning|guessing)\b",
    re.IGNORECASE,
)
# What another made of a figure someone believed: "Graham guessed the oak at a hundred years. What did Owain reckon?",
# "Gloria reckoned a water butt holds about fifty litres. What did Sandra come back with?"
_ANOTHER_SAID = re.compile(
    r"^\W*what (?:did|does|do) (?P<who>(?-i:[A-Z])[\w'’-]+) (?:say|reckon|make it|put it at|come to|come back with"
    r"|answer|reply|tell (?:her|him|them))\W*$",
    re.IGNORECASE,
)
# A figure given in dozens, which alpha2digit leaves in words: "Trevor put the losses at about a dozen huts".
_DOZENS = {"a dozen": "12", "half a dozen": "6", "a couple of dozen": "24"}
_DOZEN = re.compile(r"\b(?:half a|a couple of|a) dozen\b", re.IGNORECASE)


def _in_dozens(text: str) -> str:
    """``text`` with a figure said in dozens written as its number."""
    return _DOZEN.sub(lambda m: _DOZENS[m.group().lower()], text)


def asks_real_figure(question: str) -> bool:
    """Whether a sentence setting the question up states a figure and the asking one asks what really holds,
    or the setup tells the figure was put right ("Ewan says nine barns, then thinks again. How many did he check?")."""
    return _setup_put_right(question) is not None


# An item named by its number: "Number 4 went first", "item two".
ITEM_NUMBER = r"\b(?:number|no\.?|item|step|job) (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b"
# Numbers a setup says that are no figure given: "at first" ("1st", as :func:`~vidrag.text.normalise` writes it), an
# item's number ("The rope ladder was number one on the cereal box"), "one figure" of "gives one figure for the visitors"
_NO_FIGURE = re.compile(
    rf"\b1st\b|{ITEM_NUMBER}|\b1 (?:figure|number|price|total|count|amount|estimate)\b", re.IGNORECASE
)


def figures_set_up(question: str) -> set[str]:
    """The figures (as :func:`~vidrag.text.value_words` writes them) a question's setup says were given at first,
    where it asks what really holds: {"300"} of "Cath guessed three hundred homes were off. What was the actual
    number?"; none where it asks no such thing."""
    told = _setup_put_right(question)
    return {w for w in value_words(_NO_FIGURE.sub(" ", told)) if w[:1].isdigit()} if told is not None else set()


def _setup_put_right(question: str) -> str | None:
    """The sentences setting up a question that asks what a figure given there really is (:func:`asks_real_figure`),
    numbers written as digits; None for any other question."""
    own = mask_quoted(question)
    *setup, asked = ASKED_LAST.split(own.strip())
    told = one_of_a_unit(alpha2digit(_in_dozens(" ".join(setup)), "en", threshold=0)) if setup else ""
    put_right = _REALLY.search(asked) or _CORRECTION.search(told) or _BELIEVED.search(told)
    another = _ANOTHER_SAID.match(asked)
    asks_figure = _ASKS_HOW_MUCH.search(asked) or (
        another is not None and another["who"] not in told and _BELIEVED.search(told) is not None
    )
    return told if _SET_UP_FIGURE.search(told) and put_right and asks_figure else None


def asks_correction(question: str) -> bool:
    """Whether the question asks about something said and then corrected, or what was said at first."""
    own = mask_quoted(question)
    return bool(_CORRECTION.search(own)) or asks_original_value(question) or asks_real_figure(question)


# A correction asked, the value put right first and why after: "gets corrected - to what, and why?", "final figure
# and why it changed", "What's the right one, and what had she left out?".
_VALUE_THEN_WHY = re.compile(
    r"\b(?:to what|(?:final|right|real|actual|correct|true) (?:\w+ )?(?:one|figure|number|total|count|price|cost|charge|fee))\b"
    # "... and why", "and what had she left out", "and what threw her", "and whose rate had she given"
    r"[^?.!]*\band (?:why|what (?:had|did|has) \w+ (?:left out|forgotten|missed)|what (?:threw|confused|misled|fooled) \w+"
    r"|whose \w+ (?:had|did|has) \w+ (?:given|read|quoted|used))\b",
    re.IGNORECASE,
)


def asks_value_then_why(question: str) -> bool:
    """Whether a question about a correction asks the value put right and then why: the value is the answer, its
    reason the citation's to show."""
    return bool(_VALUE_THEN_WHY.search(mask_quoted(question))) and asks_correction(question)


def asks_both_sides(question: str) -> bool:
    """Whether a question about a correction asks what was said first as well as what holds."""
    own = mask_quoted(question)
    return bool(_FROM_WHAT_TO_WHAT.search(own)) or (asks_original_value(question) and bool(_AND_WHAT.search(own)))


def mask_settled(text: str) -> str:
    """``text`` with its settled-value wording blanked out, same length (offsets stay valid)."""
    return _SETTLED.sub(lambda m: " " * len(m.group()), text)


def what_is_asked(question: str) -> str:
    """The question without its settled-value wording: that wording names no moment, and matched as
    content it finds any change of mind in the video ("Actually, no, I'll go with a pale ale")
    instead of the thing asked about."""
    return " ".join(_IN_THE_END.sub(" ", mask_settled(question)).split())


_ASKING = re.compile(r"\b(?:why|what|how|who|which|when|where|reason)\b", re.IGNORECASE)


# An anchor of every time a thing happens ("before every cry", "after each round"): a habit, not an event.
_HABIT = re.compile(r"^\s*(?:every|each|any|all)\b", re.IGNORECASE)


def time_cues(question: str) -> list[TimeCue]:
    """The cues of ``question``'s own words; a quoted sentence is only ever an anchor, whole, and the
    wording that asks for a settled value is no cue ("after she corrects herself" is no moment)."""
    masked = mask_settled(mask_quoted(question))
    cues: list[TimeCue] = []
    edges: tuple[tuple[CueKind, re.Pattern[str]], ...] = (("begin", _BEGIN), ("end", _END))
    for kind, edge in edges:
        found = edge.search(masked)
        # asked why something was done "at the very end" or "at the start", the day's order is meant, not the
        # video's; unless the video is named, or the edge is put before the asking words ("At the start, what
        # reason does Tilly give ...")
        of_the_video = (
            not asks_cause(question)
            or re.search(_THE_MEDIA, masked, re.IGNORECASE) is not None
            or (found is not None and _ASKING.search(masked[: found.start()]) is None)
        )
        if found is not None and of_the_video:
            cues.append(TimeCue(kind))
    for match in _RELATIVE.finditer(masked):
        # the asking words come before it, or after it when it is put first ("after the stove, what was next")
        fronted = not re.search(r"\w", masked[: match.start()]) and masked[match.end() :].lstrip().startswith(",")
        asks_next = _ASKS_NEXT.search(masked[: match.start()] or (masked[match.end() :] if fronted else ""))
        if (match.group("kind") and not match.group("right") or match.group("soon")) and not asks_next:
            continue  # "who ran the works after the flood": a time the fact holds in, not the next event
        group = next(g for g in ("anchor", "followed", "done", "told", "soon") if match.group(g) is not None)
        # the anchor ends where a dash sets the asking words off ("just before six - what did angela do")
        anchor = _DASHED.split(question[match.start(group) : match.end(group)])[0]
        if _TIME_OF_DAY.fullmatch(normalise(anchor).strip()):
            continue  # "just before six": a time of day, no event to come after or before
        if match.group("dash") and not _NEXT_ASKED.search(masked[match.end() :]):
            continue  # "smoke alarm goes off just before six - what did angela do": what she did then, not after
        if _THE_REST.fullmatch(anchor):
            continue  # "discussed before the rest": which came first, no event to come before
        if _HABIT.match(anchor):
            continue  # "what does Alf do before every cry": a habit, no one event to come before
        said = (match.group("kind") or match.group("verb") or "after").lower()
        cues.append(TimeCue("after" if said == "after" or said.startswith("follow") else "before", anchor.strip()))
    if _ORDER.search(masked):
        cues.append(TimeCue("order"))
    return cues


def asks_what_came_of(question: str) -> bool:
    """Whether the question tells an event and asks what came of it ("The disco lights come on mid-final.
    What does Jordan do?"): what followed the event itself, not the next thing of a plan."""
    return any(match.group("told") for match in _RELATIVE.finditer(mask_settled(mask_quoted(question))))


def anchors(texts: Sequence[str]) -> list[str]:
    """What the "after"/"before" cues of ``texts`` refer to, each once."""
    return list(dict.fromkeys(c.anchor for t in texts for c in time_cues(t) if c.anchor))
