"""Options read by their place on a list the video shows: "what's the second item in the breakdown",
"which fryer is listed second", "on the list of shareholders, who comes right after the widow", or
by their price on it: "how much did the priciest item on his shopping list cost".

Such a question asks about the list's order, not the video's: the list is the screen on which
most options are items, and the answer is the option that the item at the asked place holds. A
place the question names only in passing ("the first round", "right after the vote") has no
list word and is left to the timeline."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from vidrag.answer.choices import held_in
from vidrag.reasoning.questions import asking_sentence
from vidrag.reasoning.timeline import (
    CAPITALISED,
    EXTREME_PRICE,
    Timeline,
    content_words,
    lexical_match,
    parse,
    priced_at,
    same_word,
    with_values,
)
from vidrag.retrieval.base import Moment
from vidrag.retrieval.temporal import asks_correction
from vidrag.text import CELL_SEPARATOR, ORDINAL_WORDS, STOP_WORDS, stem, value_words, without_asides, words

_ORDINALS = rf"first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th|{'|'.join(EXTREME_PRICE)}"
_LIST_NOUNS = "list|table|slide|breakdown|menu|chart|board|screen|ranking|agenda"
_ORDINAL = rf"({_ORDINALS})"
_LIST_NOUN = rf"(?:{_LIST_NOUNS})"
_RANK = {"first": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4}
_RANK |= {"fifth": 5, "5th": 5, "last": -1}
_RANK |= {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}  # "test number three"
# "the second item", "listed second", "the second fryer on her comparison slide", "rule number 4", "item #2"
_PLACE = re.compile(
    # "her first name", "his last name" name a name, not a place (but "the first name on the list" is)
    rf"\b{_ORDINAL} (?:item|entry|row|line|(?<!first )(?<!last )name)\b|\blisted {_ORDINAL}\b"
    r"|(?:\bnumber|\bno\.|#|\bitem|\bstep)\s?(\d|one|two|three|four|five)\b(?![.,:]\d)"
    rf"|\b{_ORDINAL}(?: [\w-]+){{0,3}}? (?:on|in) (?:the|this|that|her|his|their|its)(?: [\w-]+){{0,2}} {_LIST_NOUN}\b",
    re.IGNORECASE,
)
# "right after the widow" on a question that names the list
_NEIGHBOUR = re.compile(
    r"\b(?:right |just |immediately |directly )?(after|before|below|above|under)\s+(.+?)(?:[?,.]|$)", re.I
)
_NAMES_A_LIST = re.compile(rf"\b{_LIST_NOUN}\b|\blisted\b", re.IGNORECASE)
# The words that ask the place, not what the list is about: "the second item on the list".
_PLACE_WORDS = re.compile(rf"\b(?:{_ORDINALS}|item|entry|row|line|name|listed|{_LIST_NOUNS})\b", re.I)
_STEP = {"after": 1, "below": 1, "under": 1, "before": -1, "above": -1}


# "the second fenced zone": a place among things a list on screen names ("Fenced zones this year:")
_THE_NTH = re.compile(rf"\bthe {_ORDINAL} ((?:[a-z-]+ ){{0,2}}[a-z-]+)", re.IGNORECASE)


@dataclass(frozen=True)
class Placed:
    index: int  # the option's index
    moment: Moment  # the list's first item, where the list is shown
    how: str


def asked_place(question: str, spacy_model: str | None = None) -> tuple[int | str, str | None] | None:
    """The place a question asks for on a list: (rank, None) for "the second item" (-1: last), the
    extreme for "the priciest item on his list" ("priciest" or "cheapest", None), or (step, anchor)
    for "right after the widow on the list" (step +1 or -1); None when it asks none. Given
    ``spacy_model``, None also when the place is asked in the order the items were done
    (:func:`asks_order_done`): "the second item they got through" is no place on the list."""
    place = _place_asked(question, neighbour_named=_NAMES_A_LIST.search(question) is not None)
    if place is not None and spacy_model is not None and asks_order_done(question, spacy_model):
        return None
    return place


def _place_asked(question: str, *, neighbour_named: bool) -> tuple[int | str, str | None] | None:
    placed = _PLACE.search(question)
    if placed:
        named = next(g for g in placed.groups() if g).lower()
        return EXTREME_PRICE.get(named) or (int(named) if named.isdigit() else _RANK[named]), None
    neighbour = _NEIGHBOUR.search(question)
    if neighbour and neighbour_named:
        return _STEP[neighbour.group(1).lower()], neighbour.group(2)
    return None


# Verbs that place a thing on a list rather than do it: "which fryer is listed second", "what does the
# second item cost", "the planned stops".
_LISTING_VERBS = frozenset(
    "list show say write read appear cost call name mention number title print display put label give tell mean "
    "plan schedule stand include".split()
)
# "on the agenda", "in the table": where a place is a place on a list, unless done is said outright
_ON_A_LIST = re.compile(rf"\b(?:on|in) (?:the|this|that|her|his|their|its)(?: [\w-]+){{0,2}} {_LIST_NOUN}\b", re.I)
_AS_DONE = re.compile(
    r"\b(?:actual(?:ly)?|really|(?:real|true) (?:\w+ing )?(?:order|sequence)|in practice|in reality|as done|in the end"
    r"|instead|(?:as|when) (?:they|these|those) (?:were|got) (?:done|\w+ed))\b",  # "by when they got done"
    re.IGNORECASE,
)


# A question that names a plan by what it is, not by its title: "the next thing from the must-go list", "the
# first job on her to-do list", "which item on the agenda", "Trevor's list", "the club's plan".
_NAMES_A_PLAN = re.compile(
    r"\b(?:the|this|that|her|his|their|its|my|our|(?-i:[A-Z][a-z]+)['’]s)(?: [\w'’-]+){0,2}"
    r" (?:list|plan|agenda|checklist|running order|timetable|schedule|programme|program|rota)\b"
    # a plan named by what it lists: "the grotto jobs", "grotto setup jobs, order they were done in"
    r"|\b(?:jobs|tasks|chores)\b",
    re.I,
)


def names_a_plan(question: str) -> bool:
    """Whether ``question`` asks of a plan it names only as one (:data:`_NAMES_A_PLAN`): the video's one
    numbered list is then the plan, whatever its title."""
    return _NAMES_A_PLAN.search(question) is not None


def asks_as_done(question: str) -> bool:
    """Whether ``question`` says it asks how things were actually done (:data:`_AS_DONE`), not planned."""
    return _AS_DONE.search(question) is not None


def asks_order_done(question: str, spacy_model: str) -> bool:
    """Whether a place among listed things is asked in the order they were done ("the second item they
    got through", "test number three, as actually done", "what did they test after the hill"): the
    question acts with a verb that does not list ("got", "done", "test"), and does not place the thing
    on a list ("the third item on the agenda") unless it says it was done so ("actually")."""
    if asks_as_done(question):
        return True
    if _ON_A_LIST.search(question):
        return False
    return any(t.pos_ == "VERB" and t.lemma_.lower() not in _LISTING_VERBS for t in parse(spacy_model, question))


def item_share(item: str, option: str) -> float:
    """The share of a plan item's content words an option holds in any form: "Switching on reminders"
    is "Switch on payment reminders" told as it is done."""
    held = content_words(option)
    held_stems = {stem(w) for w in held}
    wanted = content_words(item)
    found = sum(1 for w in wanted if stem(w) in held_stems or any(same_word(w, h) for h in held))
    return found / len(wanted) if wanted else 0.0


# Asked where one thing came among others done in turn: "where in the judging order did Delphine's pie
# come", "how far down the real running order did creating the invoice end up", "what position did it finish in".
_ASKS_RANK = re.compile(
    r"\bwhere in the (?:[\w'’-]+ ){0,2}(?:order|sequence|line-?up|queue|running order)\b"
    r"|\bhow far (?:down|up|along|through|into) (?:the )?(?:[\w'’-]+ ){0,2}(?:order|list|sequence|line-?up|queue)\b"
    r"|\b(?:what|which) (?:position|place|slot)\b(?= (?:did|does|was|is|in|on)\b)|\bat (?:what|which) stage\b"
    # "tam ruddock actual slot in the running order", "where did it come in the night" (not "come from")
    r"|\b(?:slot|position|spot) (?:in|on) the (?:[\w'’-]+ ){0,2}(?:order|sequence|line-?up|queue|bill)\b"
    r"|\bwhere (?:did|does|do|would) (?:[\w'’-]+ ){1,3}(?:come|end up|fall|land)\b(?! from\b)"
    # "when did the bride's bouquet get made, compared with everything else?"
    r"|\bwhen\b[^?]*\b(?:compared (?:with|to)|relative to|in relation to)"
    r" (?:everything|anything|all the others|the rest|the others|the other [\w'’-]+)\b"
    # the plan's place stated, the real one asked: "the cellar was number 1 on the plan - at what point did they
    # go down there", "On the chalkboard Tam's name is at number one. When did he really get on stage?"
    # "Young Volunteer is top of the printed programme. At what point in the evening was it given out?", "paint
    # is aisle 2 on the count sheet so when did it actually get counted", "second on the plan. Where in the day
    # did it really come?"
    r"|(?:\b(?:number|no|aisle|item|step|stop|slot) (?:\d|one|two|three|four|five)\b"
    # "top of Ifan's envelope"
    r"|\b(?:first|second|third|fourth|fifth|last) (?:in|on) the\b|\b(?:top|bottom|head) of (?:the|her|his|their|our|\w+['’]s)\b"
    r"|\b(?:tops|topped|heads|headed) (?:the|her|his|their|our|\w+['’]s) (?:[\w'’-]+ )?(?:list|sheet|plan|board|programme|program"
    r"|order|card|rota|schedule)\b"
    r"|\bput (?:[\w'’-]+ ){1,3}(?:first|second|third|last)\b"
    # a thing named by its number, then asked when: "Control 2 is the stream junction. When in her round ..."
    r"|^\W*[\w'’-]+ (?:\d|one|two|three|four|five) (?:is|was) (?:the|a)\b)"
    r"[^?]*\b(?:when|at what point|where in the (?:day|evening|night|morning|afternoon|video|show))\b",
    re.IGNORECASE,
)


def asks_rank(question: str) -> bool:
    """Whether the question asks where one thing came among others done in turn (:data:`_ASKS_RANK`); not where a
    figure changed ends up ("The geologist gives one figure and then changes it. Where does she end up?")."""
    return _ASKS_RANK.search(question) is not None and not asks_correction(question)


def rank_done(
    question: str, items: Sequence[str], timeline: Timeline, plan: Moment | None = None
) -> tuple[str, Moment, str] | None:
    """Asked where one of a plan's items came in the order they were done (:func:`asks_rank`): the
    answer ("Fourth, after Business details, Add the customer and Switch on reminders"), where the
    item is done, and how it was read; None when the question names no one item (by most of its
    words in any form, its asides left out: "Delphine (bench 3)"), or an item is never found done."""
    names = [without_asides(item) for item in items]
    shares = [item_share(name, question) for name in names]
    best = max(shares, default=0.0)
    if best >= 0.5 and shares.count(best) == 1:
        asked = shares.index(best)
    else:  # "Dart is top of Norman's list. Where did her flight come?" names "Fly Dart, the peregrine" by its name
        asked_words = set(words(question))
        named = [k for k, name in enumerate(names) if {w.lower() for w in CAPITALISED.findall(name[1:])} & asked_words]
        if len(named) != 1:
            return None
        asked = named[0]
    done = timeline.done_in_order(names, plan)
    if len(done) != len(names):
        return None
    order = [k for k, _ in done]
    at = order.index(asked)
    if at >= len(ORDINAL_WORDS):
        return None
    place = ORDINAL_WORDS[at].capitalize() + (" (last)" if at == len(order) - 1 and at > 0 else "")
    before = [names[k] for k in order[:at]]
    if before:
        place += ", after " + (f"{', '.join(before[:-1])} and {before[-1]}" if len(before) > 1 else before[0])
    return place, done[at][1], f"item done {at + 1} of {len(order)}"


# An ordinal of a thing done, not of a time ("the second time the alarm went off" is no place in a plan, nor is
# "the second Bernard said they were covered": the moment he said it).
_NTH_DONE = re.compile(
    r"\b(second|third|fourth|fifth|2nd|3rd|4th|5th)\b(?! times?\b)"
    r"(?!(?<=\bthe second) (?:(?-i:[A-Z])[\w'’-]*|he|she|they|we|i|you|it)\b)",
    re.IGNORECASE,
)


# An asking sentence that points back at a place its setting-up sentence names: "What got done in that slot instead?"
_POINTS_AT_PLACE = re.compile(r"\b(?:that|this|the same) (?:slot|place|position|spot|item|number|step)\b", re.I)


def place_done(question: str, spacy_model: str) -> tuple[int, str | None] | None:
    """The place a question asks for among things in the order they were done: (rank, None) for "the
    second item they got through" (-1: last), (step, anchor) for "what did they test after the hill";
    None when it asks none so (:func:`asks_order_done`). A sentence setting the question up places nothing unless
    the asking one points back at it: not "number 1 on the board" of "The Nursery Slope is number 1 on the board.
    In what sequence were they opened?", but "item two" of "... down as item two. What got done in that slot?"."""
    asking = asking_sentence(question)
    question = question if _POINTS_AT_PLACE.search(asking) else asking
    if not asks_order_done(question, spacy_model):
        return None
    place = _place_asked(question, neighbour_named=True)
    if place is None and (nth := _NTH_DONE.search(question)) is not None:
        place = _RANK[nth.group(1).lower()], None  # "the second step they actually did"
    if place is None or isinstance(rank := place[0], str):
        return None  # "the priciest item" is a place on the list
    return rank, place[1]


def done_in_turn(
    place: tuple[int, str | None], items: Sequence[str], timeline: Timeline, plan: Moment | None = None
) -> tuple[int, Moment, str] | None:
    """The item of a plan at ``place`` in the order the items were done (:meth:`Timeline.done_in_order`),
    with where it is done and how it was read; None when an item is never found done, the anchor names
    no one item, or the place is past the ends."""
    done = timeline.done_in_order(items, plan)
    if len(done) != len(items):
        return None  # an item never found done leaves every place after it unknown
    order = [k for k, _ in done]
    rank, anchor = place
    if anchor is None:
        at = rank - 1 if rank > 0 else len(order) + rank
        how = f"item done {at + 1} of {len(order)}"
    else:
        asked = content_words(anchor)
        shares = [timeline.rare_words_share(asked, words(item)) for item in items]
        best = max(shares, default=0.0)
        if best <= 0 or shares.count(best) > 1:
            return None
        named = shares.index(best)
        at = order.index(named) + rank
        how = f"item done {'after' if rank > 0 else 'before'} {items[named]!r}"
    if not 0 <= at < len(order):
        return None
    return order[at], done[at][1], how


def placed_on_list(question: str, choices: Sequence[str], timeline: Timeline) -> Placed | None:
    """The option at the place the question asks for on the list the options are items of; None
    when the question asks no place, no screen lists two options or more, or the item there holds
    no option (or more than one)."""
    place = asked_place(question, timeline.settings.spacy_model)
    if place is None:
        return None
    own = [[w for w in value_words(c) if w not in STOP_WORDS] for c in choices]

    def holding(items: Sequence[str]) -> list[set[int]]:
        return [
            {k for k, words in enumerate(own) if words and held_in(words, value_words(item)) >= 1.0} for item in items
        ]

    # a table's names with the values shown beside them: an option may be either ("the third preset": "80%")
    valued = [(moment, with_values(timeline.shown_with(moment), items)) for moment, items in timeline.screen_lists()]
    lists = [(moment, items, holding(items)) for moment, items in valued]
    best = max(lists, key=lambda entry: len(set().union(*entry[2])), default=None)
    if best is None or len(set().union(*best[2])) < 2:
        return None
    moment, items, held = best
    found = _place_in(items, place)
    if found is None or len(held[found[0]]) != 1:
        return None
    return Placed(next(iter(held[found[0]])), moment, found[1])


def item_asked(
    question: str, place: tuple[int | str, str | None], timeline: Timeline
) -> tuple[Moment, str, str] | None:
    """For a question without options: the item at the ``place`` it asks for (:func:`asked_place`) on
    the list it names ("what does the second item on the shopping list cost"), with where the list is
    shown and how it was read. The list is the screen sharing most of the question's other words (its
    title, its label); None when no list screen shares a word with it, or two share as many."""
    asked = content_words(_PLACE_WORDS.sub(" ", question))
    lists: dict[tuple[str, ...], tuple[float, Moment, list[str]]] = {}
    for moment, items in timeline.screen_lists():  # a screen read in several samples is one list
        shown = timeline.shown_with(moment)
        lists.setdefault(
            tuple(items), (lexical_match(asked, words(" ".join(shown))), moment, with_values(shown, items))
        )
    ranked = sorted(lists.values(), key=lambda entry: -entry[0])
    if not ranked or ranked[0][0] == 0 or len(ranked) > 1 and ranked[1][0] == ranked[0][0]:
        return None
    _, moment, items = ranked[0]
    found = _place_in(items, place)
    return (moment, items[found[0]], found[1]) if found is not None else None


def item_at_nth(question: str, timeline: Timeline) -> tuple[Moment, str, str] | None:
    """For a question without options that asks about "the second <things>" ("how big is the second
    fenced zone"): the item at that place on the one list whose screen names all of those things
    ("Fenced zones this year:" over the zones and their sizes); None when no list or two do."""
    nth = _THE_NTH.search(question)
    things = content_words(nth.group(2)) if nth else []
    if nth is None or not things:
        return None
    rank = _RANK[nth.group(1).lower()]
    lists: dict[tuple[str, ...], tuple[Moment, list[str]]] = {}
    for moment, items in timeline.screen_lists():
        shown = timeline.shown_with(moment)
        heard = value_words(" ".join(shown))
        if all(any(same_word(w, h) for h in heard) for w in things):  # "zone" is "zones"
            lists.setdefault(tuple(items), (moment, with_values(shown, items)))
    if len(lists) != 1:
        return None
    moment, items = next(iter(lists.values()))
    found = _place_in(items, (rank, None))
    return (moment, items[found[0]], found[1]) if found is not None else None


def _valued_items(timeline: Timeline) -> Iterator[tuple[Moment, str, str]]:
    """Each item of a list on screen that the screen gives a value apart, as (where the list is shown,
    the item's name, the item with its value: "Pike Roofing 28,400 USD")."""
    for moment, items in timeline.screen_lists():
        for name, item in zip(items, with_values(timeline.shown_with(moment), items), strict=True):
            if CELL_SEPARATOR in name:  # a table row read whole: its first cell names it ("Pell Street Sour | £4.20")
                first, rest = name.split(CELL_SEPARATOR, 1)
                yield moment, first, f"{first} {rest.replace(CELL_SEPARATOR, ' ')}"
            elif item != name:
                yield moment, name, item


def item_named(question: str, timeline: Timeline) -> tuple[Moment, str, str] | None:
    """For a question without options that names an item of a table the video shows ("how much per
    month does Tessary Hosting charge"): that item with the value the table gives beside it (a column
    of names over a column of prices), where the table is shown, and how it was read. None when no
    item, or items of two tables, are named whole by the question, or the table gives no values apart."""
    asked = content_words(question)
    found: dict[str, tuple[Moment, str, str]] = {}
    for moment, name, item in _valued_items(timeline):
        named = content_words(name)
        if named and all(any(same_word(w, a) for a in asked) for w in named):
            found.setdefault(item, (moment, item, f"{name!r} on the list"))
    return next(iter(found.values())) if len(found) == 1 else None


def item_valued(question: str, timeline: Timeline) -> tuple[Moment, str, str] | None:
    """For a question without options that gives a value a table shows beside one item ("which loaf
    on the board is the £4.20 one"): that item, without its value, where the table is shown, and how
    it was read. None when the question gives no item's value, or the values of two items."""
    asked = value_words(question)
    found: dict[str, tuple[Moment, str, str]] = {}
    for moment, name, item in _valued_items(timeline):
        shown = item[len(name) :]
        value = value_words(shown)
        if any(w[0].isdigit() for w in value) and held_in(value, asked) >= 1.0:
            found.setdefault(name, (moment, name, f"{shown.strip()!r} on the list"))
    return next(iter(found.values())) if len(found) == 1 else None


def _place_in(items: Sequence[str], place: tuple[int | str, str | None]) -> tuple[int, str] | None:
    """Where ``place`` (:func:`asked_place`) is on the list ``items``, and how it was read; None when
    the list has no such place."""
    rank, anchor = place
    if isinstance(rank, str):
        priced = priced_at(items, rank)
        if priced is None:
            return None
        at, how = priced, f"the {rank} item of the list"
    elif anchor is None:
        # a list numbered on screen is counted by its own numbers ("4. Stand behind the tape", "Lot 5 · ...")
        numbered = [i for i, item in enumerate(items) if re.match(rf"\s*(?:[A-Za-z]+\s)?#?{rank}\b(?![.,]\d)", item)]
        at = numbered[0] if len(numbered) == 1 else rank - 1 if rank > 0 else len(items) + rank
        how = f"item {at + 1} of the list"
    else:
        wanted = content_words(anchor)
        named = [
            i
            for i, item in enumerate(items)
            if wanted and all(any(same_word(w, h) for h in value_words(item)) for w in wanted)
        ]
        if len(named) != 1:
            return None
        at = named[0] + rank
        how = f"item {'after' if rank > 0 else 'before'} {items[named[0]]!r} on the list"
    return (at, how) if 0 <= at < len(items) else None
