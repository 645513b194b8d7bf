"""How two people of a video are related, as one of them tells it: a kinship word said of the other
("my little sister Marisol", "my wife is driving the minibus"), read with the name boxes that say who
speaks and who is meant. A question asks it as "how are X and Y related", "what's the link between
the woman who runs the café and the ranger", "how is Ruth connected to Lemuel"."""

from __future__ import annotations

import re
from dataclasses import dataclass

from vidrag.reasoning.timeline import Timeline, content_stems
from vidrag.retrieval.base import Moment

_ASKS_RELATION = re.compile(
    r"\b(?:how|in what way) (?:are|is|were|was) [^?]*\b(?:related|connected|linked)\b"
    r"|\bhow (?:do|does|did) [^?]*\bknow each other\b"
    # "Stuart and Pauline - what's their history?", "Bev and Colin: any history between them?"
    r"|\b(?:what(?:['’]s| is| was) their|any) (?:shared )?(?:history|past)\b"
    r"|\b(?:link|connection|relationship|relation) (?:between|to|with)\b|\bwhat (?:relation|relationship) is\b"
    # "Any family tie between Nigel and the umpire?"
    r"|\b(?:family|blood) (?:tie|link|connection)s? (?:between|to|with)\b"
    r"|\bhow (?:are|were) they related\b|\bwhat relation\b"
    # "Frank and Owen are related how?"
    r"|\brelated(?: to each other| to one another)?,? how\W*$"
    # "mo and kasia - what are they to each other"
    r"|\bwhat (?:are|were|is|was) (?:they|[\w'’]+ and [\w'’]+) to (?:each other|one another)\b"
    # "Danny and Kenny - family?", "sandra and gordon, any relation?", "are they related?"
    # "bev + alwyn, relationship?", "Morwenna and the crane driver - family?"
    # "Maggie and Norman - what's the connection?"
    r"|\b[\w'’]+ (?:and|\+|&) (?:the )?(?:[\w'’]+ ){0,2}[\w'’]+\s*[-–—,:]+\s*"
    r"(?:any |are they |is there (?:a |any )?|what(?:['’]s| is| was) (?:the |their )?)?"
    r"(?:relation(?:ship)?|related|family|kin|link|connection)\b"
    # "Is Barry related to Pauline?"
    r"|\b(?:are|were) (?:they|[\w'’]+ and [\w'’]+) (?:related|family)\b|\b(?:is|was) [\w'’]+ related to\b",
    re.IGNORECASE,
)
_KIN = (
    r"(?:(?:little|big|older|younger|baby|twin|kid|step|half|ex|former)[ -])?"
    r"(?:(?:mother|father|sister|brother|son|daughter)[ -]in[ -]law|sister|brother|wife|husband|mum|mom|mother|dad|father"
    r"|son|daughter|aunt|auntie|uncle|cousin|niece|nephew|gran|granny|grandma|grandmother|grandad|grandpa"
    r"|grandfather|grandson|granddaughter|fianc[ée]e?|twin"  # the recogniser writes "fiancee"
    r"|god(?:mother|father|parent|son|daughter|child))"  # "Nell's my godmother"
)
# "my little sister Marisol", "our son", "my wife is driving the minibus", "my sister's boy": the speaker's
# kin, named or not; "my daughter married Dean": the one the kin married
_MY_KIN = re.compile(
    r"\b(?i:my|our) (?:(?P<parent>(?i:sister|brother|son|daughter))['’]s (?P<child>(?i:boy|son|lad|girl|daughter|lass))"
    rf"|(?P<kin>(?i:{_KIN})))\b(?:(?:,| (?P<married>(?i:married|marries|wed|weds|(?:is|was) married to)))? (?P<name>[A-Z][a-z]+)\b)?"
)
# Told just before "my <kin>": that someone is the kin ("Jory's my grandson", "this is our son").
_IS_KIN = re.compile(r"(?:\b(?:is|was)|['’]s) $", re.IGNORECASE)
# "Paulie and I were married for eleven years": the speaker and the one named, married once (or still: "are").
_MARRIED_PAIR = re.compile(
    r"\b(?P<name>[A-Z][a-z]+) and (?:I|me) (?P<tense>were|used to be|are|have been|got) married\b"
)
# Told before "my <kin>": what the one spoken of is to the speaker through marriage ("he married my mum": her
# husband, the speaker's stepdad; "she married my brother": his wife), or a comparison that tells no kinship of
# anyone ("the machines are older than my mum", "as old as my gran", "the same as my dad"); an "as" alone compares
# nothing ("Lorna's my half sister" misheard "Long as my half sister").
_BEFORE_KIN = re.compile(
    r"\b(?P<doer>he|she|[A-Z][a-z]+) (?:married|marries|wed|weds) $|(?P<than>\bthan|\bas [\w'’-]+ as|\bsame as) $",
    re.IGNORECASE,
)
# The kinship of the one who married the speaker's kin, by the kin married and who married them.
_MARRIED_INTO = {
    "parent": {"he": "stepdad", "she": "stepmum", None: "step-parent"},
    "sibling": {"he": "brother-in-law", "she": "sister-in-law", None: "sibling-in-law"},
    "child": {"he": "son-in-law", "she": "daughter-in-law", None: "child-in-law"},
}
_KIN_MARRIED = {
    **dict.fromkeys(("mum", "mom", "mother", "dad", "father"), "parent"),
    **dict.fromkeys(("sister", "brother"), "sibling"),
    **dict.fromkeys(("son", "daughter"), "child"),
}
# A child of the speaker's sibling or child, told as whose child it is ("my sister's boy"): its kinship word.
_CHILD_OF = {
    ("sibling", "boy"): "nephew", ("sibling", "girl"): "niece", ("child", "boy"): "grandson", ("child", "girl"): "granddaughter"
}  # fmt: skip
_PARENT = {"sister": "sibling", "brother": "sibling", "son": "child", "daughter": "child"}
_BOY_OR_GIRL = {"boy": "boy", "son": "boy", "lad": "boy", "girl": "girl", "daughter": "girl", "lass": "girl"}
# "Are Bogdan and Janet related?", "bogdan & janet: family?", "Any family tie between ...": asked yes or no,
# answered "Yes: ..."
# ("bev + alwyn, relationship?" asks which relation)
_YES_OR_NO = re.compile(
    r"^\W*(?:are|is|were|was|any)\b|\b(?:related|family|kin|any relation)\W*$"
    # "Bryony and Dougie: is there a family connection?", "Peggy and Jory: any family connection?"
    r"|\b(?:is there (?:a|any)|any) (?:family )?(?:connection|link|tie|relation)\b",
    re.IGNORECASE,
)
_OPEN_ASKING = re.compile(r"\b(?:how|what|which|who)\b", re.IGNORECASE)


def asks_relation(question: str) -> bool:
    """Whether ``question`` asks how two people are related (:data:`_ASKS_RELATION`)."""
    return _ASKS_RELATION.search(question) is not None


@dataclass(frozen=True)
class Kinship:
    """One person told as another's kin: the answer ("Marisol is Tamsin's little sister") and where it is said."""

    answer: str
    said: Moment


def kinship_told(question: str, timeline: Timeline) -> Kinship | None:
    """The kinship a sentence tells between the two people ``question`` asks about: a speaker's
    "my <kin>" whose speaker's name box, sentence and kin's name box hold the most of the question's
    words (the people named or described by their roles: "the woman who runs the café" is "Tamsin
    Oyelaran, Bridge Café"), at least one on each side. The kin is named by the sentence ("my little
    sister Marisol", as a name box spells it) or by the other name box that holds the most of the
    question's words left. None when no sentence tells a kinship of them."""
    asked = content_stems(question)
    best: tuple[tuple[int, int, int], Kinship] | None = None
    for i, unit in enumerate(timeline.units):
        told = (_MY_KIN.search(unit.record.text) or _MARRIED_PAIR.search(unit.record.text)) if unit.speech else None
        married_pair = told is not None and told.re is _MARRIED_PAIR
        before = _BEFORE_KIN.search(unit.record.text[: told.start()]) if told is not None and not married_pair else None
        if told is None or (before is not None and before["than"]):
            continue
        moment = timeline.moment(i, 1.0)
        box = timeline.speaker(moment)
        if box is None:
            continue
        speaker = timeline.name_in_box(box)
        speaker_side = asked & content_stems(box)
        # another first name is another person, a surname shared or not ("Len Moyle" of "Kath Moyle": "my daughter")
        others = [b for b in timeline.name_boxes if timeline.name_in_box(b)[:1] != speaker[:1]]
        name = told["name"]
        kin_boxes = [b for b in others if name in timeline.name_in_box(b)] if name is not None else []
        named = bool(kin_boxes)
        if kin_boxes:
            kin_side = asked & (content_stems(" ".join(kin_boxes)) | {name.lower()})
        else:  # not named, or the name misheard ("my little sister Mary's" of Marisol): the box the question describes
            left = asked - speaker_side
            shares = [(len(left & content_stems(b)), b) for b in others]
            most = max((n for n, _ in shares), default=0)
            kin_boxes = [b for n, b in shares if n == most and most > 0]
            if not kin_boxes or not timeline.one_person(kin_boxes):  # "Alwyn Pickles, 71" and "..., caver" are one
                continue
            name = timeline.name_in_box(kin_boxes[0])[0]
            kin_side = left & content_stems(kin_boxes[0])
        if not speaker_side or not kin_side:
            continue
        held = len(speaker_side | kin_side | (asked & content_stems(unit.record.text)))
        # "my daughter married Dean": Dean married the speaker's kin, whatever the word for that is
        if married_pair:  # "Paulie and I were married": once married, or married still
            was = told["tense"] in ("were", "used to be")
            found = Kinship(f"{_yes(question)}{name} and {speaker[0]} {'used to be' if was else 'are'} married", moment)
        else:
            relation = f"married {speaker[0]}'s" if told["married"] else f"is {speaker[0]}'s"
            kin = _kin_word(told)
            if before is not None:  # "he married my mum": the one spoken of is the speaker's stepdad
                if (married := _KIN_MARRIED.get(kin.split()[-1])) is None:
                    continue
                doer = before["doer"].lower()
                kin = _MARRIED_INTO[married][doer if doer in ("he", "she") else None]
            found = Kinship(f"{_yes(question)}{name} {relation} {kin}", moment)
        # a kin the sentence names ("my big sister Sandra") before one only the question's words point to ("my
        # grandfather")
        rank = (held, int(named), _identified(told, unit.record.text))
        if best is None or rank > best[0]:
            best = (rank, found)
    return best[1] if best is not None else None


def _identified(told: re.Match[str], sentence: str) -> int:
    """How surely a sentence says who its kin is: 2 where it says someone is the kin ("Jory's my grandson", misheard
    "All is my grandson") or names the kin ("my cousin Ali", the name misheard or not); 1 where it tells the kin after
    naming someone ("Derek Ambler's my father-in-law", heard "Sean Rambler merits my father in law"); 0 for a kin the
    sentence opens with, told of doing something ("My father built it"), or whose thing it speaks of ("on my dad's
    shoulders")."""
    before, after = sentence[: told.start()], sentence[told.end() :]
    if _IS_KIN.search(before) or told.groupdict().get("name"):
        return 2
    return int(bool(before.strip(" ,.")) and not after.startswith(("'s", "’s")))


def _kin_word(told: re.Match[str]) -> str:
    """The kinship word of a "my <kin>" match: the kin itself, or the child of a sibling or a child named
    ("my sister's boy" is a nephew)."""
    if told["kin"] is not None:
        kin = re.sub(r"[ -]in[ -]law", "-in-law", " ".join(told["kin"].lower().split()))  # "son in law" heard
        return re.sub(r"^(step|half) ", lambda m: "step" if m[1] == "step" else "half-", kin)  # "step brother" heard
    parent, child = _PARENT[told["parent"].lower()], _BOY_OR_GIRL[told["child"].lower()]
    return _CHILD_OF[(parent, child)]


def _yes(question: str) -> str:
    """ "Yes: " before the kinship told when the question asks whether the two are related at all."""
    return "Yes: " if _YES_OR_NO.search(question.strip()) and not _OPEN_ASKING.search(question) else ""
