"""Stated values as the answer to an open question that asks for one ("how long does the ride take?",
"what does a year of Pro cost?", "how many candidates were interviewed?").

The amounts of the asked kind that the moments say or show are read as if they were the options of
a multiple-choice question (choices.py): the one tied to the question's words wins, and the answer
is that value as the video states it, cited where it is stated. A small reader, shown "the single
export takes about 12 seconds; the batch about 6 minutes", picks either; the option judge ties each
value to what is asked.
"""

from __future__ import annotations

import itertools
import re
from typing import Literal

from vidrag.reasoning.timeline import LIST_MARKER
from vidrag.reasoning.questions import asking_sentence
from vidrag.retrieval.temporal import ASKS_WHO, ITEM_NUMBER, READING_ASKED, asks_cause, asks_value_then_why
from vidrag.text import (
    CELL_SEPARATOR,
    CLOCK_TIME,
    MONTHS,
    SHORT_MONTHS,
    STOP_WORDS,
    WEEKDAYS,
    halves_as_decimals,
    normalise,
    one_of_a_unit,
    value_words,
    words,
)

ValueKind = Literal["money", "duration", "clock", "date", "year", "when", "measure", "score", "number"]

_NUMBER = r"\d+(?:[.,]\d+)*"
_HEDGE = r"(?:(?:about|around|roughly|approximately|almost|nearly|over|under|just over|just under|exactly) )?"
# a month in full or as slides write it ("sept" before "sep": the longer first)
_MONTH = rf"(?:{'|'.join(MONTHS)}|{'|'.join(sorted(SHORT_MONTHS, key=len, reverse=True))})"
_WEEKDAY = rf"(?:{'|'.join(WEEKDAYS)})"
# "the 21st on February": Whisper writes "on" for a spoken "of"
_DAY_OF_MONTH = (
    rf"(?:the )?\d{{1,2}}(?:st|nd|rd|th)?(?: o[fn])? {_MONTH}\b|{_MONTH} (?:the )?\d{{1,2}}(?:st|nd|rd|th)?\b"
)
# a weekday keeps the date after it ("Monday 9 March" is one date, not "monday" and "9 march")
_DATE = rf"(?:{_WEEKDAY},? )?(?:{_DAY_OF_MONTH})|{_WEEKDAY}(?: at (?:{CLOCK_TIME}|\d{{1,2}}))?"
_WEEKDAY_BEFORE_DATE = re.compile(rf"^{_WEEKDAY},? (?=(?:{_DAY_OF_MONTH}))", re.IGNORECASE)


def without_weekday(value: str) -> str:
    """A date without the weekday before it ("monday 9 march" -> "9 march"); any other value as it is."""
    return _WEEKDAY_BEFORE_DATE.sub("", value)


# The words that scale a number said before them: "2 million", "£4 million".
SCALE_WORDS = r"(?:million|billion|thousand)"
_YEAR = r"(?:1[6-9]|20)\d\d\b(?![.,]?\d)"  # "1702", "in 2031"; not "1,500" or "2031.5"
_DURATION_UNIT = r"(?:seconds?|secs?|s|minutes?|mins?|min|hours?|hrs?|h|days?|weeks?|months?|years?)"
_PATTERNS: dict[ValueKind, re.Pattern[str]] = {
    "money": re.compile(
        rf"{_HEDGE}(?:[$€£] ?{_NUMBER}(?: ?(?:k|m|{SCALE_WORDS})\b)?"
        rf"|{_NUMBER} ?(?:k |{SCALE_WORDS} )?(?:dollars?|euros?|pounds?|bucks|quid|usd|eur|gbp|cents?|pence)\b)"
    ),
    "duration": re.compile(
        rf"{_HEDGE}(?:{_NUMBER} ?{_DURATION_UNIT}\b(?:,? (?:and )?{_NUMBER} ?(?:minutes?|mins?|min|seconds?|secs?|s)\b)?"
        r"|(?:an?|half an?) (?:hour|minute|day|week)(?: and a (?:half|quarter))?\b|\d+ quarters? of an hour"
        # an age labelled so, its years unsaid: "Marmaduke's age: 22", "aged 14"
        r"|(?:(?<=\bage: )|(?<=\bage )|(?<=\baged ))\d{1,3}\b(?![.,:]?\d| ?%))"
    ),
    "clock": re.compile(rf"\b(?:{CLOCK_TIME})"),
    "date": re.compile(rf"\b(?:{_DATE})"),
    # "when does she start" of a thing, not of the video: a date, a time of day or a year
    "year": re.compile(rf"\b(?:in |since |by )?{_YEAR}"),
    # a mark out of a total: "6/10", "a 5 out of 10"
    "score": re.compile(r"\b\d{1,3}(?:\.\d)? ?(?:/|out of) ?\d{1,3}\b(?![.,:]\d)"),
    "when": re.compile(rf"\b(?:{_DATE}|{CLOCK_TIME}|(?:in |since |by )?{_YEAR})"),
    "measure": re.compile(
        rf"{_HEDGE}{_NUMBER}(?: {SCALE_WORDS})? ?(?:km/h|kph|m/s|km|kilomet(?:re|er)s?|m|met(?:re|er)s?|miles?|feet|ft|kg|kilos?|g|grams?"
        r"|litres?|liters?|l|ml|%|percent|degrees|°c?|megapixels?|px|pixels|hectares?|ha|acres?|cm|mm|inch(?:es)?"
        r"|tonnes?|tons?|lbs?|oz|ounces?|stones?|cwt|hundredweights?|gallons?|pints?|cups?|tablespoons?|tbsp"
        r"|teaspoons?|tsp|yards?|yds?|mph|knots|rpm|watts?|w|kw|kwh|mah|gb|tb|mb|psi|bar|volts?|v"
        r"|hz|khz|mhz|ghz|calories|kcal|t|db|decibels?)(?![a-z])"  # "Tern on the load cell: 2.7 t"
    ),
}
# "$4 million" stays so: number words are written as digits, but a scale after digits is no number
# word to rewrite ("$4 1000000").
_SCALE = re.compile(rf"(?<=\d)\s*({SCALE_WORDS})\b", re.IGNORECASE)
_KEEP = "zq"
_SCALE_KEPT = re.compile(rf"{_KEEP}({SCALE_WORDS}){_KEEP}")
_COUNTED = re.compile(rf"{_HEDGE}(?<![\w.,:$€£]){_NUMBER}(?![\w:]|[.,]\d)(?: (?P<noun>[a-z]+))?")

_MONEY_WORDS = re.compile(
    r"\b(?:cost|costs|price|priced|pay|paid|fee|charge|charged|(?<!time )spen[dt]|budget|reserve|worth|expensive|cheap"
    r"|fares?|(?<!death )tolls?|rent|deposit|salary|wages?|refund|takings|proceeds)\b|\bmoney\b",
    re.IGNORECASE,
)
# A mark asked however it is worded ("how did his pie end up being marked", "score out of ten"), and a
# figure named a count ("the sign-in count"), not a count to make ("count the times").
_MARKED = r"\bhow (?:did|was|were|does|is)\b[^?]*\b(?:marked|scored|rated|graded)\b|\bscore\b[^?]*\bout of\b"
_FIGURE_COUNT = r"\b[\w-]+ count\b(?! (?:the|how|up|of|all)\b)"
# The kinds of value a question may state of what it asks ("under two hours", "about 3 metres"), in turn.
_STATED_KINDS: tuple[ValueKind, ...] = ("money", "duration", "measure")
# The wording that asks for each kind of value. "when" with a verb of the video ("when is the budget
# mentioned") asks where in the video (a locate question: questions.py); otherwise ("when does the new
# hire start") it asks for a date or a time of day, which the video may state or not (no abstention:
# "when does she add the eggs" is where in the video). "how many times" asks for a count of
# occurrences (timeline.py).
# A measure named as a search is typed: "height of the tower", "skylark 2 max height".
_MEASURE_NOUNS = r"distance|length|height|altitude|width|depth|size|temperature|speed|weight"
# A measure typed as a search: first, after what it is of, or last ("snow depth up top, corrected figure",
# "skylark 2 max height").
_MEASURE_TYPED = rf"^\W*(?:the )?(?:[a-z]+ )?(?:{_MEASURE_NOUNS})\b|\b(?:{_MEASURE_NOUNS})\W*$"
# A time taken named as such, also typed as a search: "ledges string - time spent hauling", "time-wise".
_TIME_SPENT = r"\btime (?:spent|taken)\b|\btime-?wise\b"
# The value that holds asked after a guess the question tells: "Aisha guesses a hundred mats - actual number?",
# "Gloria's real height, then?" (a "right figure" may be money: it names no kind).
_REAL_COUNT = r"\b(?:actual|real|true|right|correct|exact) (?:number|count|tally)\b"
# A year typed as a search: "year the heslops took on crawhope farm" (not "year 7 pupils"), "maurice gill first
# dunmores window year" (not "twice a year").
_YEAR_TYPED = (
    r"^\W*(?:the )?year (?!(?:of|in|on|for)\b|\d)(?=\w)"
    r"|^(?!.*\b(?:what|which|who|whose|how|when|why|where|per|a|each|every|last|next|this)\b)[^?]*\w year\W*$"
)
# A number typed as a search, after what it counts: "boards rescued from the tip - number".
_NUMBER_TYPED = r"[-:–—]\s*(?:the )?(?:total |final |actual |exact )?number\W*$"
_REAL_AGE = r"\b(?:actual|real|true|right|correct|exact) age\b"
_REAL_MEASURE = rf"\b(?:actual|real|true|right|correct|exact) (?:{_MEASURE_NOUNS})\b"
# What an instrument read: "What did the sack scales say?", "what does the clicker show": a value of the kind it reads.
_READING = (
    r"\bwhat (?:did|does|do) (?:the|her|his|their|its) (?:[\w'’-]+ )?{0}s? (?:say|said|says|show|shows|read|reads)\b"
)
# The time of day asked typed as a search: "Woodpecker drumming in the oak: time it started?"
_TIME_TYPED = r"(?:^|[-:–—,]\s*)(?:the |exact |clock )*time (?:it|that|this|they|he|she|we) \w+\W*$"
_MEASURING = r"(?:scale|thermometer|gauge|meter|tape|speedometer|anemometer|barometer|decibel meter)"
_COUNTING = r"(?:clicker|counter|tally)"
_ASKS: list[tuple[ValueKind, re.Pattern[str]]] = [
    ("clock", re.compile(rf"\bwhat time\b|\bat what time\b|{_TIME_TYPED}", re.IGNORECASE)),
    ("year", re.compile(rf"\b(?:what|which) year\b|{_YEAR_TYPED}", re.IGNORECASE)),
    ("date", re.compile(r"\bdate\b|\bdeadline\b|\b(?:what|which) (?:day|month)\b|\bby when\b", re.IGNORECASE)),
    (
        "money",
        re.compile(
            rf"{_MONEY_WORDS.pattern}|\bhow much (?:is|are|was|were) (?:the|a|an|one|it|that|this)\b"
            # money given or collected: "how much went into the buckets", "how much did the raffle bring in"
            r"|\bhow much (?:went|goes|go|came|comes) (?:in|into|to|towards)\b"
            # a sum asked by its size: "how big is the champion's prize", "how large was the bill"
            r"|\bhow (?:big|large) (?:is|was|are|were|'s|’s) (?:the|a|an|her|his|their|this|that) (?:[\w'’-]+ ){0,2}"
            r"(?:prize|pot|jackpot|donation|grant|bill|debt|loss|budget|bonus|fine|award|overdraft|loan)s?\b"
            r"|\bhow much (?:did|does|do|was|were|has|have|had|must|will|would|should|can|could|need|needs) [^?]*\b"
            r"(?:bring in|brought in|give|given|donate|donated"
            r"|collect|collected|raise|raised|make|made)\b"
            # "what did the lad in the banana suit end up raising", "what did the raffle bring in", "what does each house
            # end up paying"
            r"|\bwhat (?:did|does|do|has|have|had) [^?]*\b(?:raise|raising|raised|bring in|bringing in|brought in"
            r"|pay|paying)\W*$",
            re.I,
        ),
    ),
    # "how long is the diversion in miles": a length, by the unit it is asked in
    (
        "measure",
        re.compile(
            r"\bhow long\b[^?]*\b(?:in|how many) (?:miles|kilomet(?:re|er)s|km|met(?:re|er)s|feet|foot|yards|inches|cm|mm)\b",
            re.IGNORECASE,
        ),
    ),
    (
        "duration",
        re.compile(
            r"\bhow long\b|\bhow quick(?:ly)?\b|\bhow many (?:seconds|minutes|hours|days|weeks|months|years)\b"
            rf"|{_TIME_SPENT}|\bduration\b|\blength of time\b"
            r"|\bhow much (?:longer|sooner|earlier|later|time|notice)\b|\bnotice period\b"
            r"|\bhow old\b|\bwhat age\b"  # an age is a span of time: "about 350 years old"
            rf"|{_REAL_AGE}"
            # a time that something takes, named by what takes it: "the record time", "her lap time"
            r"|\b(?:record|escape|winning|lap|journey|travel|waiting|wait|cooking|baking|drying|curing|running"
            r"|best|fastest|quickest|slowest|target|average|race|flight|evacuation|response|reaction|turnaround|setup"
            r"|exposure|preparation|prep|completion|transit|charging|recovery|boil|rest|resting|proving|setting) times?\b",
            re.IGNORECASE,
        ),
    ),
    (
        "measure",
        re.compile(
            r"\bhow (?:far|tall|high|wide|deep|heavy|big|large|hot|cold|warm|loud)\b|\bwhat percentage\b"
            r"|\bhow much (?:further|farther|higher|taller|wider|deeper|heavier|bigger|larger|hotter|colder)\b"
            r"|\bwhat(?:'s| is| was| are| were)? (?:the |its |their )?(?:(?:actual|real|true|exact|total|final|top|maximum|max|average) )?"
            r"(?:size|area|length|width|height|altitude|depth|distance|temperature|pressure|speed)\b"
            r"|\bweigh(?:s|ed)?\b|\bweight\b"
            # a measure someone gives: "Gareth gives one length for the long course", "a figure for the deepest pit"
            r"|\b(?:give|gives|gave|giving|put|puts|quote|quotes|quoted) (?:one|a|an|another|two|different) (?:\w+ )?"
            r"(?:length|width|height|depth|distance|temperature|speed)s?\b"
            r"|\b(?:figure|number|reading) (?:for|of) the (?:deepest|longest|shortest|tallest|highest|lowest|heaviest"
            r"|widest|biggest|hottest|coldest|fastest)\b"
            rf"|{_READING.format(_MEASURING)}|{_MEASURE_TYPED}|{_REAL_MEASURE}",
            re.IGNORECASE,
        ),
    ),
    (
        "score",
        re.compile(
            r"\b(?:what|which)(?: \w+)? (?:mark|score|rating|grade)s?\b|\b(?:mark|score|rating|grade)s? (?:out of|did|does|was|is)\b"
            rf"|{_MARKED}",
            re.IGNORECASE,
        ),
    ),
    (
        "number",
        re.compile(
            rf"\bhow many\b(?! times\b)|\bwhat (?:number|extension|key)\b|\bwhich (?:number|extension|key)\b|{_FIGURE_COUNT}"
            rf"|{_READING.format(_COUNTING)}"
            rf"|{_REAL_COUNT}"
            r"|^\W*(?:the |total |final )?number of (?!times\b)"  # "number of rings on the stump?", typed as a search
            # the things named before: "Fiona wrapped a lot of tombola prizes. What's the number?"
            r"|\bwhat(?:['’]s| is| was) the (?:(?:actual|real|exact|final|total) )?(?:number|count)\W*$"
            rf"|{_NUMBER_TYPED}",
            re.IGNORECASE,
        ),
    ),
    # "When exactly?" after the sentence that tells what happened, or the thing typed first ("The peacock wandering
    # in - when exactly?")
    ("when", re.compile(r"(?:^|[.!?]\s+|\s[-–—:]+\s*)\W*(?:(?:and|so|but|ok|okay) )?when\b", re.IGNORECASE)),
]
# A question word, or a value named first as a search box is typed: "fare for the sunday minibus?",
# "price of a bat night ticket if you're not a member?".
_AMOUNT_QUESTION = re.compile(
    r"\bhow (?:much|many|long|quick|quickly|far|tall|high|wide|deep|heavy|big|large|hot|cold|warm|loud|old)\b|\bwhat\b"
    r"|\bwhich\b|\bwhen\b"
    rf"|{_MARKED}|{_FIGURE_COUNT}"
    # typed as a search, maybe after what it is of: "price of a bat night ticket", "café takings for the night"
    r"|^\W*(?:the |a )?(?:[\w'’-]+ )?(?:price|cost|fare|fee|rent|deposit|takings|proceeds|length|weight|height|size|date"
    r"|deadline|duration|distance|number|speed|temperature|pressure|total time)s? (?:of|for|on|from|to|between|spent|taken)\b"
    rf"|{_TIME_SPENT}|{_TIME_TYPED}"
    rf"|{_MEASURE_TYPED}|{_REAL_COUNT}|{_REAL_MEASURE}|{_REAL_AGE}|{_YEAR_TYPED}"
    # "Bea figured about two hundred cars. The real total?", "Dorothy reckoned twelve miles. Actual figure?"
    r"|\b(?:actual|real|true|right|correct|exact) (?:total|figure)\b"
    r"|\b(?:duration|price|cost|fee|fare)\b\s*(?:[,;:?–-]|$)"  # "perm duration, start to finish"
    r"|\b(?:price|cost|fee|fare|charge|toll)s? (?:per|each|a head)\b"  # "grotto ticket price per child?"
    rf"|{_NUMBER_TYPED}",
    re.IGNORECASE,
)


_HEDGE_FIRST = re.compile(rf"^{_HEDGE}", re.IGNORECASE)


def without_hedge(value: str) -> str:
    """A stated value without the hedge before it ("about 1 h 50 min" -> "1 h 50 min", "under 2 hours" -> "2 hours")."""
    return _HEDGE_FIRST.sub("", value.strip())


def answering_kinds(asked: ValueKind, question: str = "") -> tuple[ValueKind, ...]:
    """The kinds of value that answer a question asking for ``asked``, the asked kind first: "how long
    is the road" asks a length or a time ("140 miles"), "how far is it" a length or a time ("two hours
    away"); "how long did it take" a time alone. Without the question, both for either."""
    other: ValueKind = "measure" if asked == "duration" else "duration"
    if asked not in ("duration", "measure") or (question and not _LENGTH_OR_TIME.search(question)):
        return (asked,)
    if asked == "measure" and _length_asked(question):
        return (asked,)  # "how long is Sandport Pier", of "her pier's length": no time ("length of the paper" may be)
    return (asked, other)


# "how long is the tunnel", "how far was the walk": a length or a time, as the video states it (how long
# people were somewhere is a time: "how long were they in the water"); so is a gap, a lead or a margin
# ("how big was the gap to the bunch": 9 seconds, or 40 metres).
_LENGTH_OR_TIME = re.compile(
    r"\bhow (?:long|far)(?: (?:is|was|are|were)\b(?! (?:they|you|we|he|she|i)\b)|\s*\?|$)|\bhow (?:big|large|wide)\b[^?]*\b(?:gap|lead|margin)s?\b"
    # "length of the geography paper": a length of a thing, or of the time a session runs
    r"|\blength\b(?! of time\b)",
    re.IGNORECASE,
)


_LENGTH_UNITS = r"km|kilomet(?:re|er)s?|m|met(?:re|er)s?|miles?|feet|ft|cm|mm|inch(?:es)?|yards?|yds?"
_LENGTH_UNIT = re.compile(rf"\d ?(?:{_LENGTH_UNITS})$", re.IGNORECASE)


def answers_as(value: str, kind: ValueKind, asked: ValueKind, question: str = "") -> bool:
    """Whether ``value``, of ``kind``, answers ``question`` asking for ``asked``: a measure answers a
    time asked ("how long is the tunnel") only as a length ("1,140 yards"), never "14 °C"; an age
    ("how old is she") is years, months, weeks or days, never "3 h 10 min"."""
    if asked == "duration" and kind == "duration" and _ASKS_AGE.search(question):
        return _SHORT_SPAN.search(value) is None
    if asked == "duration" and kind == "duration":
        return _on_time_scale_named(value, question)
    if asked == "measure" and kind == "measure":
        return _in_units_asked(value, question)
    return not (asked == "duration" and kind == "measure") or _LENGTH_UNIT.search(value.strip()) is not None


# A measure asked by what it measures is stated in a unit of that: "what top speed" is not "80 km"
# (the range beside it), "how heavy" not "90 litres".
_DIMENSIONS: tuple[tuple[re.Pattern[str], re.Pattern[str]], ...] = tuple(
    (re.compile(asked, re.IGNORECASE), re.compile(rf"\d ?(?:{units})$", re.IGNORECASE))
    for asked, units in (
        (r"\bspeed\b|\bhow fast\b", r"mph|km/h|kph|knots|m/s"),
        (
            r"\bweigh(?:s|ed|t)?\b|\bhow heavy\b",
            r"kg|kilos?|g|grams?|tonnes?|tons?|t|lbs?|oz|ounces?|stones?|cwt|hundredweights?",
        ),
        (r"\btemperature\b|\bhow (?:hot|cold|warm)\b", r"degrees|°c?"),
        (r"\bhow loud\b|\bdecibels?\b", r"db|decibels?"),
        (r"\b(?:distance|length|height|width|depth|range)\b|\bhow (?:far|tall|high|wide|deep)\b", _LENGTH_UNITS),
    )
)


def _in_units_asked(value: str, question: str) -> bool:
    return all(units.search(value.strip()) for asked, units in _DIMENSIONS if asked.search(question))


_ASKS_AGE = re.compile(rf"\bhow old\b|\bwhat age\b|\bage of\b|{_REAL_AGE}", re.IGNORECASE)
_SHORT_SPAN = re.compile(r"\d\s*(?:h|hrs?|hours?|min|mins|minutes?|s|secs?|seconds?)\b", re.IGNORECASE)
_LONG_SPAN = re.compile(r"\d\s*(?:days?|weeks?|months?|years?|yrs?)\b", re.IGNORECASE)
# The scale of time a question names, in what it asks or in a figure it sets up ("how many years", "in
# minutes", "starts off saying twenty years"): a time of the other scale does not answer it ("Time with
# Father Christmas: 4 minutes" is no number of years as Father Christmas). A unit named otherwise ("how
# long does the planting day last") sets none, nor does naming both ("how many hours a day").
_TIME_UNIT_NAMED = re.compile(
    r"(?:\bhow many |\bin |\d )(?:(?P<short>seconds?|minutes?|hours?)|(?P<long>days?|weeks?|months?|years?))\b"
)


def _on_time_scale_named(value: str, question: str) -> bool:
    named = {m.lastgroup for m in _TIME_UNIT_NAMED.finditer(normalise(question))}
    if len(named) != 1:
        return True
    return (_SHORT_SPAN if named == {"short"} else _LONG_SPAN).search(value) is not None


# What a "how <adjective>" question asks by the noun a label names it with: "how heavy is the bike"
# is answered by "Weight: 52 kg", a line that shares no word with the question.
_ATTRIBUTES = {
    "heavy": "weight", "tall": "height", "high": "height", "wide": "width", "deep": "depth", "far": "distance",
    "big": "size", "large": "size", "old": "age", "fast": "speed", "hot": "temperature", "cold": "temperature",
    "warm": "temperature", "steep": "gradient",
}  # fmt: skip
_HOW_ADJECTIVE = re.compile(rf"\bhow ({'|'.join(_ATTRIBUTES)})\b", re.IGNORECASE)


# "Ruari weighed his pie. What did it come to?" asks what a line labelled "Weight" says.
_WEIGHED = re.compile(r"\bweigh(?:s|ed|ing)?\b", re.IGNORECASE)


def attribute_words(question: str) -> list[str]:
    """The nouns that name what a "how <adjective>" question asks ("how heavy" -> "weight"), or a
    verb of measuring does ("weighed" -> "weight")."""
    named = [_ATTRIBUTES[m.group(1).lower()] for m in _HOW_ADJECTIVE.finditer(question)]
    return named + (["weight"] if _WEIGHED.search(question) and "weight" not in named else [])


# A clause that sets the scene before the asking words: "When Gwen puts high water at quarter past twelve, ...".
_LEADING_CLAUSE = re.compile(
    r"(?:^|(?<=[.!?])\s+)\W*(?:when|once|after|before|while|as soon as|if)\b[^,?]*,\s*", re.IGNORECASE
)


# A value someone gave, told, then the one that holds asked: "Colin reckons Alf hit a hundred and twenty decibels.
# What did the meter actually say?", "Wilf says his average is 160, then changes it. What is it now?"
_TOLD_THEN_ASKED = re.compile(r"^(?P<told>.+?)(?:[.;:!]|\s[-–—])\s+(?P<asked>[^.;:!]+)$")
_HOLDS_ASKED = re.compile(
    r"\b(?:really|actually|in fact|in truth|in reality|truly|now)\b|\bthe (?:true|real|actual|correct|proper) \w+"
    # typed as a search: "Dorothy reckoned the detour was twelve miles. Actual figure?"
    r"|^\W*(?:true|real|actual|correct|proper) \w+\W*$"
    rf"|{READING_ASKED}",  # "Pauline thought the floor dropped about an inch. What did the laser say?"
    re.IGNORECASE,
)
# The kinds a told value may be of, the most particular first (a bare number last).
_TOLD_KINDS: tuple[ValueKind, ...] = ("money", "duration", "measure", "score", "clock", "date", "year", "number")


# "how long", asked of a thing the question names by its length: a length, not a time.
_HOW_LONG = re.compile(r"\bhow long\b", re.IGNORECASE)
_LENGTH_NAMED = re.compile(r"\b(?:length|distance|height|width|depth)s?\b(?! of time\b)", re.IGNORECASE)


def _length_asked(question: str) -> bool:
    """Whether "how long" is asked of a thing the question names by its length ("Dilys gives her pier's length ...
    How long is Sandport Pier?"): a length, never a time."""
    return _HOW_LONG.search(question) is not None and _LENGTH_NAMED.search(question) is not None


def _told_then_held(question: str) -> re.Match[str] | None:
    """The question as a value someone gave (``told``) and the asking of the one that really holds (``asked``);
    None when it asks no such thing."""
    parts = _TOLD_THEN_ASKED.match(question.strip())
    return parts if parts is not None and _HOLDS_ASKED.search(parts["asked"]) else None


def told_value_kind(question: str) -> ValueKind | None:
    """The kind of the value the question tells someone gave, where it goes on to ask the value that
    really holds and names no kind of its own ("when", "how many" name none): that value is of the same
    kind ("160" asks a number, "around 1950" a year; "the tour takes 2 hours. What does it really cost?" a price)."""
    parts = _told_then_held(question)
    if parts is None:
        return None
    if next((k for k, wording in _ASKS if wording.search(parts["asked"])), "when") not in ("when", "number"):
        return None
    return kind_stated(parts["told"])


def kind_stated(text: str) -> ValueKind | None:
    """The most particular kind of value ``text`` states a number of ("4.5 miles" a measure, "1953 to 1961" a year,
    "512" a number); None for none. "gives one date for the next night" states no number: a "one" alone is a word
    of counting nothing."""
    text = one_of_a_unit(text)  # "about an inch" states a measure
    return next((k for k in _TOLD_KINDS if any(re.search(r"\d", v) and v != "1" for v in stated_values(text, k))), None)


# What someone did asked, after a sentence that sets it up: "The old weight fell down inside the box with a boom.
# What did Bev do straight after?" asks an act, not the weight.
_ASKS_AN_ACT = re.compile(r"(?:^|[.!?]\s+)what (?:did|does|do|will|would) (?:[\w'’-]+ ){1,4}?do\b[^.!?]*\W*$", re.I)


def asked_value(question: str) -> ValueKind | None:
    """The kind of value an open question asks for, or None when it asks for something else: a cause
    ("what made the owner drop her asking price" asks why, not a price), an act ("what did Bev do straight after?")."""
    main = _LEADING_CLAUSE.sub(" ", question, count=1).strip()  # "When Gwen puts high water at 12:15, who ...?"
    if not _AMOUNT_QUESTION.search(question) or asks_cause(question) and not asks_value_then_why(question):
        return None
    if ASKS_WHO.search(main):
        return None
    if _ASKS_AN_ACT.search(question):
        return None
    told = told_value_kind(question)
    if told is not None:
        return told
    # a clause that sets the moment ("When the paper peeled back ..., how did Harriet react?") asks no "when"; the
    # asking sentence names the kind before any that sets it up ("A date turned up inside the knee joint. Going by
    # that, how many years old is he?" asks an age)
    asking = asking_sentence(question)
    kind = next(
        (
            kind
            for text in (asking, question)
            for kind, wording in _ASKS
            if wording.search(main if kind == "when" else text)
        ),
        None,
    )
    if kind == "duration" and _length_asked(question):
        return "measure"  # "Dilys gives her pier's length and then corrects it. How long is Sandport Pier?"
    if kind == "money" and not _MONEY_WORDS.search(question):
        # "He says the work was under two hours. How much was it exactly?": the value the question
        # states itself names the kind asked
        # (a number of them: "how much is it for a day" asks a price)
        return next((k for k in _STATED_KINDS if any(re.search(r"\d", v) for v in stated_values(question, k))), kind)
    return kind


# A stretch of the clock: "11 am to 12 noon", "12 to 1 pm", "12:30-1:30 pm", "from 9am until 5:30pm", and
# there and back: "Lorry out 9:10 am, back 10:00 am"; begun and done: "started 10:42 am, finished 11:54 am".
_CLOCK_AT = r"(?:\d{1,2}(?:[:.][0-5]\d)?\s*(?:[ap]\.?m\b\.?|noon\b)?|noon|midday|midnight)"
# Across days, each end with its weekday: "Contest: 3 pm Saturday to 3 pm Sunday" (24 hours).
_CLOCK_SPAN = re.compile(
    rf"\b(?P<start>{_CLOCK_AT})\s*(?:(?P<start_day>{_WEEKDAY})\s*)?"
    r"(?:to|until|till|-|–|—|,?\s*(?:and )?(?:back|finished|ended|done)(?: at| by)?)\s*"
    rf"(?P<end>{_CLOCK_AT})(?:\s*(?P<end_day>{_WEEKDAY})\b)?",
    re.IGNORECASE,
)
# what makes a stretch of numbers one of the clock: an end's half of the day or its minutes
_CLOCK_MARKED = re.compile(r"[ap]\.?m\b|noon|midday|midnight|[:.]\d", re.IGNORECASE)
_CLOCK_PARTS = re.compile(
    r"(?:(?P<hour>\d{1,2})(?:[:.](?P<minute>\d{2}))?)?\s*(?P<half>[ap])?\.?m?\.?\s*(?P<word>noon|midday|midnight)?"
)


def _clock_minutes(clock: str) -> tuple[int, str | None] | None:
    """Minutes past twelve of a clock time, and its half of the day ("a", "p") where it says one."""
    parts = _CLOCK_PARTS.fullmatch(clock.strip().lower())
    if parts is None or not (parts["hour"] or parts["word"]):
        return None
    if parts["word"] and not parts["hour"]:
        return 0, "a" if parts["word"] == "midnight" else "p"
    hour, minute = int(parts["hour"]), int(parts["minute"] or 0)
    if hour > 12 or minute > 59:
        return (hour * 60 + minute, None) if hour < 24 else None  # "14:30": already a full day's clock
    return (hour % 12) * 60 + minute, "p" if parts["word"] else parts["half"]


def clock_span_durations(text: str) -> list[str]:
    """The stretches of the clock ``text`` states, each with its length: "Sluice lowered: 11 am to 12
    noon" -> ["11 am to 12 noon (1 hour)"]."""
    return [f"{span} ({length})" for span, length in _clock_spans(text)]


def _halves_shared(text: str) -> str:
    """``text`` with a stretch of the clock's start told in its end's half of the day where only the end says
    it and the start comes before the end in it: "Owl display: 4:00 to 4:30 pm" starts at "4:00 pm" ("11 to
    1 pm" starts at 11 in the morning, left as it is)."""

    def shared(span: re.Match[str]) -> str:
        start, end = _clock_minutes(span["start"]), _clock_minutes(span["end"])
        if start is None or end is None or start[1] is not None or end[1] is None or span["start_day"]:
            return span.group(0)
        if not re.search(r"\d", span["start"]) or start[0] > end[0]:
            return span.group(0)
        at = span.end("start") - span.start()
        return f"{span.group(0)[:at].rstrip()} {end[1]}m {span.group(0)[at:].lstrip()}"

    return _CLOCK_SPAN.sub(shared, text)


def clock_span_side(text: str, *, end: bool) -> str:
    """``text`` with each stretch of the clock it states cut to its end (or its start): asked when the maths
    ends, "Maths paper 2: 1:30 to 3:30 pm" states 3:30 pm, and "1:30 pm" is when it starts (in the end's half of
    the day, :func:`_halves_shared`)."""

    def side(span: re.Match[str]) -> str:
        if not _CLOCK_MARKED.search(span.group(0)):
            return span.group(0)  # "aged 12 to 14": no clock
        return (span["end"] if end else span["start"]).strip()

    return _CLOCK_SPAN.sub(side, _halves_shared(text))


def clock_span_lengths(text: str) -> list[str]:
    """The lengths of the stretches of the clock ``text`` states: "Match: 11:10 am to 12:30 pm" ->
    ["1 hour 20 minutes"]."""
    return [length for _, length in _clock_spans(text)]


def _clock_spans(text: str) -> list[tuple[str, str]]:
    """Each stretch of the clock in ``text`` as written, and its length in words. Bare numbers ("aged 12
    to 14") are no clock: one end must say its half of the day or its minutes."""
    out = []
    for span in _CLOCK_SPAN.finditer(text):
        start, end = _clock_minutes(span["start"]), _clock_minutes(span["end"])
        if start is None or end is None or not _CLOCK_MARKED.search(span.group(0)):
            continue
        (a, a_half), (b, b_half) = start, end
        half_day = 12 * 60
        a += half_day if a_half == "p" and a < half_day else 0
        b += half_day if b_half == "p" and b < half_day else 0
        length = (b - a) % (24 * 60)
        if span["start_day"] and span["end_day"]:  # "3 pm Saturday to 3 pm Sunday": the days between count
            days = (WEEKDAYS.index(span["end_day"].lower()) - WEEKDAYS.index(span["start_day"].lower())) % 7
            length += days * 24 * 60 - (24 * 60 if days and b < a else 0)
            if length <= 0:
                continue
        else:
            if a_half is None and length > half_day:  # "12 to 1 pm": the start is in the end's half of the day
                length -= half_day
            if not 0 < length <= half_day:
                continue
        hours, minutes = divmod(length, 60)
        told = " ".join(
            part for part in (
                f"{hours} hour{'s' if hours != 1 else ''}" if hours else "",
                f"{minutes} minute{'s' if minutes != 1 else ''}" if minutes else "",
            ) if part
        )  # fmt: skip
        out.append((" ".join(span.group(0).split()), told))
    return out


def stated_values(text: str, kind: ValueKind, counted: str | None = None) -> list[str]:
    """The values of ``kind`` that ``text`` states, as written there (numbers as digits). A number
    (kind "number") keeps the word after it when that word is what is counted ("6 candidates"); a
    time taken is also a stretch of the clock (:func:`clock_span_durations`); a number naming an item
    ("Number 5 on the board") is no number."""
    kept = _SCALE.sub(lambda m: f" {_KEEP}{m.group(1).lower()}{_KEEP}", text)
    said = _SCALE_KEPT.sub(lambda m: m.group(1), normalise(kept))
    if kind != "number":
        if kind in ("clock", "when"):
            said = _halves_shared(said)
        if kind in ("duration", "measure"):  # "two and three quarter hours" is 2.75 hours
            said = _UNIT_LABEL.sub(lambda m: f"{m.group(0)} {m.group('unit')}", halves_as_decimals(said))
        found = [" ".join(m.group(0).split()) for m in _PATTERNS[kind].finditer(said)]
        return found + clock_span_durations(text) if kind == "duration" else found
    out = []
    for match in _COUNTED.finditer(_ITEM_NUMBER.sub(" ", said)):
        noun = match.group("noun")
        counts_it = noun is not None and counted is not None and noun.rstrip("s") == counted.rstrip("s")
        counts_it = counts_it or re.fullmatch(SCALE_WORDS, noun or "") is not None  # "2 million" is one number
        out.append(
            " ".join(said[match.start() : match.end() if counts_it or noun is None else match.start("noun")].split())
        )
    return out


# A label that names the unit of its bare figure: "Years as Father Christmas: 22" states 22 years.
_UNIT_LABEL = re.compile(
    r"^\W*(?P<unit>seconds|minutes|hours|days|weeks|months|years|kilos|kilograms|grams|tonnes|litres|metres"
    rf"|miles|acres|hectares|feet|inches|yards)\b[^:]{{0,40}}: ?{_NUMBER}$",
    re.IGNORECASE,
)


# "Number 5 on the board", "boat no. 3", "Fourth, number four, the children's books": a number naming an item, not
# counting anything
_ITEM_NUMBER = re.compile(rf"{ITEM_NUMBER}|(?:\bnumber|\bno\.|#) ?\d+\b", re.IGNORECASE)


# "how many of the seals were pups", "of all the seals, how many were pups": a part of a whole, named by a plural.
_SUBSET = re.compile(
    r"\bhow many (?:of (?:the|these|those|them|their|his|her|its|our)\b[^?,.]*?\b)?(?:were|are|was|is) (\w+s)\b"
)


# "(how many) of the night's (jobs)", "of their (tickets)": the whole some of which are counted.
_OF_THE_WHOLE = re.compile(r"^\s*of (?:the|these|those|their|his|her|its|our|your|all the)\s+(?:[\w-]+['’]s\s+)?")


def counted_noun(question: str) -> str | None:
    """The thing a "how many X" (or "number of X") question counts: the last plural among the words that
    follow "how many" up to the next function word ("how many failed voicemail logins happen before" ->
    "logins", "how many wheels of cheese" -> "wheels"), else the first of them ("how many people")."""
    subset = _SUBSET.search(question.lower())
    if subset is not None:  # "how many of the seals were pups": the pups are counted
        return subset.group(1)
    fronted = _COUNT_ASKED_LAST.search(question.lower())
    # "Bottles of cider they handed over: how many?", "toasts raised - total number"
    if fronted is not None and (counted := _counted_in(question.lower()[: fronted.start()], plural_only=True)):
        return counted
    # "number of rings on the stump?", "count of bags flown up to the top drop?"
    match = re.search(r"\b(?:how many|number of|tally of|count of)\b(.*)", question.lower())
    if match is None:
        # "bulb count for the dunmores christmas windows": the thing named before "count"
        named = re.search(_FIGURE_COUNT, question.lower())
        thing = named.group(0).split()[0] if named is not None else None
        return thing if thing is not None and thing not in STOP_WORDS and thing not in _COUNT_QUALIFIERS else None
    # "how many of the night's jobs came through the app": the jobs, some of them; "Packers under the table legs:
    # how many did Gareth use?": the things named before, where none is named after
    after = _OF_THE_WHOLE.sub("", match.group(1), count=1)
    before = _NAMED_BEFORE.search(question.lower()[: match.start()])
    named_before = _counted_in(before.group(1), plural_only=True) if before is not None else None
    # "Jim had been told a hundred and fifty cows. How many actually went out?": the cows, not "went"
    return _counted_in(after, plural_only=True) or _told_count_noun(question) or named_before or _counted_in(after)


# The things counted named before the asking, typed as a search: "Packers under the table legs: how many ...".
_NAMED_BEFORE = re.compile(r"(?:^|[.!?]\s+)([^.!?]+?)\s*[-:–—,]\s*$")


# The count asked after the things counted, typed as a search: "donors turned away - how many in total",
# "fairy cakes how many".
_COUNT_ASKED_LAST = re.compile(
    r"(?:[-:–—,]\s*(?:how many|(?:the )?(?:total )?number)|\show many)"
    r"(?: (?:in total|altogether|all told|in all|total))?\W*$"
)


# Words before "count" that say which count it is, never what it counts ("the final count", "a head count").
_COUNT_QUALIFIERS = frozenset(
    "final total official actual real true right correct exact rough first last overall quick head body".split()
)
# Words that say how true or exact a count is, never what it counts.
_HOW_TRUE = frozenset("really actually truly exactly roughly approximately".split())


# Plurals without an "s": "how many small children" counts children, not "small".
_IRREGULAR_PLURALS = frozenset("children people men women feet teeth geese mice folk".split())


def _counted_in(words_after: str, *, plural_only: bool = False) -> str | None:
    """The counted thing in the words that name it: the last plural of their first run of content words."""
    said = [w for w in words(words_after) if w not in _HOW_TRUE]  # "how many actually sat down" counts no "actually"
    run = list(itertools.takewhile(lambda w: w not in STOP_WORDS, said))
    plurals = [  # not a contraction ("he's")
        w for w in run
        if (w.endswith("s") and not w.endswith("ss") and not w.isdigit() and "'" not in w) or w in _IRREGULAR_PLURALS
    ]  # fmt: skip
    return plurals[-1] if plurals else None if plural_only else run[0] if run else None


# "six candidates", "37 of them", "two more offer letters": a number this many words before what it counts.
_COUNT_REACH = 3


# A figure of things someone gave: "30 stalls", "2 dozen eggs", "41 red kiosks" (after normalise).
_TOLD_COUNT = re.compile(rf"\b\d+(?:\.\d+)?\s+((?:[\w'-]+\s+){{0,{_COUNT_REACH - 1}}}?[\w'-]+s)\b")


def _told_count_noun(question: str) -> str | None:
    """The things of a figure someone gave, where the question goes on to ask how many really holds and
    names no thing of its own ("Nadia makes it thirty stalls. How many were there really?" counts stalls)."""
    parts = _told_then_held(question)
    told = _TOLD_COUNT.search(normalise(parts["told"])) if parts is not None else None
    return _counted_in(told.group(1), plural_only=True) if told is not None else None


# "Breeding pairs counted: 340", "Failed tests: 37", a table row "Damselfly nymph | 14": a label and its
# number, on a slide.
# "Bulbs across the five windows: 3,200": a label and its number, thousands marked or not
_LABELLED = re.compile(
    rf"(?P<label>[^:|]+)(?::|{re.escape(CELL_SEPARATOR.rstrip())})\s*(?P<n>\d{{1,3}}(?:,\d{{3}})+|\d+(?:\.\d+)?)"
    r"\s*(?P<dozen>dozen)?\s*$"  # "Joan's fairy cakes: 12 dozen" is 144 fairy cakes
)
_ORDINAL = re.compile(
    r"\b\d+(?:st|nd|rd|th)\b|\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\b", re.I
)
_CELLS = re.compile(r"\s*[·•;]\s*")  # the cells of one screen line, each maybe a label and its number
_AMOUNT = re.compile(r"\d+(?:\.\d+)?")  # "2.5 degrees" is as much a number of degrees as "4 degrees"


# Names for the same people counted: "how many children" is answered by "In the photo: 30 pupils".
_PEOPLE_COUNTED = (
    frozenset({"child", "children", "kid", "pupil", "student"}),
    frozenset({"people", "person", "guest", "visitor", "attendee", "folk"}),
)


def _names_counted(word: str, counted: str) -> bool:
    """Whether ``word`` names the things ``counted`` names: the word itself, its plural, or another name of
    the same people (:data:`_PEOPLE_COUNTED`)."""
    word, counted = word.rstrip("s"), counted.rstrip("s")
    return word == counted or any(word in same and counted in same for same in _PEOPLE_COUNTED)


def counts_another(text: str, number: str, counted: str) -> bool:
    """Whether ``text`` states ``number`` as a number of some other things than ``counted``: "it's
    fourteen buttonholes, not twelve" says nothing of how many tables, nor "Scouts: 22 · leaders: 4" of
    how many scouts by its 4."""
    told = []
    for cell in _CELLS.split(text):
        labelled = _LABELLED.search(cell.strip())
        if labelled is None or value_words(labelled.group("n")) != [number]:
            told.append(cell)
            continue
        label = words(labelled.group("label"))  # the label says what its number counts
        return bool(label) and label[-1].endswith("s") and not any(_names_counted(w, counted) for w in label)
    said = value_words(" ".join(told))
    return any(
        word == number and k + 1 < len(said) and (thing := said[k + 1]).endswith("s")
        and thing not in STOP_WORDS and not _names_counted(thing, counted)
        for k, word in enumerate(said)
    )  # fmt: skip


def counts_stated(text: str, counted: str, *, exactly: bool = False) -> set[float]:
    """The numbers ``text`` states of ``counted`` ("we interviewed six candidates" -> {6} for
    "candidates"; "37 of them are failing" counts whatever "them" is; "Breeding pairs counted: 340"
    -> {340} for "pairs"). ``exactly``: only a number right before the word as asked ("12 sacks"),
    "of them", or its label: "five note books" counts no notes, "one last note" is no number of notes."""
    out: set[float] = set()
    told = []
    # "Scouts: 22 · leaders: 4": a label and its number in each cell; "1. Check the prams": a list's item number
    # counts no prams
    for cell in _CELLS.split(LIST_MARKER.sub("", text)):
        labelled = _LABELLED.search(cell.strip())
        if labelled is None:
            told.append(cell)
        elif any(_names_counted(w, counted) for w in words(labelled.group("label"))):
            out.add(float(labelled.group("n").replace(",", "")) * (12 if labelled.group("dozen") else 1))
    # "3rd Kestleigh Scouts" is no number of scouts, nor "number four, the children's books" of books
    said = value_words(_ORDINAL.sub(" ", _ITEM_NUMBER.sub(" ", " ".join(told))))
    for k, word in enumerate(said):
        if not _AMOUNT.fullmatch(word):
            continue
        after = said[k + 1 : k + 1 + _COUNT_REACH]
        named = after[:1] == [counted] if exactly else any(_names_counted(w, counted) for w in after)
        if named or (after[:2] == ["of", "them"] and word != "1"):  # "one of them got on my shoe" picks one out
            out.add(float(word))
    return out
