"""The answer step every strategy ends in: analyse the question, read the timeline where the
question is about time, decide options by evidence, and cite the moments that prove the answer.

1. The question's kind (reasoning/questions.py) picks a timeline operator (reasoning/timeline.py):
   when, right after / before, how many times, in what order, at the beginning / end / a second.
2. Options are scored against the moments the question needs (choices.py); the LLM's judgement,
   read as probabilities, is added only when the evidence does not already decide.
3. An open question is answered in one sentence by the LLM from a compact list of moments
   (reading.py), led by the passage (a moment and the sentences said after it) that the LLM, asked which
   passage answers, and retrieval's relevance together rank first; a count, an order, a time or the words right after (before) an anchor are stated from the operator's result. A reply with
   no support in the moments is no answer: the engine abstains and quotes the closest moment.
4. Citations are those moments, to the second, best first (citations.py).

When nothing relevant was retrieved, or the videos never name what the question is about (support.py),
the answer says so instead of asking the model to guess.
"""

from __future__ import annotations

import itertools
import logging
import math
import re
import string
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import asdict, dataclass, field, replace
from functools import cached_property
from typing import Any, Protocol

from vidrag.answer.listed import (
    Placed,
    asked_place,
    asks_as_done,
    asks_order_done,
    names_a_plan,
    done_in_turn,
    item_asked,
    item_at_nth,
    item_named,
    item_valued,
    item_share,
    place_done,
    placed_on_list,
    asks_rank,
    rank_done,
)
from vidrag.answer.choices import (
    DENIAL,
    NUMBER_SAID,
    echo_put_right,
    echoed_and_set_against,
    gainsaid_by_another,
    shown_against,
    past_echo,
    put_right_later,
    values_said,
    asks_who,
    OptionJudge,
    SLIP_SENTENCES,
    first_cell,
    number_taken_back,
    numbers_said,
    owns_to_slip,
    repaired_by,
    put_right,
    repair_said_later,
    repairs_after,
    said_number,
    states_number,
    what_holds,
    OptionScore,
    best_option,
    canonical_order,
    held_in,
    option_number,
    relevance_weights,
    says_not_in_video,
    SUPPORTED,
    VALUE_KINDS,
)
from vidrag.answer.causes import CauseReader, Link, cause_focus, cause_moments
from vidrag.answer.citations import Citation, cite_clips, cite_moments
from vidrag.answer.support import FocusCheck, asks_how_it_goes
from vidrag.answer.values import (
    SCALE_WORDS,
    ValueKind,
    answering_kinds,
    answers_as,
    asked_value,
    clock_span_lengths,
    clock_span_side,
    counted_noun,
    counts_another,
    counts_stated,
    stated_values,
    told_value_kind,
    without_hedge,
    without_weekday,
)
from vidrag.answer.reading import (
    build_messages,
    gives_no_name,
    invents,
    name_not_tied,
    names_nothing,
    render_moments,
    selection_messages,
    spelled_as_shown,
    states_value_asked,
    supported,
    value_told_of,
    without_source_preamble,
)
from vidrag.graph.boilerplate import boilerplate_index
from vidrag.config import AnswerSettings
from vidrag.embedding import Embedder
from vidrag.errors import LLMError, ModelUnavailableError
from vidrag.instructions import instruction_flags
from vidrag.llm.base import LLM, ChatRequest, OptionScorer, TokenCallback
from vidrag.reasoning.questions import QuestionAnalysis, analyse, is_order_option, names_the_video
from vidrag.llm.steps import LLMSteps
from vidrag.reasoning.timeline import (
    CAPITALISED,
    LIST_MARKER,
    Timeline,
    TimelineResult,
    content_stems,
    content_words,
    parse,
    reads_on,
    same_word,
    with_item,
)
from vidrag.retrieval.base import Evidence, Moment, Retrieval, clock, moments_of
from vidrag.retrieval.query import Query
from vidrag.retrieval.temporal import (
    ASKING_START,
    GAINSAYING,
    HAD_THE_REAL_FIGURE,
    ITEM_NUMBER,
    WHAT_REALLY_HELD,
    WHO_WORD,
    ASKS_WHO,
    ASKS_NEXT_ONE,
    NEXT_ONE,
    asks_both_sides,
    asks_cause,
    asks_correction,
    asks_original_value,
    asks_settled_value,
    asks_value_then_why,
    asks_what_came_of,
    figures_set_up,
    source_named,
    time_cues,
    what_is_asked,
)
from vidrag.answer.relations import asks_relation, kinship_told
from vidrag.records import SPEECH_SOURCES
from vidrag.store.base import ClipRecord, StoreReader, TextRecord
from vidrag.text import (
    CELL_SEPARATOR,
    ORDINAL,
    STOP_WORDS,
    figures_joined,
    label_of,
    labelled_value,
    mask_quoted,
    normalise,
    stem,
    value_words,
    without_asides,
    words,
)

log = logging.getLogger(__name__)

# A capitalised word of any length, for a first name the name boxes give ("20 litres, Ken.", "What did Pat do ...?"):
# CAPITALISED, four letters up, is for telling a name from other words, which matching a known name need not do.
_CAPITALISED_WORD = re.compile(r"\b[A-Z][a-z]+\b")

# A thing asked for by what it is called: "What's the name of the fabric Lorna picked?", "the fabric's name".
_NAMED_THING = re.compile(
    # one noun, then who picked it or the question's end: not "the name of the bald man Saffron landed on"
    r"\b(?:name|title) of (?:the|her|his|their|this|that) (?P<thing>[a-z][a-z-]+)"
    r"(?=\s+(?-i:[A-Z])|\s+(?:that|which|who|they|she|he|we|you|i)\b|\s*[?.!]|\s*$)"
    r"|\b(?:the|her|his|their) (?P<own>[a-z][a-z-]+)['’]s name\b"
    # "What's the old vine called, going by its slate?"
    r"|\bwhat(?:['’]s| is| was) (?:the|her|his|their) (?:[a-z-]+ )?(?P<called>[a-z][a-z-]+) called\b"
    # named first, then asked of: "the grey paint on the stair edges - what's it called"
    r"|\b(?P<before>[a-z][a-z-]+)\s*[-–—:,]\s*what(?:['’]s| is| was) (?:it|that|this) called\W*$"
    # where it is written: "Which firm made the horse, according to the stamp on his stand?"
    r"|\b(?:according to|going by|judging by) (?:the|its|his|her|their) (?P<source>(?-i:[a-z])[a-z-]+)\b"
    # what a thing has written on it: "Name on the brass maker's plate?", "the words painted on the van"
    r"|\b(?:name|names|words?|writing|lettering) (?:(?:written|printed|painted|stamped|engraved|carved) )?on"
    r" (?:the|its|his|her|their) (?:[\w'’-]+ ){0,3}?(?P<written>[a-z][a-z-]+)\W*$"
    # who made it, asked of the thing: "Which make is the new guttering?", "the new guttering - which make is it",
    # "what brand of ladder"
    r"|\b(?:what|which) (?:make|brand|model) (?:is|was|are|were) (?:the|her|his|their|its) (?:[a-z-]+ )?(?P<made>[a-z][a-z-]+)\W*$"
    r"|\b(?P<made_first>[a-z][a-z-]+)\s*[-–—:,]\s*(?:what|which) (?:make|brand|model) (?:is|was|are|were) (?:it|that|this|they)\W*$"
    r"|\b(?:what|which) (?:make|brand|model) of (?P<made_of>[a-z][a-z-]+)\b",
    re.IGNORECASE,
)

NO_EVIDENCE = "The indexed videos contain nothing relevant to this question."
# An open reply whose words the moments do not hold is no answer: the engine says it found none,
# and quotes the closest moment so the user can judge (an abstention, counted as one in eval).
UNSUPPORTED = "Not mentioned in the videos as far as found: the model's answer had no support in the closest moments"
_OPEN_ANSWER_TOKENS = 60  # one short sentence
_LETTER_REPLY_TOKENS = 4  # a letter, for an LLM that gives no log-probabilities
# An operator's moments come best first; each bears on the question this much less than the one
# before it, so the first (the occurrence counted, the anchor's next sentence) leads the options.
_OPERATOR_RANK_DECAY = 0.9
# An open question is answered by the item a sentence points at on screen when that sentence bears on it
# nearly as much as the best moment: a pick said beside what is asked ("she calls the honey tart the best
# thing she ate", a pick two sentences before) answers something else.
_POINTER_BEARS = 0.9
# Asked who says something: the spoken sentences read for it, and the share of its (rarity-weighted)
# words one must hold to be where it is said.
_SPEAKER_CANDIDATES = 10
_SAYS_MOST = 0.5
# An open question's passages the reader chooses between (_passage_chosen): its best-supported moments, each
# with the sentences said in the seconds after it. Set once, not tuned: four passages keep the choosing
# prompt near 300 tokens (one forward pass, about a second with the 0.5B model on 2 cores), and four
# sentences within 15 s is about what speech recognition cuts one spoken reply into ("Oh, hang on." "that's
# February." "and I wanted March.").
_PASSAGES_WEIGHED = 4
_PASSAGE_SECONDS = 15.0
_PASSAGE_SENTENCES = 4
_ASKED_ALONE = 2  # the units that best match the question without its options, read beside the retrieved ones
# The words that ask how two people are linked: "Fiona and the caretaker - are they family?"
_ASKING_A_LINK = frozenset(
    "family related relation relationship relations kin link linked connection connected history past".split()
)
# A reply is supported when this share of its own words (those not in the question) is found in the
# moments it was given; a summary rephrases, so one word found suffices (share 0).
_REPLY_WORDS_FOUND = 0.5
_EDGES = {"begin": "begin", "first": "begin", "end": "end", "last": "end"}  # the edge a position asks about
_TELLING = re.compile(r"\b(?:say|says|said|describe[sd]?|tell|tells|told|talk(?:s|ed)? about|mention(?:s|ed)?)\b", re.I)
_EDGE_SENTENCES = 2  # how a video opens (ends) is told by the sentences said first (last): a greeting and what follows
_AMOUNTS = frozenset({"money", "duration", "measure", "number"})  # values a question asks, not a time in the video
_SCREENS_HEARD = 3  # screens whose sentences are read when no moment holds an option
_PLAN_ITEMS = 3  # a plan, agenda or checklist lists three things or more ("Tickets:" over two prices is a table)
# A sentence its speaker says of themselves: the name box shown meanwhile answers who did it. Not "my":
# speech recognition hears "by the" as "my" ("paid for my non-goat trust").
_FIRST_PERSON = re.compile(r"\b(?:I|me|myself|I'm|I've|I'd|I'll)\b")
# Correcting someone in other words: "put Gwen right", "set her straight", "caught Marisol reading it
# wrong", "told Yvette her time was wrong", "pointed out his mistake", "told him otherwise", "gets the
# temperature wrong", "pulls him up on it", "gives him the proper number".
_PUT_RIGHT = (
    r"(?:put|puts|putting|set|sets|setting) (?:\w+|the record|(?:the|that|this) \w+) (?:right|straight)"
    r"|contradict(?:s|ed|ing)?"
    r"|(?:caught|catches|catch|told|tells|tell|showed|shows|show|pointed out|points out|spotted|spots|noticed"
    r"|fixed|fixes|fix|gets|get|got|says|said|say) [^?]*?"
    r"(?:\bwrong|\bmistake|\berror|\bslip|\bway (?:out|off)\b|\binflated|\bexaggerated|\boverstated)"
    # "who brings her back down to earth"
    r"|(?:bring|brings|brought|bringing) \w+ (?:back )?down to earth"
    # "pulls him up on it", "gives him the proper number"
    r"|(?:pull|pulls|pulled|pulling) \w+ up\b"
    rf"|{GAINSAYING}"
)
# A sum asked as a whole ("How much must the village raise through shares?"), of which a price stated per thing
# ("Shares: £250 each") is a part, not the answer; unless the question asks that price ("how much is one share").
_ASKS_A_WHOLE_SUM = re.compile(
    r"\b(?:raise|raised|raising|find|found|total|altogether|in all|overall|target|bring in|brought in|collect|collected)\b",
    re.I,
)
_ASKS_A_RATE = re.compile(
    r"\b(?:each|per|apiece|a head|a piece|one|single|every)\b|\ba (?!lot\b)\w+ (?:cost|costs|is)\b", re.I
)
# A value stated as a price per thing: "£250 each", "£4 per head", "£2 apiece", "£5 a head".
_PER_THING = r"\s*(?:each|apiece|per\b|a head\b|a piece\b)"
# A price stated per a thing it names ("£300 a house"), and a question asking the price per a thing ("cost per
# household", "what does each house pay"): the things compared by their words' stems or as one the start of the other.
_PER_NAMED = r"\s*(?:a|an|per|each|every) (?P<thing>[a-z]{3,})\b"
_ASKED_PER = re.compile(r"\b(?:per|each|every) (?P<thing>[a-z]{3,})\b", re.I)
# A time stated as gone by ("2500 years ago"): how long ago, never how long something took.
_AGO = re.compile(r"\bago\b", re.I)


def told_of_self(sentence: str, wanted: Sequence[str], spacy_model: str) -> bool:
    """Whether a sentence tells its speaker did what ``wanted`` (a question's words) names: from a word of it, up its
    clauses to one whose subject is "I" ("I'm the one who found the lid cracked", "I weighed it"), past clauses whose
    subject is the thing itself ("the lid cracked") or a "who" standing for a noun; not where another is the subject
    on the way ("she leant over and her glasses slid off", "I saw Bryn find the lid cracked")."""
    doc = parse(spacy_model, sentence)
    for token in doc:
        if not any(same_word(w, token.lower_) for w in wanted):
            continue
        node = token
        while True:
            subject = next((c for c in node.children if c.dep_ in ("nsubj", "nsubjpass")), None)
            if node.pos_ in ("VERB", "AUX") and subject is not None:
                if subject.lower_ == "i":
                    return True
                # "the one who found it": the one is who the clause above says; "the lid cracked": the thing itself
                relative = subject.lower_ in ("who", "that") and node.dep_ == "relcl"
                if not relative and not any(same_word(w, subject.lower_) for w in wanted):
                    break  # another does it
            if node.head.i == node.i:
                break
            node = node.head
    return False


def _same_thing(one: str, other: str) -> bool:
    """Whether two nouns name one kind of thing: one stem, or one the start of the other ("house", "household")."""
    return stem(one) == stem(other) or one.startswith(other) or other.startswith(one)


def _said_ago(value: str, line: str) -> bool:
    """Whether ``line`` states the time ``value`` as gone by ("2500 years ago")."""
    said = normalise(line)
    return value in said and _AGO.match(said.split(value, 1)[1].strip()) is not None


# "whose appointment came first": which of the things, named by whose they are
_WHOSE_THING = re.compile(r"\bwhose (?!names?\b)[a-z]+", re.I)
# A name asked as written on a thing ("whose name was on the ticket"), not a doer's.
_NAME_WRITTEN = re.compile(r"\bwhose names? (?:is|was|were|are) (?:on|in|written|printed)\b", re.I)
# A who-question asking who says something ("who tells him off about ...", "who warned them"): the
# name box shown while the sentence is said answers it, whoever the sentence speaks of.
_ASKS_SPEAKER = re.compile(
    # the question, or its asking sentence after one that sets it up ("Marguerite gave the wrong bar. Who set her straight?")
    # "whose voice note asked if ...": who says it, by the thing it is said in
    rf"{ASKING_START}(?:so |and |but )?(?:{WHO_WORD} |whose (?:[\w-]+ ){{1,2}})(?:(?:first|then|also|actually|keeps?) )?"
    r"(?:say|says|said|tell|tells|told|ask|asks|asked"
    r"|warn|warns|warned|remind|reminds|reminded|suggest|suggests|suggested|complain|complains|complained"
    r"|joke|jokes|joked|explain|explains|explained|point|points|pointed|insist|insists|insisted|advise|advises"
    r"|advised|recommend|recommends|recommended|reply|replies|replied|answer|answers|answered|interrupt"
    r"|interrupts|interrupted|chip|chips|chipped|scold|scolds|scolded|correct|corrects|corrected"
    rf"|{_PUT_RIGHT})\b"
    # "Tamsin got told to keep her hands off one of the pies. By whom?"
    r"|\b(?:got|gets|was|were|is|are) (?:told|asked|warned|reminded)\b[^?]*\bby whom\b"
    # "the story of the 1961 vote is told by", "who was it explained by"
    r"|\b(?:is|was|are|were|gets|got) (?:\w+ )?(?:told|said|explained|narrated|recounted|described|given) by\W*$",
    re.I,
)
# Asked when something ends ("what time is the concert expected to finish"): the time an event is listed
# with is when it starts, so only a time said with its end answers (an end word, or a range "7-9 pm").
_ASKS_END_TIME = re.compile(
    r"\b(?:finish|finishes|finished|finishing|end|ends|ended|close|closes|closed|closing|wraps? up)\b(?! (?:with|on|up)\b)"
    r"|\b(?:be|is|was|it's) over\b",
    re.I,
)
_ASKS_START_TIME = re.compile(r"\b(?:start|starts|started|begin|begins|began|open|opens|opened|first|earliest)\b", re.I)
_STATES_END_TIME = re.compile(
    r"\b(?:until|till|ends?|ended|ending|finish\w*|clos\w*|over|done|out by|back by|wrap\w* up)\b|\d\s*(?:[ap]\.?m\.?)?\s*(?:-|–|to)\s*\d",
    re.I,
)


def _relative_clause(what: str, spacy_model: str) -> str:
    """What a person did, as a question's relative clause tells it, without the question's own verb after it:
    "who checked the crown for nests with binoculars" of "... with binoculars signed the work off at what
    time". Without the parser, the words as they are."""
    try:
        doc = parse(spacy_model, f"The man {what}")
    except ModelUnavailableError:
        return what
    clause = next((t for t in doc if t.dep_ == "relcl"), None)
    if clause is None:
        return what
    return " ".join(t.text for t in clause.subtree)


def end_time_unstated(question: str, lines: Sequence[str]) -> bool:
    """Whether ``question`` asks when something ends and none of ``lines`` (where a time was found) says
    an end: "what time is the concert expected to finish" against "Spring concert: 21 March, 7 pm"."""
    return _ASKS_END_TIME.search(question) is not None and not any(_STATES_END_TIME.search(line) for line in lines)


def only_an_end_time(question: str, lines: Sequence[str]) -> bool:
    """Whether ``question`` asks when something starts or first runs and every time of day ``lines`` state
    is when something stops: "the first foot ferry in the morning" against "every 20 minutes until 10 pm"."""
    if not _ASKS_START_TIME.search(question) or _ASKS_END_TIME.search(question):
        return False
    said = [(normalise(line).lower(), value.lower()) for line in lines for value in stated_values(line, "clock")]
    return bool(said) and all(re.search(rf"\b(?:until|till|til|up to) {re.escape(v)}", text) for text, v in said)


# The words of a question that a slip's screens must name to tell the slip it asks about.
_SCREEN_TELLS = 2
# Asked who corrected someone: the one who says the repair.
# ... or who had the figure that holds: "Who gave the proper figure?", "who knew what the dress really cost"
_PUTS_RIGHT = re.compile(
    rf"\bcorrect(?:s|ed)?\b|\b(?:{_PUT_RIGHT})\b"
    r"|\b(?:gave|gives|give) (?:\w+ )?the (?:right|proper|correct) (?:figure|number|answer|one|total|price|cost|amount)\b"
    rf"|\b(?:knew|knows|know) {WHAT_REALLY_HELD}"
    rf"|\b{HAD_THE_REAL_FIGURE}"
    # after another's figure: "Sid put the canal at about a hundred years old. Which of them knew better?"
    r"|\b(?:knew|knows|know) better\b|\b(?:had|has|got|gets) (?:it|that) right\b",
    re.I,
)
_DENIAL_CONTEXT = 3  # the sentences either side of a denial that may retell the claim or say what holds instead
# A sentence telling an event by the start or the end of another: "just when it started", "as it finished".
_SAID_STARTED = re.compile(r"\b(?:start(?:s|ed)?|beg[au]n|begins|open(?:s|ed)|set off|kick(?:s|ed) off)\b", re.I)
_SAID_ENDED = re.compile(r"\b(?:finish(?:es|ed)?|end(?:s|ed)|(?:was|were|is) over|clos(?:es|ed))\b", re.I)
# A figure asked without naming its kind: "Which figure does she give?", "what number did he settle on".
_FIGURE_ASKED = re.compile(
    r"\b(?:what|which)(?: \w+)? (?:figure|number|total|amount)\b"
    # "Her first number for the crane was too low. What's the right one?"
    r"|\b(?:first|right|final|real|actual|correct) (?:figure|number|total|amount|price|cost)\b",
    re.IGNORECASE,
)
_ITEM_NUMBER = re.compile(ITEM_NUMBER, re.I)
# What someone may get wrong, named as theirs: "the deputy head's mistake", "the captain's margin".
_SLIP_NOUNS = r"(?:mistake|error|slip|figure|number|count|estimate|claim|guess|margin|total|time|date|answer|sum)s?"
# What a question about a correction calls the figure put right ("what's the real balance?"), which the video may call
# otherwise ("Band account: £2,600"): a name of the figure asked, not a thing it must name.
_FIGURE_PUT_RIGHT = re.compile(
    r"\b(?:real|actual|right|correct|true|proper|final) ((?:[\w'’-]+ )?[\w'’-]+)", re.IGNORECASE
)
# What one person did asked ("Right after Idris signed the wayleave, what did he go and do?", "what did Wilf do
# once ..."): that person's act, not the plan item done next (an agenda's next item is the room's, not his).
# Asked of one named by their part too ("what did the neighbour do"), or as "Dorothy did what?", "Bryn's next move?"
_DOER = r"(?:he|she|[A-Z][\w'’-]+(?: [A-Z][\w'’-]+)?|the (?!\w+ing\b)[a-z][\w'’-]+)"
_ONES_ACT = re.compile(
    rf"\b[Ww]hat (?:did|does|do|will|would) {_DOER} (?:go (?:and|off and|on to) |then |next |get up and )?do\b"
    r"|\b[A-Z][\w'’-]+ did what\W*$|\b[A-Z][\w'’-]+['’]s (?:next move|reaction|response)\W*$"
)
# Which of the options came first or last, asked of a plan's items (every option one).
_CAME_FIRST_OR_LAST = re.compile(r"\b(?:comes?|came|happens?|happened|done|got done) (first|last)\b", re.I)
# The words that ask how long, which name nothing on a screen: "how long did the match last".
_DURATION_WORDS = frozenset({"long", "last", "lasted", "lasts", "take", "takes", "took", "taken", "time", "duration"})
# A person the question names by what they did, not by name ("the girl who broke her wrist on a trampoline",
# "the man Lenny taught to build a waltzer"), or wore ("the lad in the banana suit"): who it is, is told where
# that is said.
_DESCRIBED_PERSON = re.compile(
    r"\b(?i:the|a|that|those)\s+(?:[a-z-]+\s+){0,2}?"
    r"(?:(?i:man|woman|lady|girl|boy|lad|lass|guy|bloke|chap|fellow|act|rider|winner"
    r"|officer|kid|child|player|driver|donor|customer|person|volunteer|pupil|student|visitor|resident|trainee|teacher)"
    # anyone named by what they are, then who they are: "the patroller who first saw snow at 19", "those twins who"
    r"|[a-z]+(?=\s+who(?:se|['’]d|['’]s)?\s))"
    r"\s+(?P<what>(?:who(?:se|['’]d|['’]s)?|that)\s+(?:(?!\s[-–—]\s)[^,:;?])+|[A-Z][a-z]+\s+[a-z](?:(?!\s[-–—]\s)[^,:;?])+"
    # "the lad in the banana suit", "the woman with the clipboard"
    r"|(?:in|with|wearing)\s+(?:the|a|an|his|her)\s+(?:(?!\s[-–—]\s)(?!\s(?:end|ended|did|does|do|got|get|gets|raise|raised"
    r"|raising|say|said|says|is|was|were)\b)[^,:;?])+)"
)
# The sentences likest what the person did, at most this many and each at least this close in meaning, tell who
# it is. Measured on the read sets' questions naming a person by a deed (blind22 to blind28): the sentence that
# tells the deed, in the recogniser's words, is among the video's three likest, at cosine 0.39 to 0.50.
_DESCRIBED_SENTENCES = 3
_DESCRIBED_SIMILARITY = 0.35
# Asked for an amount of no named kind ("how much in the end", "what's the real figure"): the kinds tried, in turn.
_ASKS_AMOUNT = re.compile(r"\bhow (?:much|many)\b|\b(?:amount|figure|sum|total)\b", re.I)
_AMOUNT_KINDS: tuple[ValueKind, ...] = ("money", "measure", "duration", "number")
# The one asked of, said as a pronoun after the sentence that names them: "How does she handle it?"
_ASKED_OF_HER = re.compile(r"[.!?]\s+(?:what|how)\s+(?:did|does|do)\s+(?:she|he|they)\b", re.IGNORECASE)
# A number said with its scale: "2 million" is two million, not 2.
_WITH_SCALE = re.compile(rf"(?P<number>{NUMBER_SAID.pattern})(?: (?P<scale>{SCALE_WORDS}))?", re.IGNORECASE)
# The kinds of value that give a number said alone ("it's 750 now") its unit.
_UNIT_KINDS: tuple[ValueKind, ...] = ("money", "measure", "duration")
_DESCRIPTION_WORDS = 3  # an option of fewer words names a thing, not what a video shows ("Making compost ...")
_AMOUNT_NAMES: dict[ValueKind, str] = {
    "money": "price", "duration": "duration", "clock": "time of day", "date": "date", "year": "year", "when": "date or time", "score": "score",
    "measure": "measure", "number": "number",
}  # fmt: skip


class FrameLooker(Protocol):
    """A vision LLM with a way to see the evidence clips (vidrag.vision.VisionModels): the reader
    then answers from their frames too (Vgent 3.4, Video-RAG 3.5)."""

    @property
    def llm(self) -> LLM: ...

    def look_at(self, evidence: Sequence[Evidence]) -> list[dict[str, Any]]:
        """``image_url`` content parts of the clips' frames, in their order, within one call's budget."""
        ...


@dataclass
class Answer:
    question: str
    answer: str
    citations: list[Citation]
    choices: list[str] | None = None
    choice: str | None = None
    choice_index: int | None = None
    strategy: str = "naive"
    model: str | None = None  # the reader; trace["decided_by"] says whether options needed it
    timings: dict[str, float] = field(default_factory=dict)
    context_chars: int = 0
    prompt_tokens: int = 0
    llm_calls: int = 0
    trace: dict[str, Any] = field(default_factory=dict)
    # True when the answer is "the videos don't say": no moment supports any reading of the question.
    abstained: bool = False
    # The question as the user put it, when it was answered as ``question``: a follow-up made standalone
    # (reasoning/conversation.py), or its misspelt words repaired (reasoning/spelling.py).
    asked: str | None = None

    @property
    def found_evidence(self) -> bool:
        return bool(self.citations)

    def text(self) -> str:
        """The answer followed by its citations, as the CLI prints it."""
        cites = " ".join(c.label for c in self.citations)
        return f"{self.answer} {cites}".strip()

    def to_dict(self) -> dict[str, Any]:
        record = asdict(self)
        for cite, data in zip(self.citations, record["citations"], strict=True):
            data["label"] = cite.label
        return record


def pick_choice(reply: str, choices: Sequence[str], embedder: Embedder) -> int:
    """Map a model's reply to an option: a leading letter, then the option's text, then the
    option most similar to the reply (small models do not always follow the format)."""
    letters = string.ascii_uppercase[: len(choices)]
    match = re.match(rf"\s*(?:option\s*)?\(?([{letters}{letters.lower()}])\b[\).:]?", reply, re.IGNORECASE)
    if match:
        return letters.index(match.group(1).upper())
    lowered = reply.casefold()
    named = [i for i, choice in enumerate(choices) if choice.casefold() in lowered]
    if len(named) == 1:
        return named[0]
    vectors = embedder.embed([reply, *choices])
    return int((vectors[1:] @ vectors[0]).argmax())


def operate(
    analysis: QuestionAnalysis, timeline: Timeline, choices: Sequence[str] | None, question: str = ""
) -> TimelineResult | None:
    """The timeline operator the question's kind calls for (None: the retrieved moments answer it)."""
    kind = analysis.kind
    if kind == "locate" and analysis.target:
        return timeline.locate(analysis.target)
    if kind == "relative" and analysis.direction and analysis.target:
        # "Esme finds the bead. What does Owen do next?": Owen, the one asked of besides the anchor
        anchored = set(_CAPITALISED_WORD.findall(analysis.target))
        doers = [w for w in _CAPITALISED_WORD.findall(question) if w in timeline.names_on_screen and w not in anchored]
        if not doers and _ASKED_OF_HER.search(question):
            # "A lorry reverses in the middle of Bryony's cry. How does she handle it?": one the anchor names
            doers = [w for w in anchored if w in timeline.names_on_screen]
        told = next((c.anchor for c in time_cues(question) if c.kind == analysis.direction and c.anchor), "")
        return timeline.relative(
            analysis.target, analysis.direction, doers=doers, as_asked=told, response=asks_what_came_of(question)
        )
    if kind == "count" and analysis.target:
        counted = timeline.count(analysis.target, retold="how many times said" not in analysis.cues)
        noun = counted_noun(f"how many {analysis.target}") if "how many things" in analysis.cues else None
        if (
            noun not in (None, "times")
            and counted.value == 1
            and not any(_names_word(m.unit.text, noun) for m in counted.moments)
        ):
            # "how many soldiers did the militia bring": the one sentence like the question, naming no
            # soldier, counts none of them (each time an accident is told again is one more accident)
            counted = TimelineResult("count", [], 0, {**counted.detail, "matched_by": f"no {noun} named", "times": []})
        numbers = {option_number(c) for c in choices or ()}
        listed = (
            timeline.list_named(analysis.target) if "how many things" in analysis.cues and noun != "times" else None
        )
        if listed is not None and _describes_its_title(listed[1], noun):
            # "Opened: 17 May 1974" | "Length: 1,650 m" | "Car toll: 15p" under "The Caddow Bridge": what the
            # bridge is, not as many lanes as lines
            listed = None
        if listed is not None and (not numbers or len(listed[1]) in numbers):
            # "how many stops does the gallery map have": the items of the list it names, not each
            # time a stop is named as the tour reaches it
            moment, items = listed
            return TimelineResult(
                "count",
                [moment],
                len(items),
                {"event": analysis.target, "matched_by": "items of the list named", "items": items},
            )
        if not numbers or noun is None or noun == analysis.target or counted.value in numbers:
            return counted
        # "how many votes did the council hold": the event as worded is not found; the things
        # themselves, said or shown, are the other reading, kept when an option has its count
        things = timeline.count(noun, retold=False)
        return things if things.value in numbers else counted
    if kind == "order":
        events = (
            analysis.events
            if len(analysis.events) >= 2
            else tuple(choices or ())
            if choices and not is_order_option(choices)
            else ()
        )
        return timeline.order(events) if len(events) >= 2 else None
    if kind == "position":
        if analysis.position == "at":
            return timeline.at(analysis.seconds)
        if analysis.position == "span":
            return timeline.span(analysis.seconds)
        if analysis.position in ("begin", "end"):
            return timeline.edge(analysis.position)
        if analysis.position in ("first", "last"):
            return timeline.extreme(analysis.target, analysis.position)
    return None


_RECORD_KINDS: tuple[ValueKind, ...] = ("money", "date", "clock", "duration", "measure")


def _describes_its_title(items: Sequence[str], counted: str | None) -> bool:
    """Whether a list's items are each a label and a value of another kind ("Opened: 17 May 1974" |
    "Length: 1,650 m" | "Cost: £11.2 million"), none labelled with the thing counted: a record of what
    its title is, not a list of things to count. A menu's lines state one kind ("Soup: £4" | "Salad:
    £5"): its items are things."""
    labels = [label_of(item) for item in items]
    if not all(labels) or any(counted and label and _names_word(label, counted) for label in labels):
        return False
    kinds = [frozenset(k for k in _RECORD_KINDS if stated_values(item, k)) for item in items]
    return len(set(kinds)) > 1


def _names_word(text: str, noun: str) -> bool:
    """Whether ``text`` names ``noun`` (word endings aside)."""
    return stem(noun) in {stem(w) for w in words(text)}


def _describes(option: str) -> bool:
    """Whether an option could say what a whole video shows: words, not a value ("£485,000", "3:45pm")."""
    return len(words(option)) >= _DESCRIPTION_WORDS and not any(c.isdigit() for c in option)


def letter_probabilities(logprobs: dict[str, float], letters: Sequence[str]) -> list[float]:
    """Each letter's probability among ``letters``, from the next token's log-probabilities of each."""
    top = max(logprobs.values())
    odds = [math.exp(logprobs[letter] - top) for letter in letters]
    total = sum(odds)
    return [p / total for p in odds]


def _amount_of(key: Sequence[str]) -> tuple[str, ...]:
    """The numbers of a value's words: "4 tonnes" and "4 tons" are one amount, whatever the unit's spelling."""
    return tuple(w for w in key if any(c.isdigit() for c in w))


def _counted_by_eye(result: TimelineResult | None) -> bool:
    """Whether ``result`` counts occurrences one by one: an on-screen counter ("Failed logins: 3")
    is the video stating the number itself."""
    return result is not None and result.operation == "count" and result.detail.get("matched_by") != "on-screen counter"


def describe(result: TimelineResult) -> str | None:
    """An operator's result in words, for the results that need no reader: a count, an order, a time,
    or the words said right after (before) an anchor, quoted."""
    if result.operation == "count":
        event = result.detail.get("event", "it")
        if not result.value:
            return f"“{event}” is not said or shown."
        if "items" in result.detail:
            return f"{result.value}: {', '.join(result.detail['items'])}."
        # when each time came is the citations' to show (and the trace's), as a reply to "how many times" would not list it
        return f"{result.value} time{'s' if result.value != 1 else ''}: “{event}”."
    if result.operation == "order" and result.value:
        seen = result.detail["first_seen"]
        return (
            ", then ".join(
                f"{e} ({clock(seen[e])})" if seen[e] is not None else f"{e} (not found)" for e in result.value
            )
            + "."
        )
    if result.operation in ("after", "before") and result.value is not None:
        if result.detail.get("told_on"):  # the rest of the anchor's own sentence
            return str(result.value)
        m = result.moments[0]  # the words themselves: when they are said is the citation's, the anchor's the trace's
        screen = result.detail.get("screen")  # a line of a slide: the slide's title says what is shown
        said, last = [m.unit.text], m.unit
        for then in result.moments[1:]:  # "... waited until it had gone. | and started again from the top."
            spoken = last.source in SPEECH_SOURCES and then.unit.source in SPEECH_SOURCES  # a slide's lines are apart
            # (the anchor, cited last, goes on from nothing said after it)
            if (
                then.video.id != m.video.id
                or not spoken
                or then.unit.start < last.start
                or not reads_on(last, then.unit)
            ):
                break
            said, last = [*said, then.unit.text], then.unit
        told = " ".join(said)
        return f"{screen}: {told}" if screen and screen != told else told
    if result.operation == "locate" and result.moments:
        m = result.moments[0]
        return f"At {clock(m.start)}: “{m.unit.text}”"
    return None


def quote(text: str) -> str:
    return f"“{text}”"


def alongside(unit: TextRecord, moment: Moment) -> bool:
    """Whether ``unit`` comes from the moment's source and overlaps it in time."""
    return unit.source == moment.unit.source and unit.start < moment.end and moment.start < unit.end


def shown_with(moment: Moment) -> Moment:
    """The moment with only the neighbours of its source shown at the same time: the other lines of
    its slide ("Meeting room:" beside "AURORA SEVEN"). Speech never overlaps itself, so a spoken
    moment is read alone."""

    def together(unit: TextRecord | None) -> TextRecord | None:
        return unit if unit is not None and alongside(unit, moment) else None

    return replace(moment, before=together(moment.before), after=together(moment.after))


def with_more_support(
    support: Sequence[tuple[Moment, float]], more: Sequence[tuple[Moment, float]]
) -> list[tuple[Moment, float]]:
    """``support`` and, after it, the moments of ``more`` read at no place it already reads."""
    seen = {m.place for m, _ in support}
    return [*support, *((m, w) for m, w in more if m.place not in seen)]


def trusted_moment(moment: Moment) -> Moment | None:
    """The moment with neither it nor its neighbours reading as an instruction to the reader
    (vidrag/instructions.py): None when the moment itself does, its neighbours dropped when they do."""
    lines = [u.text if u is not None else "" for u in (moment.before, moment.unit, moment.after)]
    before, unit, after = instruction_flags(lines)
    if unit:
        return None
    if not (before or after):
        return moment
    return replace(moment, before=None if before else moment.before, after=None if after else moment.after)


def with_pointed(moment: Moment, pointed: tuple[str, list[str]] | None) -> Moment:
    """The moment with the on-screen item its sentence points at (:meth:`Timeline.pointer`) written
    beside it ("We picked the second one on the list (on screen: Tessary Hosting)"), for the options
    and the reader alike."""
    if pointed is None:
        return moment
    return replace(moment, unit=replace(moment.unit, text=with_item(moment.unit.text, pointed[0])))


class AnswerEngine:
    """One answer: the question's analysis, the timeline when it is needed, options, reader, citations."""

    def __init__(
        self, store: StoreReader, embedder: Embedder, llm: LLM, settings: AnswerSettings, *, retries: int = 1,
        looker: FrameLooker | None = None,
    ):  # fmt: skip
        self.store = store
        self.embedder = embedder
        self.llm = llm
        self.settings = settings
        self.retries = retries
        self.looker = looker
        self.judge = OptionJudge(store, embedder)
        self.causes = CauseReader(settings.spacy_model)
        self.focus = FocusCheck(embedder, settings.spacy_model, settings.focus_similarity)

    def answer(self, query: Query, retrieval: Retrieval, on_token: TokenCallback | None = None) -> Answer:
        choices = list(query.choices) or None
        if not retrieval.evidence or not retrieval.relevant:
            return self.abstain(query.text, choices)
        run = AnswerDraft(self, query, retrieval)
        analysis = analyse(query.text, run.steps if self.settings.classify_with_llm else None)
        run.trace["question"] = analysis.to_trace()
        unsaid = run.unsaid_focus(analysis)
        if unsaid:
            answer = self.abstain(query.text, choices, f"nothing said or shown names {' or '.join(map(quote, unsaid))}")
            answer.trace = {**run.trace, "focus_not_in_video": unsaid}
            return answer
        # a why-question whose cause the video states is about that cause, not about its effect's
        # place in the video ("why do the potatoes go in first")
        timed = analysis.kind not in ("fact", "summary", "open") and run.cause is None
        result = operate(analysis, run.timeline, choices, query.text) if timed else None
        if result is not None:
            run.trace["timeline"] = result.to_trace()
        if choices:
            answer = run.choose(analysis, result)
        else:
            answer = run.open_answer(analysis, result, on_token)
        answer.model = answer.model or self.llm.name  # the reader, also when the evidence decided without it
        answer.llm_calls += run.steps.calls
        answer.trace = {**run.trace, **({"answer_llm": run.steps.trace()} if run.steps.calls else {}), **answer.trace}
        return answer

    @staticmethod
    def abstain(question: str, choices: Sequence[str] | None, why: str | None = None) -> Answer:
        """ "The videos don't say": the option that says so when there is one, else no option; ``why``
        says what the videos lack, when it is known."""
        text = f"Not mentioned in the videos ({why})." if why else NO_EVIDENCE
        answer = Answer(question, text, [], list(choices) if choices else None, abstained=True)
        silent = [i for i, c in enumerate(choices or ()) if says_not_in_video(c)]
        if choices and silent:
            answer.choice_index, answer.choice = silent[0], choices[silent[0]]
            answer.answer = f"{string.ascii_uppercase[silent[0]]}. {choices[silent[0]]}"
        return answer


class AnswerDraft:
    """One question being answered: its retrieved moments, the timeline of its videos (read only
    when an operator or an option needs it), the LLM steps taken and the trace."""

    def __init__(self, engine: AnswerEngine, query: Query, retrieval: Retrieval):
        self.engine = engine
        self.settings = engine.settings
        self.query = query
        self.question = query.text
        self.retrieval = retrieval
        self.choices = list(query.choices) or None
        self.videos = query.videos
        self.steps = LLMSteps(engine.llm, engine.retries)
        self.trace: dict[str, Any] = {}

    @cached_property
    def timeline(self) -> Timeline:
        """Every unit of the videos asked about: the scope given, else the best-ranked clip's video."""
        wanted = self.videos or {self.retrieval.evidence[0].video.id}
        videos = [v for v in self.engine.store.videos() if v.id in wanted and v.status == "ready"]
        timeline = Timeline(self.engine.store, self.engine.embedder, videos, self.settings)
        self._note_ignored(
            [f"[{u.video.name} {clock(u.record.start)}-{clock(u.record.end)}]" for u in timeline.ignored]
        )
        return timeline

    @cached_property
    def cause(self) -> Link | None:
        """The cause the video states for what a why-question asks about (causes.py); None for other
        questions and where no stated cause matches."""
        if not asks_cause(self.question) or asks_value_then_why(self.question):
            return None
        link = self.engine.causes.find(self.question, self.timeline, self.engine.embedder)
        if link is not None:
            self.trace["cause"] = link.to_trace()
        return link

    @cached_property
    def source(self) -> str | None:
        """The person whose words the question asks for, of those the name boxes show (:func:`source_named`)."""
        return source_named(self.question, self.timeline.boxed_names)

    @cached_property
    def moments(self) -> list[Moment]:
        """The retrieved moments, best first, without units that read as instructions to the reader."""
        found = list(self.retrieval.moments or moments_of(self.retrieval.evidence))
        if not found:  # a strategy that marks no units: rank the units of its clips
            clip_ids = {e.clip.id for e in self.retrieval.evidence}
            videos = {e.video.id: e.video for e in self.retrieval.evidence}
            found = Timeline(self.engine.store, self.engine.embedder, list(videos.values()), self.settings).rank(
                self.question, self.settings.context_moments * 2, clip_ids
            )
        return self._trusted(self._in_sentences(found))

    def _told_without_names(self) -> list[Moment]:
        """The moments likest what a who-question asks, read without its options: not a name box, whose role may
        share a word with the deed ("Sunil Mistry, slipway kiosk" for "who nodded off by the slipway") and is read
        with the options anyway, but the sentence or line that tells the deed ("Ron fell asleep ... by the slip")."""
        boxes = self.timeline.name_boxes
        ranked = self.timeline.rank(what_is_asked(self.question), _ASKED_ALONE + len(boxes))
        return [m for m in ranked if m.unit.text not in boxes][:_ASKED_ALONE]

    def unsaid_focus(self, analysis: QuestionAnalysis) -> list[str]:
        """The words of the question's focus that the videos asked about never name
        (answer/support.py), for a question about something stated that may be answered "the videos
        don't say": an open one, or one with an option saying so; "how many <things>" asks about
        the things."""
        stated = analysis.kind in ("fact", "open") or "how many things" in analysis.cues
        if not stated or (self.choices and not any(map(says_not_in_video, self.choices))):
            return []
        missing = self.engine.focus.missing(self.question, self.timeline)
        if asks_cause(self.question):  # the words that ask for a cause name nothing the video must say ("story behind")
            wording = set(words(self.question)) - set(words(cause_focus(self.question)))
            missing = [w for w in missing if w.lower() not in wording]
        if asks_relation(self.question):  # nor do those that ask how two are linked ("are they family?")
            missing = [w for w in missing if w.lower() not in _ASKING_A_LINK]
        # nor do the words naming a slip ("the road safety officer's guess - who corrected it")
        if asks_correction(self.question):
            put_right = {w.lower() for m in _FIGURE_PUT_RIGHT.finditer(self.question) for w in m[1].split()}
            missing = [
                w for w in missing if not re.fullmatch(_SLIP_NOUNS, w, re.IGNORECASE) and w.lower() not in put_right
            ]
        return missing

    def _in_sentences(self, moments: Sequence[Moment]) -> list[Moment]:
        """Retrieved speech moments as the timeline's sentences (an ASR segment may hold half a
        sentence, or three): "who introduces ___ as" is then read in its whole sentence, and cited
        to it. Moments of videos outside the timeline stay as they are."""
        timeline = self.timeline
        out: list[Moment] = []
        seen: set[tuple[int, float]] = set()
        for moment in moments:
            inside = [  # the speech sentences of the moment's own source (none for screen text)
                i for i, u in enumerate(timeline.units) if u.speech and u.video.id == moment.video.id and alongside(u.record, moment)
            ]  # fmt: skip
            for sentence in [timeline.moment(i, moment.score) for i in inside] or [moment]:
                if (sentence.video.id, sentence.start) not in seen:
                    seen.add((sentence.video.id, sentence.start))
                    out.append(sentence)
        return out

    def _trusted(self, moments: Sequence[Moment]) -> list[Moment]:
        """The moments without the units that instruct the reader, neighbours included: the one gate
        between retrieved text and the options' evidence, the reader and the quoted fallback."""
        kept = [(m, trusted_moment(m)) for m in moments]
        self._note_ignored([m.label for m, trusted in kept if trusted is None])
        return [trusted for _, trusted in kept if trusted is not None]

    def _note_ignored(self, labels: Sequence[str]) -> None:
        if labels:
            ignored = self.trace.setdefault("instructions_ignored", [])
            ignored += [label for label in labels if label not in ignored]

    def support(self, result: TimelineResult | None) -> list[tuple[Moment, float]]:
        """The moments the question needs, with how much each bears on it."""
        if result is not None and result.moments:
            moments = self._trusted(result.moments)
            weights = [_OPERATOR_RANK_DECAY**i for i in range(len(moments))]
            if result.operation in ("begin", "end"):
                # the edge's last (first) line comes first, but the one there that says what is asked ("Next
                # episode: the grey seals" under the credits) bears on it as much as its words say
                weights = [
                    max(w, r)
                    for w, r in zip(weights, relevance_weights(self.query, moments, self.timeline), strict=True)
                ]
            if result.operation == "end" and ASKS_NEXT_ONE.search(self.question):
                # "what's the plan for her next video": the teaser ("Next time, it's the last weekend of the
                # season", the screen "Next time at Brindlecombe" over it, and what is shown with it), not the joke
                # said after it, nor what this video says is next before it ("New patrol's first morning: 4 September")
                teased = [m for m in moments if NEXT_ONE.search(m.unit.text)]
                spans = {(m.video.id, m.unit.start, m.unit.end) for m in teased}
                starts = {m.video.id: min(t.unit.start for t in teased if t.video.id == m.video.id) for m in teased}
                kept = [
                    (m, 1.0 if (m.video.id, m.unit.start, m.unit.end) in spans else w)
                    for m, w in zip(moments, weights, strict=True)
                    if m.unit.start >= starts.get(m.video.id, m.unit.start)
                ]
                moments, weights = [m for m, _ in kept], [w for _, w in kept]
            weighed = [(with_pointed(m, self.timeline.pointer(m)), w) for m, w in zip(moments, weights, strict=True)]
            if result.operation in ("begin", "end"):  # an edge told in a sentence the recogniser cut up is read whole

                def pieces_weight(whole: Moment) -> float:
                    return max(
                        w for m, w in weighed if m.video.id == whole.video.id and whole.start <= m.start < whole.end
                    )

                weighed += [(whole, pieces_weight(whole)) for whole in self.timeline.said_whole(moments)]
            return weighed
        moments = self.moments[: self.settings.context_moments]
        if self.choices:  # each option is also read where the video states it, retrieved or not, and a
            # who-question where it is told without the options: retrieval asks with each option too, and
            # the name boxes on screen all through a meeting match the options better than the question
            seen = {m.place for m in moments}
            held = self.engine.judge.moments_holding(self.query, self.choices, self.timeline)
            alone = self._told_without_names() if asks_who(self.question) else []
            # who did it may be named in the sentence after the one telling it ("... a cow started on my tulips. |
            # Carol came in rattling a bucket and led her out")
            alone += [
                later for m in alone if m.unit.source in SPEECH_SOURCES and (later := self.timeline.said_after(m))
            ]
            for m in self._trusted([*held, *alone]):
                if m.place not in seen:
                    seen.add(m.place)
                    moments.append(m)
        moments += self._pointing_into(moments)
        if asked_value(self.question) is not None:
            moments += self._said_by_the_named(moments)
        weights = relevance_weights(self.query, moments, self.timeline)
        # the entries of a list the video points into ("the second one on the list") are a list: each
        # proves its entry a list's share, the pointing sentence says which, and bears on the question
        # as much as the screen it is said under (it need not repeat its words: "the cheaper one")
        pointers = [self.timeline.pointer(m) for m in moments]
        entries = {entry: len(pointed[1]) for pointed in pointers if pointed for entry in pointed[1]}
        screens = [(m, w) for m, w in zip(moments, weights, strict=True) if m.unit.source == "ocr"]
        weights = [
            max([w, *(sw for s, sw in screens if s.video.id == m.video.id and s.start < m.end and m.start < s.end)])
            if pointed else w
            for m, w, pointed in zip(moments, weights, pointers, strict=True)
        ]  # fmt: skip
        weighed = [
            (
                with_pointed(m, pointed),
                w / entries[m.unit.text] if m.unit.source == "ocr" and m.unit.text in entries else w,
            )
            for m, w, pointed in zip(moments, weights, pointers, strict=True)
        ]
        return [*weighed, *self._repairs_after(weighed)]

    def _said_by_the_named(self, moments: Sequence[Moment]) -> list[Moment]:
        """Asked a value of the one person the question names ("graham's been doing judo for how many years"),
        the sentences said under their name box likest to the question (:data:`_ASKED_ALONE`), not among
        ``moments`` already: they tell it in the first person ("I've been doing it 5 years now"), without
        the name retrieval looks for. Of two people named ("Dougie's poster ... and Kezia says it's wrong"),
        either may tell it: none."""
        timeline, asked = self.timeline, {w.removesuffix("'s").removesuffix("’s") for w in words(self.question)}
        named = timeline.boxes_naming(asked)
        if not named or not timeline.one_person(named):
            return []
        seen = {m.place for m in moments}
        likeness = timeline.match(what_is_asked(self.question)).combined
        spoken = [timeline.moment(i, float(likeness[i])) for i, unit in enumerate(timeline.units) if unit.speech]
        # the likest first, and who says it only until two of theirs are found: a speaker is a search of the screens
        theirs = (
            m for m in sorted(spoken, key=lambda m: -m.score)
            if m.place not in seen and (box := timeline.speaker(m)) is not None and timeline.same_person(box, named[0])
        )  # fmt: skip
        return self._trusted(list(itertools.islice(theirs, _ASKED_ALONE)))

    def _pointing_into(self, moments: Sequence[Moment]) -> list[Moment]:
        """The sentences said while a list among ``moments`` is on screen that point at one of its
        items ("the cheaper one", "the second one on the list"), not among ``moments`` already: the
        list says what each item is, the sentence which one was taken."""
        timeline, seen = self.timeline, {m.place for m in moments}
        found: list[Moment] = []
        for moment in moments:
            if moment.unit.source != "ocr":
                continue
            for i in timeline.told_with(moment):
                said = timeline.moment(i, moment.score)
                if said.place not in seen and timeline.pointer(said) is not None:
                    seen.add(said.place)
                    found.append(said)
        return self._trusted(found)

    def for_reader(
        self, analysis: QuestionAnalysis, result: TimelineResult | None, support: Sequence[tuple[Moment, float]]
    ) -> list[Moment]:
        """What the reader sees: an operator's moments, or for a summary every retrieved moment with
        the units beside it; for any other question only the retrieved moments nearly as relevant as
        the best (``reader_share``), best first, each with only the lines shown beside it. A small
        model answers from whatever sentence it is shown: a near-miss fact ("... was born in
        Nairobi" beside "Victor Ashby was born in Melbourne") or the sentence said next, and each
        line costs prompt time."""
        if result is not None or analysis.kind == "summary" or not support:
            return [m for m, _ in support]
        ranked = sorted(support, key=lambda pair: -pair[1])
        floor = self.settings.reader_share * ranked[0][1]
        shown = [shown_with(m) for m, weight in ranked if weight >= floor]
        # an open answer is written from what the reader sees; options are found in the moments themselves
        return shown if self.choices else shown + self._said_under(shown)

    def _all_said_under(self, support: Sequence[tuple[Moment, float]]) -> list[tuple[Moment, float]]:
        """Every sentence said while the screens of the :data:`_SCREENS_HEARD` screen moments that bear
        most on the question are up, each as relevant as its screen."""
        seen = {m.place for m, _ in support}
        screens = [(m, w) for m, w in support if m.unit.source not in SPEECH_SOURCES][:_SCREENS_HEARD]
        out: list[tuple[Moment, float]] = []
        for screen, weight in screens:
            for i in self.timeline.told_with(screen):
                moment = self.timeline.moment(i, weight)
                if moment.place not in seen:
                    seen.add(moment.place)
                    out.append((moment, weight))
        return out

    def _said_by(self, name: str, support: Sequence[tuple[Moment, float]]) -> list[tuple[Moment, float]]:
        """Every sentence said under ``name``'s name box that ``support`` lacks; the one of them most relevant to the
        question (:func:`relevance_weights`) as relevant as the best moment of ``support``, the others less as they
        are less relevant: the question names whose words it asks about, which retrieval does not weigh."""
        seen = {m.place for m, _ in support}
        said = [
            moment for i in self.timeline.spoken
            if (moment := self.timeline.moment(i, 1.0)).place not in seen and self._voiced_by(moment, name)
        ]  # fmt: skip
        relevance = relevance_weights(self.query, said, self.timeline)
        top, most = max((w for _, w in support), default=1.0), max(relevance, default=0.0) or 1.0
        return [(moment, top * weight / most) for moment, weight in zip(said, relevance, strict=True)]

    def _said_under(self, moments: Sequence[Moment]) -> list[Moment]:
        """For each screen moment, the sentence said while it is shown that is most like the question:
        a slide's title names the topic ("Dog park: on hold"), the speaker says the fact ("we cannot
        vote tonight, because the county has not sent the soil results")."""
        relevance = self.timeline.match(what_is_asked(self.question)).semantic
        seen = {m.place for m in moments}
        out: list[Moment] = []
        for moment in moments:
            if moment.unit.source in SPEECH_SOURCES:
                continue
            said = self.timeline.told_with(moment)
            if not said:
                continue
            best = self.timeline.moment(max(said, key=lambda i: float(relevance[i])), moment.score)
            if best.place not in seen:
                seen.add(best.place)
                out.append(best)
        return out

    def cite(self, moments: Sequence[Moment], *, in_time_order: bool = False) -> list[Citation]:
        if not moments:
            return cite_clips(self.retrieval.evidence, self.settings.citations)
        clips: dict[int, ClipRecord] = {e.clip.id: e.clip for e in self.retrieval.evidence}
        missing = [m.clip_id for m in moments if m.clip_id not in clips]  # a timeline moment outside the evidence
        if missing:
            clips.update(self.engine.store.clips_by_id(list(dict.fromkeys(missing))))
        reasons = {e.clip.id: e.reasons for e in self.retrieval.evidence}
        return cite_moments(moments, clips, reasons, self.settings.citations, in_time_order=in_time_order)

    def _notes(self) -> list[str]:
        text = "\n".join(self.retrieval.notes)[: self.settings.context_chars // 4]  # notes share the context budget
        return [text] if text else []

    def _reader(self, moments: Sequence[Moment]) -> tuple[LLM, list[dict[str, Any]], list[Moment], str]:
        """The LLM to ask, the frames it sees (a vision LLM), the moments kept and their text."""
        kept, context = render_moments(moments, self.settings.context_chars)
        self.trace["read"] = [
            [m.video.name, round(m.start, 2), round(m.end, 2)] for m in kept
        ]  # what the reader was shown
        looker = self.engine.looker
        if looker is None:
            return self.engine.llm, [], kept, context
        clips = {m.clip_id for m in kept}
        seen: list[Evidence] = [e for e in self.retrieval.evidence if e.clip.id in clips] or self.retrieval.evidence[:1]
        images = looker.look_at(seen)
        return (looker.llm, images, kept, context) if images else (self.engine.llm, [], kept, context)

    # -- multiple choice -----------------------------------------------------------------------
    def choose(self, analysis: QuestionAnalysis, result: TimelineResult | None) -> Answer:
        assert self.choices is not None
        choices = self.choices
        placed = placed_on_list(self.question, choices, self.timeline) or self._option_done(analysis, choices)
        if placed is not None:  # "the second item", "right after the widow on the list": the list's order
            answer = Answer(self.question, "", self.cite([placed.moment]), list(choices))
            answer.choice_index, answer.choice = placed.index, choices[placed.index]
            answer.answer = f"{string.ascii_uppercase[placed.index]}. {choices[placed.index]}"
            self.trace["decided_by"] = f"place on the list: {placed.how}"
            return answer
        spoken_by = self._option_speaking(choices) if result is None else None
        if spoken_by is not None:  # "who said the keeper 'had the game of her life'": the name box then
            index, moment, speaker = spoken_by
            answer = Answer(self.question, "", self.cite([moment]), list(choices))
            answer.choice_index, answer.choice = index, choices[index]
            answer.answer = f"{string.ascii_uppercase[index]}. {choices[index]}"
            self.trace["decided_by"] = f"the speaker's name box: {speaker}"
            return answer
        numbers = {option_number(c) for c in choices}
        stated = self._count_stated(numbers) if _counted_by_eye(result) else []
        if stated:
            self.trace["reading"] = "a number stated, not a count of occurrences"
            result = None
        elif result is not None and result.operation == "count" and result.value not in numbers:
            # a count that no option holds is no reading of the question: "how many stamps are on her
            # loyalty card" ("7 of 10") asks a fact shown, not how often a card is named (3 times),
            # whose moments would lend their words ("10% off") to any option
            self.trace["reading"] = f"a stated fact: no option is the count ({result.value})"
            result = None
        support = with_more_support(self.support(result), [*stated, *self._clock_spans_shown(choices)])
        scores = self.engine.judge.evidence(self.question, analysis, choices, support, result, lambda: self.timeline)
        if result is not None and result.operation != "span" and all(s.found == 0.0 for s in scores):
            # The operator's moments ("the end", "right after X") state none of the options: the
            # question is read again in the moments that match it ("how many cloves in the end").
            # A stretch is read for what it is mostly about, by meaning as much as by words: kept.
            self.trace["operator_unsupported"] = result.operation
            result, support = None, self.support(None)
            scores = self.engine.judge.evidence(self.question, analysis, choices, support, None, lambda: self.timeline)
        elif result is not None and result.operation == "end" and asks_settled_value(self.question):
            # "in the end" is the video's end or the value settled on ("how many cloves in the end"):
            # both readings are scored, and the one whose best option is found more firmly is kept.
            read_support = self.support(None)
            read = self.engine.judge.evidence(
                self.question, analysis, choices, read_support, None, lambda: self.timeline
            )
            if max(s.found or 0.0 for s in read) > max(s.found or 0.0 for s in scores):
                self.trace["reading"] = "settled value, not the video's end"
                result, support, scores = None, read_support, read
        elif (
            result is None and analysis.kind == "fact" and names_the_video(self.question)
            and not asks_cause(self.question) and all(_describes(c) for c in choices)
            and not any(s.supported for s in scores)
        ):  # fmt: skip
            # "what is this video mainly showing": no moment holds any option, the whole video is asked
            self.trace["reading"] = "the whole video: no moment holds an option"
            analysis = replace(analysis, kind="summary")
            scores = self.engine.judge.evidence(self.question, analysis, choices, support, None, lambda: self.timeline)
        source = self.source if result is None else None
        leading = max(scores, key=lambda s: s.evidence)
        if source is not None and not any(self._voiced_by(m, source) for m in leading.support):
            # "According to Mo, who mostly rides the late buses?", the leading option held only in another's words ("The
            # teenagers ride the late buses back from the cinema"): the options read in what Mo says or shows alone,
            # wherever retrieval ranked it
            theirs = [(m, w) for m, w in support if self._voiced_by(m, source)] + self._said_by(source, support)
            heard = self.engine.judge.evidence(self.question, analysis, choices, theirs, None, lambda: self.timeline)
            if theirs and any(s.found for s in heard):
                self.trace["reading"] = f"said by {source}"
                scores, support = heard, theirs
        if result is None and not any(s.found for s in scores):
            # no moment holds any option: what is said while the screens that bear on the question are up
            # ("The bell tents" over "the melt-ends (misheard) were meant to go up first thing, but the wind ...")
            under = self._all_said_under(support)
            heard = self.engine.judge.evidence(
                self.question, analysis, choices, [*support, *under], None, lambda: self.timeline
            )
            if under and any(s.found for s in heard):
                self.trace["reading"] = "said under the screens that bear on it"
                scores, support = heard, [*support, *under]
        if result is None and self.cause is not None:
            # a why-question's options are read against the stated cause alone: the moment that states
            # it also states the effect, whose words any option may repeat
            clause, said = cause_moments(self.cause, self.timeline)
            told = self.engine.judge.evidence(
                self.question, analysis, choices, [(clause, 1.0)], None, lambda: self.timeline, alone=True
            )
            found = sorted((s.found or 0.0 for s in told if not says_not_in_video(s.option)), reverse=True)
            if found and found[0] > (found[1] if len(found) > 1 else 0.0):  # one option holds most of the clause
                self.trace["reading"] = "stated cause"
                scores, support = told, [(m, 1.0) for m in said]
        ranked = sorted((s.evidence for s in scores), reverse=True)
        decided = ranked[0] >= self.settings.decisive and ranked[0] - ranked[1] >= self.settings.margin
        answer = Answer(self.question, "", [], list(choices))
        if not decided:
            self._llm_judgement(scores, self.for_reader(analysis, result, support), answer)
        index = best_option(scores, self.settings.llm_weight)
        answer.choice_index, answer.choice = index, choices[index]
        answer.answer = f"{string.ascii_uppercase[index]}. {choices[index]}"
        self.trace["options"] = [s.to_trace() for s in scores]
        self.trace["decided_by"] = "evidence" if decided else "evidence and LLM"
        cited = [*scores[index].support, *(m for m, _ in support)]
        answer.citations = self.cite(cited)
        return answer

    def _option_done(self, analysis: QuestionAnalysis, choices: Sequence[str]) -> Placed | None:
        """The option that is the plan's item done at the place the question asks (:meth:`_plan_item_done`):
        the one option holding more of the item's words than any other, and half of them at least.
        None unless every option is one of the plan's items: "a ten-minute break" may come next."""
        done = self._plan_item_done(analysis, options_are_items=True)
        if done is None:
            return None
        item, moments, how, items = done
        held = [max((item_share(i, c) for i in items), default=0.0) for c in choices]
        if any(share < 0.5 and not says_not_in_video(c) for share, c in zip(held, choices, strict=True)):
            return None
        shares = [item_share(item, choice) for choice in choices]
        best = max(shares, default=0.0)
        if best < 0.5 or shares.count(best) > 1:
            return None
        return Placed(shares.index(best), moments[0], f"the plan's {how}")

    def _option_speaking(self, choices: Sequence[str]) -> tuple[int, Moment, str] | None:
        """Asked who says something ("who said the keeper 'had the game of her life'"), the option
        naming whoever's name box is shown while the sentence (or under the slide title) that says most
        of it is said: (its index, that moment, the box); None when the question asks no speaker, no
        sentence or title holds at least half of what it says (its rarer words weighing more), or not
        exactly one option names the speaker. Asked who did something ("who noticed the chamber lid was cracked"), a
        sentence saying most of it in the first person tells its speaker did ("I'm the one who found the lid cracked")."""
        asks_speaker = _ASKS_SPEAKER.search(self.question) is not None
        if not asks_speaker and not asks_who(self.question):
            return None
        said = _ASKS_SPEAKER.sub(" ", self.question) if asks_speaker else self.question
        wanted = content_words(said)
        timeline = self.timeline
        # a sentence, or a slide's title the speaker talks under ("Payment provider change" over
        # "Speaking: Ravi Santangelo"), a sentence first where they hold as much
        spacy_model = self.engine.settings.spacy_model
        # told of oneself, the sentence names every thing the question does ("I got my wedding ring caught in a net"
        # tells nothing of who put the ring on the kingfisher)
        things = [t.lower_ for t in parse(spacy_model, said) if t.pos_ in ("NOUN", "PROPN") and t.lower_ in wanted]
        ranked = [
            m for m in timeline.rank(said, _SPEAKER_CANDIDATES)
            if asks_speaker or (
                m.unit.source in SPEECH_SOURCES and told_of_self(m.unit.text, wanted, spacy_model)
                and all(any(same_word(t, w) for w in words(m.unit.text)) for t in things)
            )
        ]  # fmt: skip
        shares = [
            (timeline.rare_words_share(wanted, words(m.unit.text)), m.unit.source in SPEECH_SOURCES, m) for m in ranked
        ]
        if not shares:
            return None
        share, spoken, moment = max(shares, key=lambda held: held[:2])
        speaker = (
            (timeline.speaker(moment) if spoken else timeline.screen_speaker(moment)) if share >= _SAYS_MOST else None
        )
        if speaker is None:
            return None
        named = set(timeline.name_in_box(speaker))
        naming = [k for k, choice in enumerate(choices) if named & set(re.findall(r"[\w'’-]+", choice))]
        return (naming[0], moment, speaker) if len(naming) == 1 else None

    def _llm_judgement(self, scores: list[OptionScore], moments: Sequence[Moment], answer: Answer) -> None:
        """Each option's probability by the LLM, from one pass over the moments with the options in
        canonical order (so the order they were given in cannot matter)."""
        assert self.choices is not None
        order = canonical_order(self.choices)
        shown = [self.choices[i] for i in order]
        letters = list(string.ascii_uppercase[: len(shown)])
        llm, images, kept, context = self._reader(moments)
        messages = build_messages(self.question, context, shown, self._notes(), images)
        answer.context_chars = len(context)
        answer.model = llm.name
        answer.llm_calls += 1
        try:
            if not isinstance(llm, OptionScorer):
                raise LLMError(f"{llm.name} gives no log-probabilities")
            logprobs = llm.first_token_logprobs(messages, letters)
            probabilities = letter_probabilities(logprobs, letters)
            self.trace["llm_judgement"] = "log-probabilities"
        except LLMError as exc:  # no log-probabilities: one reply, read as all or nothing
            log.info("option probabilities unavailable (%s); asking for a letter", exc)
            completion = llm.complete(ChatRequest(messages, max_tokens=_LETTER_REPLY_TOKENS))
            answer.prompt_tokens = completion.prompt_tokens
            picked = pick_choice(completion.text, shown, self.engine.embedder)
            probabilities = [1.0 if k == picked else 0.0 for k in range(len(shown))]
            self.trace["llm_judgement"] = f"letter {completion.text.strip()[:10]!r}"
        for shown_at, original in enumerate(order):
            scores[original].llm = probabilities[shown_at]

    # -- open questions ------------------------------------------------------------------------
    def open_answer(
        self, analysis: QuestionAnalysis, result: TimelineResult | None, on_token: TokenCallback | None
    ) -> Answer:
        listed = self._plan_rank() or self._item_asked() or self._plan_answer(analysis) or self._plan_order(analysis)
        if listed is not None:
            if on_token is not None:
                on_token(listed.answer)
            return listed
        if result is not None and result.operation in ("after", "before") and asked_value(self.question) in _AMOUNTS:
            # "what distance did she cover before the battery ran out" asks a value, not what came before
            self.trace["reading"] = f"a value asked: {result.operation!r} only says of what"
            analysis, result = replace(analysis, kind="fact"), None
        counts = self._count_stated(None) if _counted_by_eye(result) else []
        if counts:
            value = self._stated_value(analysis, with_more_support(self.support(None), counts))
            value = value or self._one_count_stated(counts)
            if value is not None:
                return value
        noun = counted_noun(self.question) if "how many things" in analysis.cues else None
        if result is not None and result.operation == "count" and not result.value and noun not in (None, "times"):
            return self.engine.abstain(self.question, None, f"no number of {noun} is said or shown")
        stated = describe(result) if result is not None else None
        if result is not None and analysis.position in _EDGES and self._asks_how_it_goes(analysis.position):
            # "how does it open", "the first thing the narrator describes": what is said at that edge
            result = result if result.operation in ("begin", "end") else self.timeline.edge(_EDGES[analysis.position])
            stated = self._edge_said(result)
        edge_speaker = self._edge_speaker(result) if result is not None else None
        if edge_speaker is not None:
            if on_token is not None:
                on_token(edge_speaker.answer)
            return edge_speaker
        if stated is not None:
            assert result is not None
            if on_token is not None:
                on_token(stated)
            moments = self._trusted(result.moments) or self.moments
            return Answer(
                self.question, stated, self.cite(moments), trace={"answered_by": f"timeline {result.operation}"}
            )
        if result is None and self.cause is not None:  # a why-question answered by the cause the video states
            if on_token is not None:
                on_token(self.cause.answer)
            _, said = cause_moments(self.cause, self.timeline)
            return Answer(
                self.question, self.cause.answer, self.cite(said),
                trace={"answered_by": f"stated cause ({self.cause.connective})"},
            )  # fmt: skip
        support = self.support(result)
        self.trace["relevance"] = round(max((weight for _, weight in support), default=0.0), 3)
        asked = asked_value(self.question) if result is None and analysis.kind in ("fact", "open") else None
        # the value of a person named by what they did, read off their screens wherever retrieval looked
        described = self._described_persons_value(asked) if asked is not None else None
        # a date or time asked by "when" may be where in the video instead: no abstention for its absence
        unstated = (
            self.engine.focus.unstated_amount(self.question, asked, self.timeline)
            if asked not in (None, "when") and described is None
            else None
        )
        if asked is not None and unstated is not None:  # "how much will the audit cost": it takes two days
            answer = self.engine.abstain(
                self.question, None, f"no {_AMOUNT_NAMES[asked]} is said or shown with {quote(unstated)}"
            )
            answer.trace = {"amount_not_near_focus": asked}
            return answer
        value = self._stated_value(analysis, support) if result is None else None
        if described is not None and (
            value is None
            or normalise(value.answer) in normalise(described[1])
            or value.trace.get("shown_while_said", False)
        ):
            # none read where retrieval looked, or the deed's own ("since 6 o'clock this morning, a grandfather"), or
            # only a screen's while a sentence is said: not the value asked of the one who did it
            value = described[0]
        if value is None and result is None and analysis.kind in ("fact", "open") and not asks_cause(self.question):
            value = self._item_pointed(support, asked)
        if (
            value is None
            and result is None
            and asked is None
            and analysis.kind == "fact"
            and not asks_who(self.question)
        ):
            value = self._value_labelled()
        if value is None and result is None and asks_relation(self.question):
            value = self._kinship()
        if value is None and result is None and asks_who(self.question):
            value = self._speaker_asked(support)
        if value is None and result is None and not asks_who(self.question):  # who put someone right: a person
            if asks_correction(self.question):
                value = self._repair_said(support, anywhere=True)
            elif asks_settled_value(self.question):
                value = self._repair_said(support, anywhere=False)  # "what page did she finally say": a repair there
        if value is not None:
            if on_token is not None:
                on_token(value.answer)
            return value
        moments = self.for_reader(analysis, result, support)
        chosen = self._passage_chosen(support) if result is None and analysis.kind != "summary" else []
        if chosen:  # read first, beside the moments nearly as relevant as the best
            places = {m.place for m in chosen}
            moments = [*chosen, *(m for m in moments if m.place not in places)]
        llm, images, kept, context = self._reader(moments)
        messages = build_messages(self.question, context, None, self._notes(), images)
        completion = llm.complete(ChatRequest(messages, max_tokens=_OPEN_ANSWER_TOKENS), on_token)
        reply = without_source_preamble(completion.text.strip())
        answer = Answer(
            self.question, reply, [], model=llm.name, context_chars=len(context), prompt_tokens=completion.prompt_tokens,
            llm_calls=1 + ("passages" in self.trace),
        )  # fmt: skip
        if not kept:
            kept = moments
        share = 0.0 if analysis.kind in ("summary", "open") else _REPLY_WORDS_FOUND
        problem = self._reply_problem(reply, kept, share, asked) if kept and not images else None
        if problem is not None:
            best = shown_with(kept[0])  # a slide's label is quoted with the value shown beside it
            quoted = " ".join(u.text for u in (best.before, best.unit, best.after) if u is not None)
            answer.answer = f"{UNSUPPORTED}; the closest is “{quoted}” {best.label}."
            answer.abstained = True
            answer.trace["unsupported_reply"] = reply
            answer.trace["unsupported_because"] = problem
        else:
            answer.answer = spelled_as_shown(reply, self.timeline.names_shown, self.engine.settings.spacy_model)
            if answer.answer != reply:
                answer.trace["reply_as_heard"] = reply
            held = self._as_repaired(answer.answer, kept)
            if held is not None:
                answer.answer, repairs = held
                answer.trace["reply_taken_back"] = reply
                kept = [*kept, *(r for r in repairs if r.place not in {m.place for m in kept})]
        answer.citations = self.cite(kept, in_time_order=analysis.kind == "summary")
        return answer

    def _reply_problem(self, reply: str, kept: Sequence[Moment], share: float, asked: ValueKind | None) -> str | None:
        """Why the reader's open reply cannot stand on the moments it read (for the trace), or None."""
        spacy_model = self.engine.settings.spacy_model
        banner = boilerplate_index(self.engine.store).is_boilerplate
        checks: list[tuple[str, Callable[[], bool]]] = [
            ("unsupported", lambda: not supported(reply, self.question, kept, share, banner=banner)),
            ("names nothing", lambda: names_nothing(reply, self.question, spacy_model)),
            ("gives no name", lambda: gives_no_name(reply, self.question, self.timeline)),
            ("a name tied to nothing asked", lambda: name_not_tied(reply, self.question, self.timeline)),
            ("invents a name or number", lambda: invents(reply, self.question, kept, self.timeline.names_shown, spacy_model)),
            ("states no value asked", lambda: not states_value_asked(reply, asked)),
            ("value not told of the focus", lambda: not value_told_of(reply, self.question, kept, asked, spacy_model)),
            ("a start told for an end", lambda: self._start_for_end(reply, kept)),
        ]  # fmt: skip
        return next((name for name, failed in checks if failed()), None)

    def _start_for_end(self, reply: str, kept: Sequence[Moment]) -> bool:
        """Whether asked when something ends, the reply gives a time of day that the moments only tell as a
        start ("Callum's finishing time?" answered from "Callum's start time: 10:47 am")."""

        def clocks_of(text: str) -> set[str]:
            return {c.rstrip(".") for c in stated_values(text, "clock")}  # "10:47 am." closing the reply

        clocks = clocks_of(reply)
        if not clocks or _ASKS_END_TIME.search(self.question) is None:
            return False
        lines = [line for m in kept for line in (m.unit.text, *self.timeline.shown_with(m)) if clocks & clocks_of(line)]
        return bool(lines) and end_time_unstated(self.question, lines) and all(map(_ASKS_START_TIME.search, lines))

    def _as_repaired(self, reply: str, kept: Sequence[Moment]) -> tuple[str, list[Moment]] | None:
        """``reply`` with the one number it states replaced by the number that holds, where the moment
        the reader took it from is a slip the speaker takes back ("Homework is in the workbook, page 40.
        | No, sorry, not 40, 44.": page 44, not 40), with the repair's moments; None otherwise."""
        stated = numbers_said(ORDINAL.sub(" ", normalise(reply)))  # "the first Monday" places, it counts nothing
        if len(set(stated)) != 1:
            return None
        for moment in kept:
            held = number_taken_back(stated[0], moment, self.timeline)
            if held is not None:
                number, repairs = held
                said = said_number(stated[0])
                if said.search(reply):  # in digits: the reply keeps its own words
                    return said.sub(number, reply), [moment, *repairs]
                written = said.sub(number, normalise(reply))  # in words ("page forty")
                return written[:1].upper() + written[1:], [moment, *repairs]
        return None

    def _passage_chosen(self, support: Sequence[tuple[Moment, float]]) -> list[Moment]:
        """The passage the reader picks as answering an open question: each of the best-supported moments
        with the sentences said in the seconds after it (an answer follows what it answers: "the first
        file I picked" ... "Oh, hang on, that's February, and I wanted March"), scored by its moment's
        relevance (the best's share) plus ``llm_weight`` times the reader's probability that the passage
        answers, as options are (choices.py). Empty when fewer than two passages, or the reader gives no
        log-probabilities."""
        llm = self.engine.llm
        ranked = sorted(support, key=lambda pair: -pair[1])
        best = ranked[0][1] if ranked else 0.0
        if best <= 0 or not isinstance(llm, OptionScorer):
            return []
        passages: dict[str, tuple[float, list[Moment]]] = {}  # text -> (relevance, its moments)
        for moment, weight in ranked:
            if len(passages) == _PASSAGES_WEIGHED:
                break
            lines = self._said_after(moment)
            text = " ".join(m.unit.text for m in lines)
            if text not in passages:
                passages[text] = (weight / best, lines)
        if len(passages) < 2:
            return []
        shown = sorted(passages, key=lambda text: (passages[text][1][0].video.name, passages[text][1][0].start))
        letters = list(string.ascii_uppercase[: len(shown)])
        try:
            logprobs = llm.first_token_logprobs(selection_messages(self.question, shown), letters)
        except LLMError as exc:
            log.info("no passage chosen by the reader (%s)", exc)
            return []
        probabilities = letter_probabilities(logprobs, letters)
        scores = {
            text: passages[text][0] + self.settings.llm_weight * p for text, p in zip(shown, probabilities, strict=True)
        }
        chosen = max(shown, key=lambda text: (scores[text], -shown.index(text)))
        self.trace["passages"] = {text[:60]: round(scores[text], 3) for text in shown}
        return passages[chosen][1]

    def _said_after(self, moment: Moment) -> list[Moment]:
        """The moment and the first ``_PASSAGE_SENTENCES`` sentences of its video said after its start, within
        ``_PASSAGE_SECONDS`` of its end."""
        timeline = self.timeline
        after = [
            timeline.moment(i, moment.score)
            for i, u in enumerate(timeline.units)
            if u.speech and u.video.id == moment.video.id
            and moment.start < u.record.start < moment.end + _PASSAGE_SECONDS
        ]  # fmt: skip
        after = sorted((m for m in after if m.place != moment.place), key=lambda m: m.start)
        return self._trusted([moment, *after[:_PASSAGE_SENTENCES]])

    def _item_asked(self) -> Answer | None:
        """The item at the place the question asks for on a list the video shows ("what does the
        second item on the shopping list cost"), or the item of a table it names ("how much per month
        does Tessary Hosting charge", the prices in a column beside the names): the value asked when the
        item states one (its price), else the item; None when no list answers it, or the item states no
        value of the kind asked, or it asks why ("why didn't Ravi's first rocket go off" asks no item)."""
        if asks_cause(self.question):
            return None
        # first: most questions ask none, and need no timeline
        place = asked_place(self.question, self.engine.settings.spacy_model)
        kind = asked_value(self.question)
        if place is not None:
            found = item_asked(self.question, place, self.timeline)
        elif kind == "when":
            found = None
        else:  # an item named answers for the value asked of it; "the second <things>" also for which one
            named = (
                item_named(self.question, self.timeline)
                if kind is not None
                else item_valued(self.question, self.timeline)
            )
            found = named or item_at_nth(self.question, self.timeline)
        if found is None:
            return None
        moment, item, how = found
        return self._item_answer(item, moment, kind, f"place on the list: {how}")

    def _plan_item_done(
        self, analysis: QuestionAnalysis, *, options_are_items: bool = False
    ) -> tuple[str, list[Moment], str, list[str]] | None:
        """Asked which thing of a plan the video shows was done first, last, second or after another
        ("which item on the checklist got left till last", "test number three, as actually done",
        "what did they test after the hill"): the plan's item at that place in the order the items
        are done, not where the plan lists them, with where it is done and how it was read. The plan
        is the one longest list (three items or more) whose title shares a word with the question;
        asked the nth (or, ``options_are_items``, after or before another item), else the video's one
        numbered list. None when no such place is asked, no plan
        is found, or no item is found done there. The plan's items come last."""
        if asks_cause(self.question) or (asks_who(self.question) and not _WHOSE_THING.search(self.question)):
            return None  # "who went first" asks a person; "whose appointment came first", an item
        if analysis.kind == "count":
            return None  # "... from her twenty fifth year, how often did somebody hoot at her?" asks a number
        spacy_model = self.engine.settings.spacy_model
        which = analysis.position if analysis.kind == "position" and analysis.position in ("first", "last") else None
        if analysis.kind == "order" and options_are_items and (ordinal := _CAME_FIRST_OR_LAST.search(self.question)):
            # "of the jobs chalked on the stable door, which came first on the day?"
            which = "first" if ordinal.group(1).lower() == "first" else "last"
        place = place_done(self.question, spacy_model) if which is None else None
        if place is None and which is None and analysis.kind == "relative" and analysis.target:
            # "once the climb was out of the way, which came next"; not "The lights come on. What does Jordan do?"
            if asks_order_done(self.question, spacy_model) and not asks_what_came_of(self.question):
                place = (1 if analysis.direction == "after" else -1, analysis.target)
        if place is not None and place[1] is not None and _ONES_ACT.search(self.question):
            return None  # what one person did after a thing, not the plan's next item
        if which is None and place is None:
            return None
        # a place after or before another thing is among the plan's items only where the question names the
        # plan ("which test came next") or every option is one: "what happened after the dog park item"
        # may be a break
        relative = place is not None and place[1] is not None
        named_only = (which is not None or relative and not options_are_items) and not names_a_plan(self.question)
        plan = self._plan(named_only=named_only, untitled=not named_only or options_are_items)
        if plan is None:
            return None
        moment, items = plan
        if place is not None:
            done = done_in_turn(place, items, self.timeline, moment)
            return (items[done[0]], [done[1]], done[2], items) if done is not None else None
        assert which is not None
        if self.timeline.marked_done(moment, len(items)):  # the video numbers the items as it does them
            done = done_in_turn((1 if which == "first" else -1, None), items, self.timeline, moment)
            return (items[done[0]], [done[1]], f"item done {which}", items) if done is not None else None
        scores = self.engine.judge.by_occurrence(items, self.timeline, which)
        best = max(scores, key=lambda s: s.evidence)
        if best.evidence < 1.0 or all(
            m.video.id == moment.video.id and m.unit.start == moment.unit.start for m in best.support
        ):
            return None  # found nowhere but on the plan itself: not where it is done
        self.trace["list_items"] = [s.to_trace() for s in scores]
        return best.option, best.support or [moment], f"item done {which}", items

    def _plan(self, *, named_only: bool, untitled: bool = True) -> tuple[Moment, list[str]] | None:
        """The plan a question asks about: the one longest list of three items or more whose title
        shares a word with the question ("The five steps", not "All five steps done"), else the list the
        video's screens number as it works through it (:meth:`Timeline.lists_marked`, ``untitled``: also
        one no title names); unless ``named_only``, with none named so, the video's one numbered list of
        three or more. Its items come without their numbers or bullets. A numbered list whose every item the
        question names comes first ("Ruth's paper runs minutes, police, insurance, appeal and then the roofer's
        quote"): a name box titled "The roofer" shares a word with that question too."""
        numbered = {
            tuple(items): (m, items) for m, items in self.timeline.screen_lists()
            if len(items) >= _PLAN_ITEMS and all(LIST_MARKER.match(item) for item in items)
        }  # fmt: skip
        told = [
            (m, items) for m, items in numbered.values()
            if all(item_share(LIST_MARKER.sub("", item), self.question) > 0 for item in items)
        ]  # fmt: skip
        if len(told) == 1:
            ((moment, items),) = told
            return moment, [LIST_MARKER.sub("", item) for item in items]
        titled = [
            (m, items) for m, items in self.timeline.lists_titled_with(self.question) if len(items) >= _PLAN_ITEMS
        ]
        if not titled:  # the list the video numbers as it works through it ("Number 5 in the book")
            marked = self.timeline.lists_marked(untitled=untitled)
            titled = [(m, items) for m, items in marked if len(items) >= _PLAN_ITEMS]
        if not titled and not named_only:
            titled = list(numbered.values())
        longest = max((len(items) for _, items in titled), default=0)
        planned = [(m, items) for m, items in titled if len(items) == longest]
        if len(planned) > 1:  # "the count sheet", not "Who counts what": the title sharing most of the question's words
            asked = content_stems(self.question)
            shared = [len(asked & content_stems(m.unit.text)) for m, _ in planned]
            planned = [plan for plan, n in zip(planned, shared, strict=True) if n == max(shared)]
        if len(planned) != 1:
            return None
        moment, items = planned[0]
        return moment, [LIST_MARKER.sub("", item) for item in items]

    def _plan_rank(self) -> Answer | None:
        """Where the plan's item the question names came in the order done (:func:`rank_done`)."""
        if not asks_rank(self.question):
            return None  # first: most questions ask none, and need no plan
        plan = self._plan(named_only=False)
        if plan is None:
            return None
        ranked = rank_done(self.question, plan[1], self.timeline, plan[0])
        if ranked is None:
            return None
        place, moment, how = ranked
        return Answer(self.question, place, self.cite([moment]), trace={"answered_by": f"the plan's {how}"})

    def _plan_order(self, analysis: QuestionAnalysis) -> Answer | None:
        """Asked the order some things were done in ("in what order did the floors report in"), where the
        plan lists those things (its items share the word the question names them by, or the question
        names the plan or asks how they were actually done): the items in the order they were done, not
        the plan's (:meth:`Timeline.done_in_order`). None for other questions, or when an item is never
        found done."""
        told_plan = analysis.kind in ("fact", "open") and asks_as_done(self.question)
        if (
            (analysis.kind != "order" and not told_plan)
            # "Trevor's list puts the mast first and the generator last. How did the weekend really run?": the
            # things it names are the plan's, not two events to compare
            or (len(analysis.events) >= 2 and not (names_a_plan(self.question) and asks_as_done(self.question)))
            or asks_cause(self.question)
            or (asks_who(self.question) and not self.timeline.lists_titled_with(self.question))
        ):
            return None  # "reason the running order changed": a cause; "who was done in what order" of "the Saturday book": its items
        plan = self._plan(named_only=False)
        if plan is None:
            return None
        moment, items = plan
        # the question tells the whole plan ("Porch door list goes vicar, churchwardens, choir, youth group,
        # Peggy."; an item by its label: "Buttonholes" of "Buttonholes: 12"): each item by a word of its own, most
        # by half their words ("Ho's" of "Ho's herbal shop")
        shares = [item_share(label_of(item) or without_asides(first_cell(item)), self.question) for item in items]
        tells_plan = min(shares) > 0 and sum(share >= 0.5 for share in shares) > len(shares) / 2
        if analysis.kind != "order" and not tells_plan:
            # asked how it really went ("How did it really go on the day?"), the order is asked of a plan told
            return None
        asked = content_stems(analysis.target or self.question)
        shared = [content_stems(item) & asked for item in items]
        # "which order ... actually", "The committee's card runs community centre, Golden Lotus, ... What was the order?";
        # "order the five groups went on the mat" of a plan of five: the things it lists, by their number
        counted = str(len(items)) in numbers_said(self.question)
        named = names_a_plan(self.question) or asks_as_done(self.question) or tells_plan or counted
        if not named and not (shared[0] and all(words == shared[0] for words in shared)):
            return None  # "the floors": each of "Fourth floor", "Third floor", ... is one
        done = self.timeline.done_in_order(items, moment)
        if len(done) != len(items) or all(m.start == moment.start for _, m in done):
            return None
        told = ", ".join(without_asides(first_cell(items[k])) for k, _ in done)  # "Staff photo·11:00": "Staff photo"
        return Answer(
            self.question,
            told,
            self.cite([m for _, m in done]),
            trace={"answered_by": "the plan's items in the order done"},
        )

    def _plan_answer(self, analysis: QuestionAnalysis) -> Answer | None:
        """An open question's plan item done at the place it asks (:meth:`_plan_item_done`)."""
        done = self._plan_item_done(analysis)
        if done is None:
            return None
        item, moments, how, _ = done
        return Answer(self.question, item, self.cite(moments), trace={"answered_by": f"the plan's {how}"})

    def _item_pointed(self, support: Sequence[tuple[Moment, float]], asked: ValueKind | None) -> Answer | None:
        """The on-screen item that a sentence bearing most on the question points at ("We picked the
        second one on the list" under three quotes; "the second one is what I'd buy on day one"):
        that item, or the value of the asked kind it states; None when that sentence points at none."""
        top = max((w for _, w in support), default=0.0)
        pointing = [(m, p) for m, w in support if w >= _POINTER_BEARS * top and (p := self.timeline.pointer(m))]
        if not pointing:
            return None
        # of several picks ("I'm getting the second thing", "Rosalind is trying the thing at the top"), the
        # one said with the question's words ("what did Rosalind have")
        question_words = content_words(self.question)
        moment, (item, _items) = max(
            pointing, key=lambda pair: self.timeline.rare_words_share(question_words, words(pair[0].unit.text))
        )
        if asks_who(self.question) and not set(item.split()) & self.timeline.names_on_screen:
            return None  # asked who, an item that names no one ("Loads today: 14") is no answer
        return self._item_answer(item, moment, asked, "the item its sentence points at on screen")

    def _value_labelled(self) -> Answer | None:
        """The value a screen line shows under the label the question asks by name ("Fabric: Kestrel Twill, colour
        Damson" for "What's the name of the fabric Lorna picked?"), wherever in the videos asked about; None unless
        the videos show one value, and one only, under that label. Retrieval ranks by the question's other words
        ("Lorna Pickering, chose the fabric"), which the line need not share."""
        match = _NAMED_THING.search(mask_quoted(self.question))
        if match is None:
            return None
        source, written = match.group("source"), match.group("written")
        made = match["made"] or match["made_first"] or match["made_of"]  # a make asked: a name shown under it
        thing = stem(
            source or written or match.group("thing") or match.group("own") or match.group("called") or match["before"]
            or made
        )  # fmt: skip
        asked = {stem(w) for w in words(self.question)}

        def names(label: str) -> bool:
            """Whether a label is the thing's ("Fabric"), or says it gives its name ("The vine's name, on its slate");
            asked by where it is written, opens with that ("Stamped under the cross-bar" for "the stamp"); asked what
            is written on a thing, is that thing as the question names it ("Maker's plate" for "the brass maker's
            plate")."""
            said = [stem(w) for w in words(label)]
            if source:
                return said[:1] == [thing]
            if written:
                return said[-1:] == [thing] and set(said) <= asked
            return said == [thing] or (thing in said and stem("name") in said)

        shown: dict[str, tuple[str, Moment]] = {}
        for i, unit in enumerate(self.timeline.units):
            labelled = None if unit.speech else labelled_value(unit.record.text)
            # a make is a name: "Primer: 1 coat" names none
            if (
                labelled is not None and labelled[1] and names(labelled[0])
                and (not made or _CAPITALISED_WORD.search(labelled[1]))
            ):  # fmt: skip
                shown.setdefault(normalise(labelled[1]), (labelled[1], self.timeline.moment(i, 1.0)))
        if len(shown) != 1:
            return None
        ((value, moment),) = shown.values()
        return Answer(
            self.question, value, self.cite([moment]), trace={"answered_by": "the value shown under its label"}
        )

    def _asks_how_it_goes(self, position: str) -> bool:
        """Whether the question asks only how the video opens (ends): "the first thing" only of what is
        said ("what's the first thing the narrator describes"; "what does she do first" asks an act)."""
        if position in ("first", "last") and not _TELLING.search(self.question):
            return False
        names = frozenset(w.lower() for w in self.timeline.names_on_screen)
        return asks_how_it_goes(self.question, names)

    def _edge_said(self, result: TimelineResult) -> str | None:
        """How the video opens (ends), in its words: the first (last) sentences said at that edge;
        None when nothing is said there."""
        said = self._edge_speech(result)
        kept = said[:_EDGE_SENTENCES] if result.operation == "begin" else said[-_EDGE_SENTENCES:]
        teased = [k for k, m in enumerate(said) if NEXT_ONE.search(m.unit.text)]
        if result.operation == "end" and ASKS_NEXT_ONE.search(self.question) and teased:
            # "what's the next episode about": the teaser among the closing words, not the goodbye after it
            k = teased[-1]
            kept = said[k : k + (1 if said[k].unit.text.rstrip().endswith((".", "!", "?")) else 2)]
        return " ".join(m.unit.text for m in kept) or None

    def _edge_speech(self, result: TimelineResult) -> list[Moment]:
        """The spoken moments of an edge's result that the answer may cite, in time order."""
        return sorted(
            (m for m in self._trusted(result.moments) if m.unit.source in SPEECH_SOURCES), key=lambda m: m.start
        )

    def _edge_speaker(self, result: TimelineResult) -> Answer | None:
        """Asked who opens (closes) the video ("who is the woman that opens the stream"): the name box
        shown while its first (last) sentence with one is said; None for any other question or edge."""
        if result.operation not in ("begin", "end") or not ASKS_WHO.search(self.question):
            return None
        said = self._edge_speech(result)
        for moment in said if result.operation == "begin" else reversed(said):
            speaker = self.timeline.speaker(moment)
            if speaker is not None:
                return Answer(
                    self.question,
                    speaker,
                    self.cite([moment]),
                    trace={"answered_by": f"speaker at the {result.operation}"},
                )
        return None

    def _speaker_asked(self, support: Sequence[tuple[Moment, float]]) -> Answer | None:
        """A who-question answered by who says the sentence bearing most on it, when that sentence
        tells of its speaker ("I've been drafted in for the floor" under the name box "Bernard Farrant
        (Imogen's dad)": said in the first person) or the question asks who says it ("who tells him off
        about ..."), naming no one but the speaker."""
        asks_speaker = bool(_ASKS_SPEAKER.search(self.question))
        spoken = [pair for pair in support if pair[0].unit.source in SPEECH_SOURCES] if asks_speaker else support
        if _NAME_WRITTEN.search(self.question):
            return None  # "whose name was on the ticket": a name written on it, not who speaks of it
        # asked who says it: what is said bears on it
        moment = max(spoken, key=lambda pair: pair[1])[0] if spoken else None
        puts_right = _PUTS_RIGHT.search(self.question) is not None
        if puts_right:
            asks_speaker = True  # "who pulls him up on it": who says the repair
            # no repair found: the sentence bearing most on a slip is as likely the slip, its speaker the one put right
            moment = self._repair_of_slip_asked(spoken)
        if moment is None:
            return None
        said = moment.unit.text
        speaker = (
            self.timeline.speaker(moment) or self.timeline.screen_speaker(moment)
            if asks_speaker or _FIRST_PERSON.search(said)
            else None
        )
        # "who gave Cosmo a piece of string": Cosmo, saying "I", is not who gave it; a role the box names
        # beside the name is no name ("Bram, listener (voice note)" asked "whose voice note ...")
        named = (self.timeline.name_in_box(speaker) or [speaker]) if speaker is not None else []
        if speaker is None or set(content_words(" ".join(named))) & set(content_words(self.question)):
            return None
        # "I asked Lorna to taste them blind": who tasted is Lorna; not so the one a repair is said to ("It's 38,
        # Jordan, not 50" of who put the lad right) or the question names ("It's 156, Marisol, not 165")
        asked = self.question.lower()
        others = [
            w for w in CAPITALISED.findall(said[1:])
            if w not in speaker and w in self.timeline.names_on_screen and w.lower() not in asked
        ]  # fmt: skip
        if others and not puts_right:
            return None
        box = speaker.split(CELL_SEPARATOR.strip())[0].strip()  # "Ewan Moorhouse, on camera | Board: job 2": its cell
        return Answer(self.question, box, self.cite([moment]), trace={"answered_by": "the speaker's name box"})

    def _denials_of(self, claim: str) -> list[Moment]:
        """The spoken sentences that only deny what was just said (:data:`DENIAL`: "It isn't.", "Nonsense."; a
        few in a video, if any), those whose sentences either side (the claim retold, what holds instead: the
        words often misheard, "his pump has never floated") are likest ``claim`` first."""
        timeline = self.timeline
        likeness, spoken = timeline.match(claim).semantic, timeline.spoken
        found = []
        for k, i in enumerate(spoken):
            if not DENIAL.match(timeline.units[i].record.text):
                continue
            video = timeline.units[i].video.id
            around = [j for j in spoken[max(0, k - _DENIAL_CONTEXT) : k + _DENIAL_CONTEXT + 1] if j != i]
            said = max((float(likeness[j]) for j in around if timeline.units[j].video.id == video), default=0.0)
            found.append((said, timeline.moment(i, said)))
        return [m for _, m in sorted(found, key=lambda pair: -pair[0])]

    def _repair_of_slip_asked(self, spoken: Sequence[tuple[Moment, float]]) -> Moment | None:
        """Asked who put someone right ("Jordan reckons 50 are abseiling. Who puts him straight?"): the
        repair of the slip the question tells of, said by someone it names or stating a number it states;
        else of one whose screens name what is asked; else of the best-supported moment a repair follows;
        else, the question telling no figure, another's echo of the amount the sentence bearing most on it states,
        set against it; else of the video's repaired saying likest to the question (also when only screens bear on
        it). Never the named one's own repair. None when nothing said is put right."""
        timeline = self.timeline
        asked_words = {re.sub(r"['’]s$", "", w) for w in content_words(self.question)}  # "aisha's margin" names Aisha
        # "one in four": a "one" beside another number counts nothing ("First." is no echo of it)
        asked_numbers = values_said(self.question) - {"1"} or values_said(self.question)

        def names_asked(box: str | None) -> bool:
            """Whether a name box names someone the question names, by name or by the whole role the box gives
            ("Somebody tells the lion's head ..." of "Danny Lau, lion's head")."""
            if box is None:
                return False
            role = timeline.role_in_box(box)
            # "the lion's head" of "Danny Lau, lion's head", and "the deputy head's mistake" of "Lewis Farrant,
            # deputy head"; not "the lion" of a role "lion" in "the lion's head"; "the council chair" of "parish
            # council chair", its last two words or more; typed as a search, without its "the" ("harvester driver's
            # oil figure - who fixed it")
            said = role.split()
            roles = "|".join(re.escape(" ".join(said[k:])) for k in range(max(len(said) - 1, 1)))
            told = role and re.search(
                rf"(?:\bthe |^\W*)(?:{roles})(?:['’]s(?= (?:[\w-]+ ){{0,2}}{_SLIP_NOUNS}\b)|\b(?!['’]s))",
                self.question,
                re.I,
            )
            return bool(told) or bool(set(content_words(" ".join(timeline.name_in_box(box)))) & asked_words)

        def screens_tell(moments: Sequence[Moment]) -> bool:
            """Whether the screens up with the moments name what is asked ("Frying temperature: 175 °C" of "gets
            the frying temperature wrong"): two words of the question's."""
            shown = {
                w for m in moments for i in timeline.told_with(m) for w in content_words(timeline.units[i].record.text)
            }
            return len(shown & asked_words) >= _SCREEN_TELLS

        # the number the question tells echoed and put right, however long after it was claimed ("Pauline gives 38
        # candidates" of "Thirty eight? Thirty one, love."), before any other slip of whom it names
        # the question telling no figure, those the one it names said, echoed to them by name ("who corrected the
        # café manager's figure": her "2,000 pounds", echoed "2000, Lorraine. | 1,640 pounds.")
        echoed = (
            echoed_and_set_against(asked_numbers, timeline) if asked_numbers else self._figures_echoed_to(names_asked)
        )
        echoes = [m for m in echoed if not names_asked(timeline.speaker(m))]
        if echoes:
            return echoes[0]
        # the claim the question tells, retold and denied outright by another ("Dennis tells me the council's
        # shutting the site next year. | It isn't."; "... told me again that his pub has never flooded. | Nonsense.")
        if not asked_numbers:  # a figure the question tells is put right by another figure
            denials = [m for m in self._denials_of(self.question) if not names_asked(timeline.speaker(m))]
            if denials:
                return denials[0]

        def shown_later(told: str, since: float = 0.0) -> Iterator[Moment]:
            """The figures shown from ``since`` on for what ``told`` puts a number on, on another's screen
            ("The captain thinks six hundred are aboard" | "Passengers aboard at Harlwick: 512" beside "Ruth
            Calloway, purser"): the figure that holds, shown by whoever has it; a screen of no one's names no one."""
            return (
                m for m in shown_against(told, timeline)
                if m.end > since and (box := timeline.screen_speaker(m)) is not None and not names_asked(box)
            )  # fmt: skip

        first: Moment | None = None
        shown: Moment | None = None
        unrepaired: list[Moment] = []  # what the one the question names said, or its number, that no one put right

        def repair_of(slips: Iterable[Moment]) -> Moment | None:
            """The repair of the first slip of the one the question names, or stating its number; noting the
            first repair of any other slip, and the first whose screens name what is asked."""
            nonlocal first, shown
            for slip in slips:
                asked = names_asked(timeline.speaker(slip)) or bool(asked_numbers & values_said(slip.unit.text))
                if not (repairs := put_right(slip, timeline)):
                    unrepaired.extend([slip] if asked else [])
                    continue
                if names_asked(timeline.speaker(repairs[0])):
                    continue  # not the one put right putting themselves right
                if asked:
                    return repairs[0]
                first = first or repairs[0]
                shown = shown or (repairs[0] if screens_tell([slip, repairs[0]]) else None)
            return None

        if (repair := repair_of(m for m, _ in sorted(spoken, key=lambda pair: -pair[1]))) is not None:
            return repair
        if (told_them := self._figure_said_to(names_asked, asked_numbers)) is not None:
            return told_them

        # before any repaired saying of the video's that bears less on the question: a figure shown for the thing the
        # question, an unrepaired slip or a figure the one it names gave ("who set the captain straight on the
        # passenger numbers": his "600 aboard", likest the question first) puts a number on
        def their_figures() -> Iterator[Moment]:
            """The figures shown against what the one the question names said of what it asks about, likest first."""
            about = content_stems(self.question) - {stem(w.lower()) for w in CAPITALISED.findall(self.question)}
            theirs = self._sayings_likest(
                lambda m: (
                    bool(values_said(m.unit.text) and about & content_stems(m.unit.text))
                    and names_asked(timeline.speaker(m))
                )
            )
            for slip in theirs:
                yield from shown_later(slip.unit.text, slip.start)

        against = itertools.chain(
            shown_later(self.question),
            (m for slip in unrepaired for m in shown_later(slip.unit.text, slip.start)),
            their_figures(),
        )
        if (figure := next(against, None)) is not None:
            return shown or figure

        # the question telling no figure and naming no one, the amount of the sentence bearing most on it that states
        # one, echoed and set against by another ("Her mother paid ten pounds for that coat." | "Ten pounds. | Roy. |
        # 22 pounds 50.", of "who knew what the coat really cost")
        def figures_in(text: str) -> set[str]:  # an amount (a sum, a time, a share); "Number 4 went first" is an item
            said = _ITEM_NUMBER.sub(" ", text)
            return values_said(said) - {"1"} if VALUE_KINDS & set(value_words(said)) else set()

        figures = [(m, score) for m, score in spoken if m.unit.source in SPEECH_SOURCES and figures_in(m.unit.text)]
        if not asked_numbers and figures:
            slip = max(figures, key=lambda pair: pair[1])[0]
            claimed_by = timeline.speaker(slip)
            echoed_later = echoed_and_set_against(figures_in(slip.unit.text), timeline)
            echoes = [m for m in echoed_later if m.start > slip.start and timeline.speaker(m) != claimed_by]
            if echoes:
                return echoes[0]
        return repair_of(self._repaired_sayings(later=True, by_another=True)) or shown or first

    def _figures_echoed_to(self, names_asked: Callable[[str | None], bool]) -> list[Moment]:
        """The echoes set against a figure (:func:`echoed_and_set_against`) that the one the question names said,
        said to them by their first name ("2000, Lorraine." after her "last year it raised 2,000 pounds")."""
        timeline = self.timeline
        names = {
            name[0].lower() for box in timeline.name_boxes if names_asked(box) and (name := timeline.name_in_box(box))
        }
        theirs = {
            n for i in timeline.spoken if names_asked(timeline.speaker(timeline.moment(i, 1.0)))
            for n in values_said(timeline.units[i].record.text)
        }  # fmt: skip
        return [
            m for m in echoed_and_set_against(theirs, timeline)
            if names & {w.lower() for w in _CAPITALISED_WORD.findall(m.unit.text)}
        ]  # fmt: skip

    def _figure_said_to(self, names_asked: Callable[[str | None], bool], told: set[str]) -> Moment | None:
        """Another's sentence said to the one the question names, by the surname their name box gives them, with a
        figure besides the one the question tells they gave ("Cyril calls Beacon Hill one in four. Who tells him
        it's not that steep?" | "Mr Ashdown, it's one in seven" under "Ryan Kemp, loader"): the correction, when
        their own slip was misheard. None when the question tells no figure, or no one says one to them."""
        timeline = self.timeline
        if not told:
            return None
        surnames = {
            name[-1].lower()
            for box in timeline.name_boxes
            if names_asked(box) and len(name := timeline.name_in_box(box)) > 1
        }
        for i, unit in enumerate(timeline.units):
            text = unit.record.text
            if unit.speech and surnames & {w.lower() for w in CAPITALISED.findall(text)} and values_said(text) - told:
                said = timeline.moment(i, 1.0)
                if (speaker := timeline.speaker(said)) is not None and not names_asked(speaker):
                    return said
        return None

    def _described_persons_value(self, asked: ValueKind) -> tuple[Answer, str] | None:
        """The value asked of a person the question names by what they did ("The man who became a grandfather
        at dawn - what time did he reach the Guildhall?"). A sentence likest what they did tells who it is: a
        name box up while it is said, a name said in it or the sentences either side (not one the question
        names: "the man Lenny taught" is not Lenny). Their screens state the value: a line of the kind asked
        that names one of them, or is on the screen of one that does ("Mayor arrived: 4:10 pm" beside "Roderick
        Pym, Mayor of Hadwick"); of those, the line likest the rest of the question. The likest sentence is
        read first, the next ones only when its people's screens state no such value. With the answer, the
        sentence that told the deed."""
        found = _DESCRIBED_PERSON.search(self.question)
        timeline = self.timeline
        spoken = [i for i, u in enumerate(timeline.units) if u.speech]
        if found is None or not spoken:
            return None
        likeness = timeline.match(_relative_clause(found.group("what"), self.engine.settings.spacy_model)).semantic
        telling = sorted(spoken, key=lambda i: -float(likeness[i]))[:_DESCRIBED_SENTENCES]
        named_in_question = set(CAPITALISED.findall(self.question))
        closeness = timeline.match(f"{self.question[: found.start()]} {self.question[found.end() :]}").semantic
        # asked "when", a time of day or a date
        kinds: tuple[ValueKind, ...] = ("clock", "date") if asked == "when" else (asked,)
        given = {v for kind in kinds for v in stated_values(self.question, kind)}
        for i in (i for i in telling if likeness[i] >= _DESCRIBED_SIMILARITY):
            told = timeline.moment(i, float(likeness[i]))
            around = timeline.sentences_around(i)
            boxes = [timeline.name_in_box(box) for box in timeline.name_boxes_up(told)]
            names = {w for box in boxes if not named_in_question & set(box) for w in box}
            said = {w for j in around for w in CAPITALISED.findall(timeline.units[j].record.text)}
            # a name said and shown anywhere: "My mate Kyle" and "Top fundraiser: Kyle Booth, £612"
            names |= (said & (timeline.boxed_names | timeline.names_on_screen)) - named_in_question
            if not names:
                continue
            naming = re.compile(rf"\b(?:{'|'.join(map(re.escape, sorted(names)))})\b")
            shown: list[tuple[bool, float, str, Moment]] = []
            for j, unit in enumerate(timeline.units):
                if unit.speech or unit.video.id != told.video.id:
                    continue
                line = timeline.moment(j, 1.0)
                if not any(naming.search(text) for text in timeline.shown_with(line)):
                    continue
                values = [
                    v for kind in kinds for v in stated_values(unit.record.text, kind)
                    if v not in given and answers_as(v, kind, kind, self.question)
                ]  # fmt: skip
                # a line naming them first ("Top fundraiser: Kyle Booth, £612" over "Raised so far: £4,260" beside it)
                shown += [(bool(naming.search(unit.record.text)), float(closeness[j]), v, line) for v in values[:1]]
            if shown:
                _, _, value, line = max(shown, key=lambda item: item[:2])
                self.trace["described"] = {"said": told.unit.text, "people": sorted(names)}
                found_value = Answer(
                    self.question, value, self.cite([line, told]), trace={"answered_by": "the value of the person described"}
                )  # fmt: skip
                return found_value, told.unit.text
        return None

    def _kinship(self) -> Answer | None:
        """How the two people asked about are related, as one of them tells it (:func:`kinship_told`)."""
        told = kinship_told(self.question, self.timeline)
        if told is None:
            return None
        return Answer(self.question, told.answer, self.cite([told.said]), trace={"answered_by": "kinship said"})

    def _item_answer(self, item: str, moment: Moment, kind: ValueKind | None, how: str) -> Answer | None:
        """An item read off a list as the answer: the one value of the asked kind it states, or the item
        itself when no value is asked (a "when" reads none off a list); None when the item states no
        such value, or several ("Return" on a board of names, its prices apart)."""
        wanted = None if kind == "when" else kind
        values = stated_values(item, wanted) if wanted is not None else []
        if wanted is not None and len(values) != 1:
            return None
        return Answer(self.question, values[0] if values else item, self.cite([moment]), trace={"answered_by": how})

    def _repair_said(self, support: Sequence[tuple[Moment, float]], *, anywhere: bool) -> Answer | None:
        """Asked about a correction ("what does he correct the times to?"), what the speaker's self-repair
        says holds, in the best-supported moment that says a slip or its repair ("... at five past and
        twenty-five past. | No, sorry, I'm reading last year's sheet. | Five past and twenty-five to."),
        with the slip first where the question asks both ("what did she say first, and what is right?").
        ``anywhere``: when no best-supported moment is repaired, the video's repaired sayings likest to the
        question (asked about a correction, there is one); else only those moments ("what did she finally
        say" may ask of a value never repaired)."""
        best = [m for m, _ in sorted(support, key=lambda pair: -pair[1])[: self.settings.context_moments]]
        # a screen's sentences after it: the slip is said under the screen that bears on the question ("Crawhope
        # Farm: in the family since 1823" | "We've been here since 1850. | No, what am I saying? | 1823, ...")
        ranked = list({
            m.place: m for shown in best
            for m in (shown, *(
                self.timeline.moment(i, shown.score) for i in self.timeline.told_with(shown)
                if shown.unit.source not in SPEECH_SOURCES
            ))
        }.values())  # fmt: skip
        sayings = self._repaired_sayings(later=True, by_another=True) if anywhere else iter(())
        set_up = figures_set_up(self.question) if anywhere else set()
        if set_up:
            # "Pat thought the carpet had been down about fifteen years. What did Helen say?": the slip is where the
            # figure believed is said, wherever retrieval ranked it
            ranked = [*self._sayings_likest(lambda m: bool(set_up & values_said(m.unit.text))), *ranked]
        figure_asked = asked_value(self.question) is not None or _FIGURE_ASKED.search(self.question) is not None
        for moment in itertools.chain(ranked, sayings):  # the whole video only when needed
            repairs, slip = repairs_after(moment, self.timeline), moment.unit.text
            if not repairs and (before := repaired_by(moment, self.timeline)) is not None:
                repairs, slip = [moment], before.text
            if not repairs:  # put right a little later ("It's 156, Marisol, not 165.", "Sixty? | No, it's 85.")
                repairs = put_right_later(moment, self.timeline)
            if not repairs and set_up:  # the figure believed echoed by another and put right ("Fifty litres, Gloria?
                # Two hundred and ten.")
                repairs = echo_put_right(moment, set_up, self.timeline)
            if not repairs:
                continue
            holds = [r for r in repairs if not owns_to_slip(r.unit.text)]
            if states_number(slip) and not any(states_number(r.unit.text) for r in holds):
                # a number is repaired by a number: past "No, sorry, I'm reading last year's sheet."
                holds = [r for r in self._said_next(repairs[-1]) if states_number(r.unit.text)][:1]
                repairs = [*repairs, *holds]
            if not holds:
                continue
            said = figures_joined(" ".join(past_echo(values_said(slip), what_holds(r.unit.text)) for r in holds))
            told = (
                f"First “{slip}”, then “{said}”"
                if asks_both_sides(self.question)
                else self._in_its_unit(self._amount_in(said), holds, slip)
            )
            if names_nothing(told, self.question, self.engine.settings.spacy_model):
                continue  # "In my defense." holds after a slip, but names no city for "which city ... originally"
            if figure_asked and not states_number(said):
                continue  # "the cards are in my office. | No, behind the door." puts no figure right
            cited = [moment, *(r for r in repairs if r.place != moment.place)]
            return Answer(self.question, told, self.cite(cited), trace={"answered_by": "spoken repair"})
        return None

    def _amount_in(self, said: str) -> str:
        """Asked for an amount ("what's the real amount?", "how much in the end"), the one value a
        sentence states of the kind asked ("match it up to 2,000 pounds, not the full amount" -> "2000
        pounds"), else the sentence: the rest of it is the citation's to show."""
        asked = asked_value(self.question)
        if asked is None and not _ASKS_AMOUNT.search(self.question):
            return said
        for kind in answering_kinds(asked, self.question) if asked is not None else _AMOUNT_KINDS:
            values = list(dict.fromkeys(stated_values(said, kind)))
            if values:
                return values[0] if len(values) == 1 else said
        return said

    def _in_its_unit(self, told: str, repairs: Sequence[Moment], slip: str) -> str:
        """A bare number a repair says ("No, I'm wrong, it's 750 now.") in the unit a screen up with it shows
        it in ("Champion's prize: £750"), else in the unit of the slip it puts right ("five hundred pounds"):
        an amount is answered whole. Anything else as it is."""
        bare = told.strip().rstrip(".!,;")  # "22." said alone is the number 22, "2 million" two million
        number = _WITH_SCALE.fullmatch(bare)
        if number is None:
            return told
        told = bare
        shown = [self.timeline.units[i].record.text for r in repairs for i in self.timeline.told_with(r)]
        for kind in _UNIT_KINDS:
            same = [
                v for line in shown for v in stated_values(line, kind)
                if number["number"].replace(",", "") in (n.replace(",", "") for n in NUMBER_SAID.findall(v))
                and (number["scale"] or "") in v
            ]  # fmt: skip
            if same:
                return without_hedge(same[0])
        for kind in _UNIT_KINDS:
            given = stated_values(slip, kind)
            if given:  # "100 pounds" put right by "750": "750 pounds"
                return _WITH_SCALE.sub(told, without_hedge(given[0]), count=1)
        return told

    def _said_next(self, moment: Moment) -> list[Moment]:
        """The few sentences said after ``moment`` in its video (``SLIP_SENTENCES``)."""
        out: list[Moment] = []
        then = self.timeline.said_after(moment)
        while then is not None and len(out) < SLIP_SENTENCES:
            out.append(then)
            then = self.timeline.said_after(then)
        return out

    def _repaired_sayings(self, *, later: bool = False, by_another: bool = False) -> Iterator[Moment]:
        """The spoken sentences that a self-repair follows, anywhere in the videos, the likest to the
        question first: asked about a correction, the slip is what the question describes ("gets the bus
        times wrong"), in words retrieval may not rank ("the morning buses will leave at five past").
        ``later``: also those a repair said later, by anyone, puts right (:func:`repair_said_later`);
        ``by_another``: also those another speaker gainsays (:func:`gainsaid_by_another`)."""
        timeline = self.timeline
        yield from self._sayings_likest(
            lambda m: bool(
                repairs_after(m, timeline)
                or (later and repair_said_later(m, timeline))
                or (by_another and gainsaid_by_another(m, timeline))
            )
        )

    def _sayings_likest(self, keep: Callable[[Moment], bool]) -> list[Moment]:
        """The spoken sentences of the videos that ``keep`` takes, each scored by its likeness to what the question
        asks, the likest first."""
        timeline = self.timeline
        likeness = timeline.match(what_is_asked(self.question)).semantic
        said = (timeline.moment(i, float(likeness[i])) for i, unit in enumerate(timeline.units) if unit.speech)
        return sorted((m for m in said if keep(m)), key=lambda m: -m.score)

    def _repairs_after(self, support: Sequence[tuple[Moment, float]]) -> list[tuple[Moment, float]]:
        """The self-repairs said right after the spoken moments of ``support`` ("The launch is on the
        14th. | Sorry, I mean the 21st."), each bearing on the question as much as what it repairs; after
        a repair that only owns to the slip ("No, sorry, I misspoke."), the sentence that says what
        holds as well ("It broke out in May.")."""
        seen = {m.place for m, _ in support}
        out: list[tuple[Moment, float]] = []
        for moment, weight in support:
            for repair in repairs_after(moment, self.timeline):
                if repair.place not in seen:
                    seen.add(repair.place)
                    out.append((repair, weight))
        return out

    def _put_right_in(self, support: Sequence[tuple[Moment, float]], kind: ValueKind) -> list[tuple[Moment, float]]:
        """What puts right the spoken moments of ``support`` that state a value of ``kind``, by their speaker or
        another (:func:`put_right`), and the screen lines up while it is said, each bearing on the question as
        much as what it puts right; not those ``support`` holds."""
        seen = {m.place for m, _ in support}
        out: list[tuple[Moment, float]] = []
        for moment, weight in support:
            if moment.unit.source not in SPEECH_SOURCES or not stated_values(moment.unit.text, kind):
                continue
            for repair in put_right(moment, self.timeline):
                shown = [self.timeline.moment(i, repair.score) for i in self.timeline.told_with(repair)]
                for told in (repair, *shown):
                    if told.place not in seen:
                        seen.add(told.place)
                        out.append((told, weight))
        return out

    @cached_property
    def _counted(self) -> str | None:
        """The things a "how many <things>" question counts (:func:`counted_noun`), by the video's word for them where
        it states no number of them by the question's ("Photos of every hole, sent to the insurer: 212" of "how many
        pictures did he send")."""
        counted = counted_noun(self.question)
        if counted is None or counted == "times":
            return counted
        texts = [u.record.text for u in self.timeline.units]
        if any(counts_stated(text, counted) for text in texts):
            return counted
        meant = self.engine.focus.synonyms(counted, self.timeline)
        return next((word for word in meant if any(counts_stated(text, word) for text in texts)), counted)

    def _count_stated(self, numbers: set[int | None] | None) -> list[tuple[Moment, float]]:
        """The moments that state how many of the things a "how many <things>" question counts (one of
        ``numbers``, when given), as support: "we interviewed six candidates" answers "how many
        candidates", where counting the times candidates are named would not. The best moments that
        state one (with their screens: "In the photo: 30 pupils" under "Badgers"); stated there by none, the
        video's lines that state one ("Jobs tonight: 241", far from the title slide that best matches
        "how many jobs did Castlegate do"), each as relevant as the best moment."""
        counted = self._counted
        if counted is None or counted == "times":
            return []

        def states(texts: Iterable[str]) -> bool:
            stated = {n for text in texts for n in counts_stated(text, counted)}
            return bool(stated if numbers is None else stated & numbers)

        stating = [
            (m, m.score) for m in self.moments[: self.settings.context_moments] if states(self.timeline.shown_with(m))
        ]
        return stating or self._lines_anywhere(lambda i: states([self.timeline.units[i].record.text]))

    def _lines_anywhere(self, keep: Callable[[int], bool]) -> list[tuple[Moment, float]]:
        """The timeline's units that ``keep`` takes (by index), wherever they are in the video, each as
        relevant as the best moment: a line that states what is asked bears on it however far from the
        moments retrieval found."""
        weight = max((m.score for m in self.moments[: self.settings.context_moments]), default=1.0)
        return [(self.timeline.moment(i, weight), weight) for i in range(len(self.timeline.units)) if keep(i)]

    def _clock_spans_shown(self, choices: Sequence[str] | None) -> list[tuple[Moment, float]]:
        """Asked how long something took, the screen lines anywhere in the video that show a stretch of the
        clock (as long as one of the ``choices``, where there are choices), under a screen naming what is asked
        ("Match: 11:10 am to 12:30 pm" under "Boules", asked how long the boules match lasted; "Perm: 11:15 am to
        1:30 pm", asked how long the perm took), each as relevant as the best moment: the time taken is worked out
        of them, wherever retrieval looked."""
        if asked_value(self.question) != "duration":
            return []
        lengths = {tuple(value_words(c)) for c in choices} if choices is not None else None
        asked = set(content_words(what_is_asked(self.question))) - _DURATION_WORDS

        def shown_as_long(i: int) -> bool:
            unit = self.timeline.units[i]
            spans = {tuple(value_words(t)) for t in clock_span_lengths(unit.record.text)} if not unit.speech else set()
            if not spans or (lengths is not None and not spans & lengths):
                return False
            screen = content_words(" ".join(self.timeline.shown_with(self.timeline.moment(i, 0.0))))
            return any(same_word(a, w) for a in asked for w in screen)

        return self._lines_anywhere(shown_as_long)

    def _one_count_stated(self, counts: Sequence[tuple[Moment, float]]) -> Answer | None:
        """The one number of the counted things that ``counts``' moments state ("Scouts: 22 · leaders: 4",
        "it's 22 scouts, not 18"), as the answer; None when they state several."""
        counted = self._counted
        assert counted is not None  # counts were found for it
        stating = [
            (m, n) for m, _ in counts for text in self.timeline.shown_with(m) for n in counts_stated(text, counted)
        ]  # fmt: skip
        numbers = {n for _, n in stating}
        if len(numbers) != 1:
            return None
        told = f"{numbers.pop():g} {counted}"
        return Answer(
            self.question, told, self.cite([m for m, _ in stating]), trace={"answered_by": "the one count stated"}
        )

    def _voiced_by(self, moment: Moment, name: str) -> bool:
        """Whether the one who says ``moment``, or talks over it shown, is named ``name`` in their name box."""
        box = self.timeline.speaker(moment) or self.timeline.screen_speaker(moment)
        return box is not None and name in self.timeline.name_in_box(box)

    def _states_with_asked(self, value: str, text: str) -> bool:
        """Whether ``text`` states ``value`` beside a word of the question (a date and what it dates)."""
        asked = content_words(self.question)
        stated = [w for w in value_words(value) if w not in STOP_WORDS]  # "the 21st of May" is "21 may"
        return held_in(stated, value_words(text)) >= 1.0 and any(
            same_word(a, w) for a in asked for w in content_words(text)
        )

    def _screen_mates(self, support: Sequence[tuple[Moment, float]]) -> list[tuple[Moment, float]]:
        """The other lines of the screens of ``support``'s moments, each as relevant as its screen's line
        that bears on the question, as far as it is as near the question (:meth:`Timeline.screen_mates`):
        an amount is judged in the line that shows it too ("Time taken: 35 minutes" under "Frame built",
        asked how long the frame took)."""
        places = {m.place for m, _ in support}
        mates: list[tuple[Moment, float]] = []
        for moment, weight in support:
            for mate, share in self.timeline.screen_mates(moment, self.question):
                if share > 0 and mate.place not in places:
                    places.add(mate.place)
                    mates.append((mate, weight * share))
        return mates

    def _timed_while_said(
        self, top: tuple[Moment, float] | None, kind: ValueKind
    ) -> tuple[list[tuple[Moment, float]], list[str]]:
        """Asked when, with the most relevant moment ``top`` a sentence that tells the event but no time: the screen
        lines up while it is said, each as relevant as the sentence ("just as they set off, the lifeboat went out" |
        "First ride of the season: 10:40 am"), and their texts to read values in, a stretch of the clock cut to its
        start or end as the sentence says ("just when it started" under "Poured: 1:20 to 1:24 pm": 1:20 pm)."""
        if (
            kind not in ("clock", "when") or top is None or top[0].unit.source not in SPEECH_SOURCES
            or stated_values(top[0].unit.text, kind)
        ):  # fmt: skip
            return [], []
        said, weight = top[0].unit.text, top[1]
        shown = [(mate, weight) for mate, _ in self.timeline.screen_mates(top[0], self.question)]
        texts = [m.unit.text for m, _ in shown]
        started, ended = _SAID_STARTED.search(said) is not None, _SAID_ENDED.search(said) is not None
        if started != ended:
            texts = [clock_span_side(text, end=ended) for text in texts]
        return shown, texts

    def _stated_value(self, analysis: QuestionAnalysis, support: Sequence[tuple[Moment, float]]) -> Answer | None:
        """The value the question asks for ("how long", "what does it cost"), as the moments state it:
        the values of that kind said or shown there, judged as options (values.py); None when the
        question asks for no value or none of them is tied to it. A time taken that the moments state none of
        is worked out of a stretch of the clock shown for what is asked, wherever it is (:meth:`_clock_spans_shown`)."""
        kind = asked_value(self.question) if analysis.kind in ("fact", "open", "count") else None
        if kind is None:
            return None
        value = self._value_of_kind(analysis, kind, support)
        spans = self._clock_spans_shown(None) if value is None and kind == "duration" else []
        return self._value_of_kind(analysis, kind, with_more_support(support, spans)) if spans else value

    def _value_of_kind(
        self, analysis: QuestionAnalysis, kind: ValueKind, support: Sequence[tuple[Moment, float]]
    ) -> Answer | None:
        """The value of ``kind`` the question asks for, as the moments of ``support`` state it (:meth:`_stated_value`)."""
        counted = counted_noun(self.question)
        # asked what holds after a slip, what puts the moments' slips right is read too ("He must weigh about 10
        # kilos." | "10 kilos, probably. | 2.9."), with the screen up while it is said ("Mortimer's flying weight: 2.9 kg")
        told = told_value_kind(self.question)
        corrected = asks_correction(self.question) or told is not None
        repaired = self._put_right_in(support, kind) if corrected else []
        if support and told == kind:
            # a figure shown for the thing the question puts a number on ("Harriet puts the snowflakes at six hundred"
            # | "Snowflakes hung: 430"), as relevant as the best moment
            most = max(weight for _, weight in support)
            repaired += [(m, most) for m in shown_against(self.question, self.timeline)]
        # what puts a slip right bears on the question as much as what it puts right, wherever retrieval ranked it
        lifted = {m.place: weight for m, weight in repaired}
        held = {m.place for m, _ in support}
        support = [
            *((m, max(weight, lifted.get(m.place, 0.0))) for m, weight in support),
            *(pair for pair in repaired if pair[0].place not in held),
        ]
        # the other lines of the screens up (not for a bare number, which numbers a slide's lines ("Stop 1 ...",
        # "Stop 2 ...") as often as it counts): of a screen's line, its screen's; of a sentence, the screen up
        # while it is said ("Four tons." | "Tern on the load cell: 2.7 t"), read when nothing else states a value
        shown = [pair for pair in support if pair[0].unit.source not in SPEECH_SOURCES]
        mates = self._screen_mates(shown) if kind != "number" else []
        lines = [
            text for m, _ in support
            for text in (*self.timeline.shown_with(m), *(n.text for n in (m.before, m.after) if n and alongside(n, m)))
        ]  # fmt: skip

        # the kind asked; else one that answers it ("how long is the tunnel": 1,140 yards)
        def key_of(value: str) -> tuple[str, ...]:
            return tuple(w for w in value_words(without_hedge(value)) if w not in STOP_WORDS)  # "the 21st of" is "21"

        ends, starts = bool(_ASKS_END_TIME.search(self.question)), bool(_ASKS_START_TIME.search(self.question))
        ago_asked = bool(_AGO.search(self.question))

        # "how long is Sandport Pier": a length or a time, judged alike ("Sandport Pier: 420 m long" beside "Call at
        # Sandport: 11:05 to 11:25 am"); "how long did it take": a time alone
        either = len(answering_kinds(kind, self.question)) > 1

        def values_in(lines: Sequence[str]) -> dict[tuple[str, ...], str]:
            """The values of the first kind that answers stated in ``lines``, or of either of a length or a time;
            one value said and shown ("35 minutes", "35 min"): its longest form."""
            forms: dict[tuple[str, ...], str] = {}
            rates: set[tuple[str, ...]] = set()  # stated as a price per thing (:data:`_PER_THING`)
            per_named: dict[tuple[str, ...], str] = {}  # stated as a price per a thing named (:data:`_PER_NAMED`)
            for read in answering_kinds(kind, self.question):
                # "he says it was under two hours: how much exactly?": the question's own value is not asked
                given = {key_of(value) for value in stated_values(self.question, read, counted)}
                given_amounts = {amount for key in given if (amount := _amount_of(key))}  # "four tonnes" is "4 tons"
                for line in dict.fromkeys(lines):  # a value shown beside a relevant line, on its slide, too
                    if read in ("clock", "when") and ends != starts:
                        # asked when it ends, a stretch of the clock ("1:30 to 3:30 pm") states its end alone
                        line = clock_span_side(line, end=ends)
                    # a list's own number is no value ("4. Our petition")
                    for value in stated_values(LIST_MARKER.sub("", line), read, counted):
                        if read == "number" and counted is not None and counts_another(line, value, counted):
                            continue  # "I rigged two lines" counts no people
                        if read == "duration" and not ago_asked and _said_ago(value, line):
                            continue  # "dug to store grain two and a half thousand years ago" took no time
                        key = key_of(value)
                        if key in given or _amount_of(key) in given_amounts:
                            continue
                        if answers_as(value, read, kind, self.question):
                            forms[key] = max(forms.get(key, value), value, key=len)
                            if re.search(re.escape(value) + _PER_THING, line, re.I):
                                rates.add(key)
                            if (per := re.search(re.escape(value) + _PER_NAMED, line, re.I)) is not None:
                                per_named[key] = per["thing"].lower()
                if forms and not either:
                    break
            if kind == "money" and _ASKS_A_WHOLE_SUM.search(self.question) and not _ASKS_A_RATE.search(self.question):
                # a sum asked as a whole: not a price per thing, where a sum is stated beside it
                wholes = {key: value for key, value in forms.items() if key not in rates}
                forms = wholes or forms
            elif kind == "money" and (asked_per := [m["thing"].lower() for m in _ASKED_PER.finditer(self.question)]):
                # the price per the thing asked ("cost per household"), not the sum beside it ("£3,300, or £300 a house")
                forms = {
                    key: value for key, value in forms.items()
                    if key in per_named and any(_same_thing(per_named[key], thing) for thing in asked_per)
                } or forms  # fmt: skip
            return forms

        top = max(support, key=lambda pair: pair[1], default=None)
        told_with_top, while_said = self._timed_while_said(top, kind)
        lines, mates = [*lines, *while_said], [*mates, *told_with_top]
        forms = values_in(lines)
        if not forms and kind != "number":
            told_with = self._screen_mates([pair for pair in support if pair[0].unit.source in SPEECH_SOURCES])
            forms, mates = values_in([m.unit.text for m, _ in told_with]), [*mates, *told_with]
        if not forms:
            return None
        # "4" on a slide is the "4 people" said: a value held whole in another is that one; not one held in another's
        # aside ("90 minutes" said is no part of "2:00-3:30 pm (1 hour 30 minutes)" shown, judged without its aside)
        bare = {key: set(key_of(without_asides(value))) for key, value in forms.items()}
        values = [value for key, value in forms.items() if not any(set(key) < bare[other] for other in forms)]
        judged_in = [*support, *mates]
        # a date is judged without its weekday, which speech often leaves out ("the 21st"), and answered with it;
        # a stretch of the clock without the length worked out of it ("11 am to 12 noon (1 hour)")
        judged = [without_weekday(without_asides(value)) for value in values]
        # read in the moments themselves and the units next to them: every value of the kind said in the video is a
        # candidate, and the sentence after one about the bike may date something else ("The launch price ends on
        # the thirtieth of June")
        scores = self.engine.judge.evidence(
            self.question, analysis, judged, judged_in, None, lambda: self.timeline, alone=True
        )
        best_at = best_option(scores, 0.0)
        shown_then = {m.place for m, _ in told_with_top}
        during = [i for i, s in enumerate(scores) if s.found and any(m.place in shown_then for m in s.support)]
        if top is not None and best_at in during:
            # shown while the best sentence is said ("just as they set off, the lifeboat went out" | "First ride of
            # the season: 10:40 am"): told in that sentence's words
            scores[best_at].support.insert(0, top[0])
        source = self.source
        if source is not None and not corrected:
            # "Gareth names a price for running one Thursday bus": a value Gareth says or shows ("Asked of the parish:
            # £6,000" under "Gareth Lowe, Vale Rider buses"), not another's figure ("Subsidy: £44,000 a year")
            theirs = [i for i, s in enumerate(scores) if s.found and any(self._voiced_by(m, source) for m in s.support)]
            best_at = best_at if best_at in theirs or not theirs else max(theirs, key=lambda i: scores[i].evidence)
        if corrected and not asks_original_value(self.question):
            # asked what holds after a slip ("overestimates the big owl: what does he really weigh?"): a value
            # that puts one right ("2.9 kg"), before any other the moments state ("Pip: little owl, 170 g")
            repairs = {m.place for m, _ in repaired}
            holding = [i for i, s in enumerate(scores) if s.found and any(m.place in repairs for m in s.support)]
            best_at = max(holding, key=lambda i: scores[i].evidence, default=best_at)
        best = replace(scores[best_at], option=values[best_at])
        self.trace["stated_values"] = [s.to_trace() for s in scores]
        if best.evidence < SUPPORTED or not best.found:  # found: stated in a moment, not only alike
            return None
        if kind == "when" and not (
            best_at in during or any(self._states_with_asked(best.option, m.unit.text) for m in best.support)
        ):
            return None  # "Start date: 3 January" answers when she starts, not when her offer was accepted
        lines = [m.unit.text for m in best.support]
        if kind in ("clock", "when") and (
            end_time_unstated(self.question, lines) or only_an_end_time(self.question, lines)
        ):
            return None  # "Spring concert: 21 March, 7 pm" says when it starts; "until 10 pm", when it stops
        return Answer(
            self.question, best.option, self.cite([*best.support, *(m for m, _ in support)]),
            trace={"answered_by": f"stated value ({kind})", **({"shown_while_said": True} if best_at in during else {})},
        )  # fmt: skip


def generate(
    query: Query,
    retrieval: Retrieval,
    *,
    llm: LLM,
    settings: AnswerSettings,
    on_token: TokenCallback | None = None,
    looker: FrameLooker | None = None,
    retries: int = 1,
) -> Answer:
    """Answer the question from ``retrieval`` (see :class:`AnswerEngine`); ``on_token`` streams the reply."""
    engine = AnswerEngine(query.store, query.embedder, llm, settings, retries=retries, looker=looker)
    return engine.answer(query, retrieval, on_token)
