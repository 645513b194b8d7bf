"""Text normalisation shared by lexical ranking, option matching and timeline operators.

Speech and screens write numbers both ways ("forty" / "40"): every comparison of question,
option and video text goes through :func:`normalise`, so they meet.
"""

from __future__ import annotations

import itertools
import re
import threading
from functools import lru_cache

import snowballstemmer
from bm25s.stopwords import STOPWORDS_EN_PLUS
from text_to_num import alpha2digit

_WORD = re.compile(r"[a-z0-9]+(?:[.'][a-z0-9]+)*")


def encodable(text: str) -> str:
    """``text`` with each lone surrogate replaced by U+FFFD (a surrogate pair joined into its
    character): any str, a JSON "\\ud800" or a file name's undecodable bytes included, can then be
    encoded as UTF-8 by a database, a reply or a terminal."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")
    return text


# "ones" is a pronoun ("the young ones"), never the number text2num reads it as
_PLURAL_ONES = re.compile(r"\b(ones)\b", re.IGNORECASE)


# "two and a half thousand", which text2num reads as "2 and a half 1000"
_HALF_OF_SCALE = re.compile(r"\b(\d+) and a half (100|1000|1000000|1000000000)\b")


def _half_of_scale(match: re.Match[str]) -> str:
    """ "2 and a half 1000" as "2500"."""
    value = (int(match.group(1)) + 0.5) * int(match.group(2))
    return str(int(value)) if value == int(value) else str(value)


def normalise(text: str) -> str:
    """Lower-cased, with number words written as digits ("Forty-two apples" -> "42 apples")."""
    parts = _PLURAL_ONES.split(encodable(text))
    digits = "".join(part if i % 2 else alpha2digit(part, "en", threshold=0) for i, part in enumerate(parts))
    return _HALF_OF_SCALE.sub(_half_of_scale, digits).lower()


# A year said as years are, in two halves: "eighteen sixty", "nineteen ninety-eight", "twenty twenty" (text2num
# reads them as two numbers, "18 60"); not a time of day ("at twelve thirty", "eleven fifteen pm").
_TENS = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
_SPOKEN_YEAR = re.compile(
    r"(?<!\bat )\b(?P<century>eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)[ -]"
    rf"(?P<rest>(?:{_TENS})(?:[ -](?:one|two|three|four|five|six|seven|eight|nine))?"
    r"|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b"
    r"(?![ -](?:hundred|thousand)|\W*(?:[ap]\.?m\b|o'clock))",
    re.IGNORECASE,
)
_CENTURY_WORDS = ("teen", "eleven", "twelve", "twenty")  # a year said in words holds one: a cheap test first


def spoken_years(text: str) -> list[str]:
    """The years ``text`` says in words, as digits: "built in eighteen sixty" -> ["1860"]."""
    lowered = text.lower()
    if not any(word in lowered for word in _CENTURY_WORDS):
        return []
    return [
        str(int(alpha2digit(m["century"], "en")) * 100 + int(alpha2digit(m["rest"].replace("-", " "), "en")))
        for m in _SPOKEN_YEAR.finditer(text)
    ]


def words(text: str) -> list[str]:
    """The normalised words of ``text``, in order (numbers as digits, "3.5" and "don't" kept whole)."""
    return _WORD.findall(normalise(text))


# Words that say what kind of answer is wanted, not what to look for: English stop words
# (bm25s's NLTK-derived list) plus question and request words. Shared by the indexed text
# and the query, so neither side's function words weigh in the lexical score.
_QUESTION_WORDS = frozenset(
    "what which who whom whose when where why how does do did can could would should shall may might must "
    "please tell show explain describe say says said mention mentioned happen happens".split()
)
STOP_WORDS = frozenset(STOPWORDS_EN_PLUS) | _QUESTION_WORDS

# A person asked for by "Name?" typed alone after someone told of ("Someone runs the milking and had the
# computer's average. Name?"): the engine's reading of the question and the scorer's both take it so.
NAME_ASKED_ALONE = r"^(?=[^?]*\b(?:someone|somebody)\b).*[.?!:]\s+(?:their )?name\W*$"
# A quoted phrase: straight or curly double quotes around at least one word.
_QUOTED = re.compile(r"[\"\u201c\u201d]([^\"\u201c\u201d]+)[\"\u201c\u201d]")


def terms(text: str) -> list[str]:
    """The words of ``text`` that carry its content (stop and question words removed), in order;
    what the lexical index stores for a unit and what a query is looked up by."""
    return [w for w in words(text) if w not in STOP_WORDS]


def quoted_phrases(question: str) -> list[list[str]]:
    """The normalised words of each phrase the question quotes ("the 'Layer via Copy' command" does
    not count: only double quotes mark a phrase, since apostrophes are everywhere in English)."""
    return [found for match in _QUOTED.finditer(question) if (found := words(match.group(1)))]


def the_quote(text: str) -> str | None:
    """What ``text`` quotes, verbatim, when it quotes exactly one phrase."""
    found = [m.group(1).strip() for m in _QUOTED.finditer(text)]
    return found[0] if len(found) == 1 and words(found[0]) else None


def mask_quoted(text: str) -> str:
    """``text`` with what it quotes blanked out ("_", same length, so positions still match): the
    words of a quoted sentence ("... after the tone ...") are not the question's own cues."""
    return _QUOTED.sub(lambda m: m.group(0)[0] + "_" * len(m.group(1)) + m.group(0)[-1], text)


def contains_phrase(text_words: list[str], phrase: list[str]) -> bool:
    """Whether ``phrase`` occurs in ``text_words`` as consecutive words."""
    n = len(phrase)
    return any(text_words[i : i + n] == phrase for i in range(len(text_words) - n + 1))


def ordered_pair_share(query_terms: list[str], unit_terms: list[str], window: int) -> float:
    """The share of the query's consecutive term pairs (a, b) that ``unit_terms`` holds in that
    order, b at most ``window`` terms after a: the ordered-window feature of Metzler & Croft's
    sequential dependence model (SIGIR 2005), which tells "the piston heats the signal box" from
    "the signal box heats the piston" where a bag of words cannot."""
    pairs = {(a, b) for a, b in itertools.pairwise(query_terms) if a != b}
    if not pairs:
        return 0.0
    positions: dict[str, list[int]] = {}
    for i, term in enumerate(unit_terms):
        positions.setdefault(term, []).append(i)
    held = sum(
        1 for a, b in pairs
        if any(0 < j - i <= window for i in positions.get(a, ()) for j in positions.get(b, ()))
    )  # fmt: skip
    return held / len(pairs)


# -- values, for comparing an answer with what the video says -------------------------------------
# Only the answer step compares this way (options and replies against moments); the lexical index
# keeps :func:`words`, so stored indexes are unaffected.
_DIGIT_GROUP = re.compile(r"(?<=\d),(?=\d{3}\b)")  # "1,200" -> "1200"
ORDINAL = re.compile(r"\b(\d+)(?:st|nd|rd|th)\b")  # "3rd" -> "3": "March 3rd" is "3 March"
# The units of measure or time said with "a" for one of them: "a mile", "an hour", "an inch".
_UNITS_SAID_WITH_A = (
    r"(?:mile|hour|day|week|month|year|minute|second|kilo|kilogram|kilometre|kilometer"
    r"|metre|meter|pound|pint|litre|liter|inch|foot|yard|cup|lap|acre|ton|tonne|gallon|ounce|stone)"
)
# "two and a half degrees" is "2.5 degrees", "a mile and three quarters" "1.75 miles" (a unit of measure or time: "a
# sandwich and a half pint" is no amount of sandwiches)
_AND_A_PART = re.compile(
    rf"\b(?:(?P<whole>\d+)|an? (?P<unit>{_UNITS_SAID_WITH_A}))"
    r" and (?P<part>a half|a quarter|3 quarters?)\b"  # "two and three quarter hours"
)
_PART_OF_ONE = {"a half": ".5", "a quarter": ".25", "3 quarters": ".75", "3 quarter": ".75"}
# Speech recognition writes "one hundred and fourteen" as "100 and 14": one number, as it is said.
_HUNDREDS_AND = re.compile(r"\b([1-9]\d*00) and ([1-9]\d?)\b(?![.,]?\d)")
# and "two thousand six hundred" as "2006 hundred": the thousands and the hundreds run together.
_THOUSANDS_HUNDRED = re.compile(r"\b([1-9])00([1-9]) hundred\b", re.IGNORECASE)


def _hundreds(match: re.Match[str]) -> str:
    return f"{match[1]}{match[2]}00"


def _hundreds_and(match: re.Match[str]) -> str:
    return str(int(match[1]) + int(match[2]))


def figures_joined(text: str) -> str:
    """``text`` with a figure speech recognition wrote in parts as one number, as it was said: "No, 200 and 40."
    is "No, 240.", "2006 hundred" (two thousand six hundred) is "2600"."""
    text = _THOUSANDS_HUNDRED.sub(_hundreds, text)
    return _HUNDREDS_AND.sub(_hundreds_and, text)


# The ordinal words, first to tenth: a place ("the fourth step"), not an amount an answer must state.
ORDINAL_WORDS = ("first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
_ASIDE = re.compile(r"\s*\([^()]*\)")


def without_asides(text: str) -> str:
    """``text`` without its asides in brackets: "3 (Maureen, Gary and Shreya)" -> "3", "Delphine
    (bench 3)" -> "Delphine"."""
    return " ".join(_ASIDE.sub("", text).split())


def without_ordinals(text: str) -> str:
    """``text`` with each ordinal in digits as its number ("the 21st" -> "the 21")."""
    return ORDINAL.sub(r"\1", text)


_HYPHEN = re.compile(r"(?<=[a-z])-(?=[a-z])")  # "e-mail" -> "email", "Wi-Fi" -> "wifi"
# A number given roughly is that number: "sixty-odd", "forty-ish", "a hundred-odd".
_ROUGHLY = re.compile(r"\b(\w+)-(odd|ish)\b", re.IGNORECASE)
# A number word joined to a noun is its number, as said apart: "two-stage" is "2stage", met by "2 stages"
# (a number of two words, "forty-two", stays one number).
_NUMBERED_COMPOUND = re.compile(
    r"(?<!-)\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy"
    r"|eighty|ninety|hundred)-"
    r"(?!(?:one|two|three|four|five|six|seven|eight|nine)\b)(?=[a-z])",
    re.IGNORECASE,
)
_DECIMAL_ZEROS = re.compile(r"(?<=\.\d)0+$|\.0+$")  # "12.50" -> "12.5", "12.00" -> "12"
# "half past 4", "quarter to 9", "10 past 2" (minutes past only: "10 to 12" is as often a range)
_CLOCK_WORDS = re.compile(r"\b(quarter|half) (past|to) (\d{1,2})\b|\b([1-5]?\d)(?: minutes)? (past) (\d{1,2})\b")
# A time of day on the 12-hour clock, one word ("4:30 pm", "16:30", "half past 4" -> "4h30"; "5 pm",
# "5 o'clock", "5 in the afternoon" -> "5h00"; "noon" -> "12h00"): "4:00 pm" is not found in "4:30", nor "5:00 pm" in "at 5 km".
# Speech recognition writes a time with a full stop ("at 8.45", "9.30 am", "8.41 in the evening"): a
# time of day where the clock's words say so (am / pm, "at", "by", "until", "from", "in the evening"),
# else a decimal ("8.45 euros").
_CLOCK = re.compile(
    r"\b(\d{1,2}):(\d{2})(?:\s*[ap]\.?m\b\.?)?|\b(\d{1,2})\.(\d{2})\s*[ap]\.?m\b\.?"
    r"|(?:(?<=\bat )|(?<=\bby )|(?<=\buntil )|(?<=\bfrom ))(\d{1,2})\.([0-5]\d)\b(?![.,]?\d)(?!\s*(?:%|percent|[a-z]))"
    r"|\b(\d{1,2})\s*(?:[ap]\.?m\b\.?|o'clock\b)(?: in the (?:morning|afternoon|evening))?"
    r"|\b(\d{1,2})(?:[:.](\d{2}))? in the (?:morning|afternoon|evening)\b|\b(noon|midday|midnight)\b"
)
# The same times of day as written, for reading them out of a line (answer/values.py).
CLOCK_TIME = rf"{_CLOCK.pattern}|{_CLOCK_WORDS.pattern}"
_CURRENCY = r"(?:dollars?|euros?|pounds?|bucks|quid|usd|eur|gbp)"
# A banknote named for a sum: "about a fiver each" is five pounds each.
_NOTES = {"fiver": "5 pounds", "tenner": "10 pounds"}
_NOTE = re.compile(r"\ba (fiver|tenner)\b")
_MONEY = re.compile(
    rf"(?:(?:[$€£]|\b{_CURRENCY})\s*(\d+(?:\.\d{{1,2}})?))"
    rf"|\b(\d+(?:\.\d{{1,2}})?) ?{_CURRENCY}\b(?: (?:and )?(\d{{1,2}})(?: cents?| pence| p)?\b(?! (?:%|percent)))?"
)
# The words value_words writes after an amount to say what kind it is.
VALUE_KINDS = frozenset({"money", "minutes", "percent"})
# "11%", "11 per cent" and "11 percent" are one share; "4.2%" is no "$4.2M".
_PERCENT = re.compile(r"(\d)\s*(?:%|\bper ?cent\b)", re.IGNORECASE)
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_DURATION_UNIT = {"second": 1 / 60, "minute": 1.0, "hour": 60.0, "day": 1440.0, "week": 10080.0}
_DURATION_ABBREVIATION = {
    "sec": "second",
    "min": "minute",
    "hr": "hour",
    "h": "hour",
}  # as slides write them: "45 min", "2 h"
_DURATION = re.compile(
    r"\b(?:(half)(?: an?)? |an? |(\d+(?:\.\d+)?) ?)(second|minute|hour|day|week|sec|min|hr|(?<=\d )h|(?<=\d)h)s?(?: and a (half|quarter))?\b"
    r"|\b(?:a |(\d+) )?(quarter)s? of an hour\b"
)


def _clock_words(match: re.Match[str]) -> str:
    if match.group(4):  # "10 past 2"
        return clock_word(int(match.group(6)), f"{int(match.group(4)):02d}")
    minutes = "15" if match.group(1) == "quarter" else "30"
    hour = int(match.group(3))
    if match.group(2) == "to":
        minutes, hour = ("45" if minutes == "15" else "30"), (hour - 1) or 12
    return clock_word(hour, minutes)


def _clock(match: re.Match[str]) -> str:
    if match.group(10):  # noon, midnight
        return clock_word(12, "00")
    if match.group(7) or match.group(8):  # "5 pm", "9 in the morning"
        return clock_word(int(match.group(7) or match.group(8)), match.group(9) or "00")
    hour, minutes = next((match.group(k), match.group(k + 1)) for k in (1, 3, 5) if match.group(k))
    return clock_word(int(hour), minutes)


def clock_times_as_words(text: str) -> str:
    """``text`` (normalised) with each time of day one word: "half past 3", "3:30 pm" and "15:30" are "3h30"."""
    return _CLOCK.sub(_clock, _CLOCK_WORDS.sub(_clock_words, text))


def clock_word(hour: int, minutes: str) -> str:
    """A time of day as one word on the 12-hour clock, as :func:`value_words` writes it ("16", "30" -> "4h30")."""
    return f"{hour % 12 or 12}h{minutes}"


# A length written on a clock face or in two units, in minutes: "1:05:30", "33:40" (no hour of the
# day has 33), "33 min 40 s", "2 minutes and 30 seconds", "1 hr 15 min".
_LENGTH = re.compile(
    r"\b(\d{1,2}):([0-5]\d):([0-5]\d)\b|\b(2[4-9]|[3-9]\d|\d{3}):([0-5]\d)\b"
    r"|\b(\d+) ?(?:hours?|hrs?|h) (?:and )?(\d+) ?(?:minutes?|mins?)\b"
    r"|\b(\d+) ?(?:minutes?|mins?) (?:and )?(\d+) ?(?:seconds?|secs?|s)\b"
)


# What each of _LENGTH's groups counts, in minutes: h:m:s | m:s | h m | m s.
_LENGTH_UNITS = (60.0, 1.0, 1 / 60, 1.0, 1 / 60, 60.0, 1.0, 1.0, 1 / 60)


def _length(match: re.Match[str]) -> str:
    minutes = sum(float(group) * unit for group, unit in zip(match.groups(), _LENGTH_UNITS, strict=True) if group)
    return f" {_amount(minutes)} minutes "


def _amount(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


def _money(match: re.Match[str]) -> str:
    whole = match.group(1) or match.group(2)
    cents = match.group(3)
    value = float(whole) + (int(cents) / 100 if cents and "." not in whole else 0.0)
    return f" {_amount(value)} money "  # a price is no duration: "11 EUR" is not "11 minutes"


def price_of(text: str) -> float | None:
    """The one amount of money ``text`` states ("Dumplings €9" -> 9.0), read as :func:`value_words`
    reads it; None for none or several."""
    said = value_words(text)
    amounts = [float(w) for w, kind in zip(said, said[1:], strict=False) if kind == "money" and _NUMBER.fullmatch(w)]
    return amounts[0] if len(amounts) == 1 else None


# What parts the cells of a table row read as one screen line ("Day Rider | £5.80", extractors/ocr.py).
CELL_SEPARATOR = " | "
# "Weight: 268 g", or a table row's first cell "Damselfly nymph | 14"; not the colon of "9:00"
_LABEL = re.compile(rf":\s|{re.escape(CELL_SEPARATOR)}")


def label_of(line: str) -> str | None:
    """The label a screen line states its value under ("Weight: 268 g" -> "Weight"); None for none."""
    labelled = labelled_value(line)
    return labelled[0] if labelled else None


def labelled_value(line: str) -> tuple[str, str] | None:
    """A screen line's label and the value it states under it ("Weight: 268 g" -> ("Weight", "268 g")); None
    for a line with no label."""
    parts = _LABEL.split(line, maxsplit=1)
    return (parts[0], parts[1].strip()) if len(parts) == 2 else None


def numbers_of(text: str) -> list[float]:
    """The numbers ``text`` states, read as :func:`value_words` reads them ("$36,000" -> 36000.0)."""
    return [float(w) for w in value_words(text) if _NUMBER.fullmatch(w)]


def amount_of(text: str) -> float | None:
    """The first amount ``text`` states that is not money ("Linden Yard: 40 desks, $18,200" -> 40.0),
    after its label when it has one ("Trail 2: 3.5 km" -> 3.5), read as :func:`value_words` reads it
    (a duration in minutes); None for none."""
    said = value_words(_LABEL.split(text, maxsplit=1)[-1])
    amounts = [
        float(w) for w, kind in zip(said, [*said[1:], ""], strict=True) if kind != "money" and _NUMBER.fullmatch(w)
    ]
    return amounts[0] if amounts else None


def durations_in_minutes(text: str) -> str:
    """``text`` (normalised, halves as decimals) with each length of time in minutes, as :func:`value_words`
    writes it: "an hour and a half", "1 hour 30 minutes" and "90 min" are "90 minutes"."""
    return _DURATION.sub(_duration, _LENGTH.sub(_length, text))


def _duration(match: re.Match[str]) -> str:
    if match.group(6):  # a quarter of an hour, three quarters of an hour
        return f" {_amount(15 * int(match.group(5) or 1))} minutes "
    count = 0.5 if match.group(1) else float(match.group(2)) if match.group(2) else 1.0
    count += {"half": 0.5, "quarter": 0.25}.get(match.group(4) or "", 0.0)
    unit = _DURATION_ABBREVIATION.get(match.group(3), match.group(3))
    return f" {_amount(count * _DURATION_UNIT[unit])} minutes "


MONTHS = tuple("january february march april may june july august september october november december".split())
WEEKDAYS = tuple("monday tuesday wednesday thursday friday saturday sunday".split())
SHORT_MONTHS = {m[:3]: m for m in MONTHS if m != "may"} | {"sept": "september"}  # as slides write them
_SHORT_DAY = {d[:3]: d for d in WEEKDAYS} | {"tues": "tuesday", "thur": "thursday", "thurs": "thursday"}
# A date written short, as slides and calendars write it ("Thu 14 Nov", "Nov 14"): the names in full. A
# month only beside a number, a day only before a day of a month, so "sat 3 times" and "mar" stay words.
_SHORT_DATE = re.compile(
    rf"\b(?P<day>{'|'.join(_SHORT_DAY)})\.?(?=,?\s+\d{{1,2}}(?:st|nd|rd|th)?\s+(?:{'|'.join([*MONTHS, *SHORT_MONTHS])})\b)"
    rf"|(?<=\d )(?P<month>{'|'.join(SHORT_MONTHS)})\b\.?"
    rf"|\b(?P<lead>{'|'.join(SHORT_MONTHS)})\.?(?=\s+\d)"
)


def _date_in_full(match: re.Match[str]) -> str:
    if match.group("day"):
        return _SHORT_DAY[match.group("day")]
    return SHORT_MONTHS[match.group("month") or match.group("lead")]


def dates_in_full(text: str) -> str:
    """Lower-cased ``text`` with its short dates' names in full ("thu 14 nov" -> "thursday 14 november")."""
    return _SHORT_DATE.sub(_date_in_full, text)


# One of a unit, said with "a": "about an inch", "a mile out" (a figure someone gave, as a number of the unit).
_ONE_UNIT = re.compile(rf"\ban? (?={_UNITS_SAID_WITH_A}\b)", re.IGNORECASE)


def one_of_a_unit(text: str) -> str:
    """``text`` with one of a unit said with "a" as the number 1: "about an inch" -> "about 1 inch"."""
    return _ONE_UNIT.sub("1 ", text)


def halves_as_decimals(text: str) -> str:
    """``text`` (numbers as digits) with "2 and a half" as "2.5", "a mile and 3 quarters" as "1.75 miles"."""
    return _AND_A_PART.sub(_part_as_decimal, text)


def _part_as_decimal(match: re.Match[str]) -> str:
    part = _PART_OF_ONE[match["part"]]
    if match["whole"]:
        return match["whole"] + part
    plural = "feet" if match["unit"] == "foot" else "inches" if match["unit"] == "inch" else match["unit"] + "s"
    return f"1{part} {plural}"


def value_words(text: str) -> list[str]:
    """:func:`words` with values in one form, so an option and the moment that states it meet:
    "an hour and a half" and "1.5 hours" are "90 minutes", "three quarters of an hour" and "45 min" are
    "45 minutes", "33:40" and "33 min 40 s" are "33.67 minutes"; "$12.50", "12.50 EUR" and "twelve dollars
    fifty" are "12.5 money"; "11%" and "eleven per cent" are "11 percent"; "1,200" is "1200", "3rd" is "3", "quarter past nine" and "21:15" are "9h15",
    "e-mail" is "email", "two-stage" is "2stage", "sixty-odd" is "60 odd", "Thu 14 Nov" is "thursday 14 november",
    speech recognition's "100 and 14" is "114" and its "2006 hundred" "2600"."""
    text = _NUMBERED_COMPOUND.sub(
        lambda m: normalise(m[1]), _ROUGHLY.sub(r"\1 \2", _THOUSANDS_HUNDRED.sub(_hundreds, text))
    )
    text = dates_in_full(_HYPHEN.sub("", normalise(_DIGIT_GROUP.sub("", text))))
    text = _NOTE.sub(lambda m: _NOTES[m[1]], text)
    text = _HUNDREDS_AND.sub(_hundreds_and, text)
    text = clock_times_as_words(_LENGTH.sub(_length, without_ordinals(text)))
    text = _DURATION.sub(_duration, _MONEY.sub(_money, halves_as_decimals(text)))
    text = _PERCENT.sub(r"\1 percent ", text)
    return [_DECIMAL_ZEROS.sub("", w) for w in _WORD.findall(text)]


_STEMMERS = threading.local()  # a Snowball stemmer keeps state while it stems: one per thread


@lru_cache(maxsize=16384)
def stem(word: str) -> str:
    """``word``'s English Snowball stem: "fails", "failed" and "failing" are "fail", "tries" is
    "try"'s "tri", "glassblower" and "glassblowing" meet; irregular forms ("broke") stay apart."""
    stemmer = getattr(_STEMMERS, "english", None)
    if stemmer is None:
        stemmer = _STEMMERS.english = snowballstemmer.stemmer("english")
    return str(stemmer.stemWord(word))
