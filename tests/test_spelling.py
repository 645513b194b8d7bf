"""A typed question's misspelt words are put right before it is read, and never a word the videos hold."""

import pytest

from vidrag.reasoning import spelling

# Words a video of a lion dance and an orienteering event says or shows that no English dictionary holds.
VIDEO_WORDS = {"wah", "kee", "callum", "liondance", "osian's"}


def held(words):
    return {w for w in words if w in VIDEO_WORDS}


@pytest.mark.parametrize(
    ("question", "repaired", "fixed"),
    [
        # two letters swapped: "relation", not the commoner "reaction" one letter struck away
        ("sandra and gordon, any realtion?", "sandra and gordon, any relation?", {"realtion": "relation"}),
        (
            "who checked the crag contol and said it was fine",
            "who checked the crag control and said it was fine",
            {"contol": "control"},
        ),
        ("whats the weigth of the head", "whats the weight of the head", {"weigth": "weight"}),
        # a contraction typed without its apostrophe, not "want" one letter away
        ("why wasnt the lion first", "why wasn't the lion first", {"wasnt": "wasn't"}),
    ],
)
def test_a_misspelt_word_is_repaired_by_the_likeliest_slip(question: str, repaired: str, fixed: dict[str, str]):
    assert spelling.repaired(question, held) == (repaired, fixed)


@pytest.mark.parametrize(
    "question",
    [
        "wah kee comes last - whys that",  # names the videos hold
        'what did callum say in "teh thing"',  # a quoted phrase is kept as typed
        "Did Osiann find the kite?",  # a name typed with its capital
        "liondance clip - summary",
        "how many kids cried",  # too short to tell a slip from a word
        "what did osian do",  # a name the videos hold only as a possessive ("Osian's dad")
        "car boot vlog - what is it actually about",  # a word people use of videos, not "blog"
        "did the wifi drop out",  # one letter struck for another may make another word ("wife")
        "who vlogged the whole day",  # nor is a first letter dropped ("logged")
    ],
)
def test_a_word_the_videos_hold_a_quote_or_a_name_is_kept(question: str):
    assert spelling.repaired(question, held) == (question, {})
