"""Question analysis by rules, word matching, speech read in sentences, option order independence and
injected-instruction detection (no models)."""

import pytest

from vidrag.answer.choices import (
    _compounds_apart,
    is_self_repair,
    option_number,
    said_number,
    _clause_focus,
    _held_in_order,
    owns_to_slip,
    what_holds,
    OptionJudge,
    OptionScore,
    _content_values,
    asks_who,
    best_option,
    canonical_order,
    held_in,
    ruled_out,
    rules_out,
    says_not_in_video,
    values_said,
)
from vidrag.answer.engine import _ONES_ACT
from vidrag.answer.support import focus_of
from vidrag.answer.values import (
    ValueKind,
    answering_kinds,
    answers_as,
    asked_value,
    attribute_words,
    counted_noun,
    counts_stated,
    stated_values,
    told_value_kind,
    without_weekday,
)
from vidrag.config import SPACY_MODEL
from vidrag.extractors.sentences import TimedWord, spoken_sentences
from vidrag.graph.rules import load_spacy
from vidrag.reasoning.questions import (
    _worded_as,
    analyse_by_rules,
    asking_sentence,
    counted_event,
    names_the_video,
    option_events,
)
from vidrag.answer.listed import asked_place, asks_as_done, asks_order_done, asks_rank, names_a_plan, place_done

from vidrag.reasoning.timeline import (
    REPEAT_MARKER,
    _heard_whole,
    Unit,
    event_core,
    event_terms,
    list_items,
    priced_at,
    same_word,
    sentences,
    times_said,
)
from vidrag.retrieval.temporal import (
    asks_both_sides,
    asks_correction,
    asks_value_then_why,
    asks_original_value,
    asks_real_figure,
    asks_settled_value,
    figures_set_up,
    source_named,
    what_is_asked,
)
from vidrag.retrieval.temporal import ASKS_WHO, TimeCue, asks_cause, time_cues, time_mentions
from vidrag.store.base import ClipRecord, TextRecord, VideoRecord
from vidrag.text import stem, value_words, words


@pytest.mark.parametrize(
    ("question", "kind", "target"),
    [
        ("At what time is the purple lighthouse mentioned?", "locate", "purple lighthouse"),
        ("When does the speaker say that the bridge opened?", "locate", "that the bridge opened"),
        ("When was Marie Curie born?", "fact", ""),  # about the content, not where in the video
        ("What is said right after the purple lighthouse?", "relative", "purple lighthouse"),
        ("What happens just before the demo?", "relative", "demo"),
        ("What followed the decision to postpone the audit?", "relative", "decision to postpone the audit"),
        ("Once the roof was fixed, what came next?", "relative", "roof fixed"),
        ("Once Priya opened her hand, where did the kingfisher go?", "relative", "Priya opened her hand"),
        ("When the alarm went off, what did she do?", "relative", "alarm went off"),
        ("Final tally of birds handled at the session?", "count", "Final tally of birds handled at the session"),
        ("What preceded the coffee break?", "relative", "coffee break"),
        ("Who ran the works after the flood?", "fact", ""),  # a time the fact holds in, no next event
        ("How many times is Albert Einstein mentioned?", "count", "Albert Einstein"),
        ("How often does the word banana appear?", "count", "banana"),
        ("In how many scenes is Albert Einstein mentioned?", "count", "Albert Einstein"),
        ("In what order are Bern and Cambridge mentioned?", "order", "Bern and Cambridge"),
        ("Which city is mentioned at the beginning of the video?", "position", "city"),
        ("What word is said at forty seconds?", "position", "word 40 seconds"),
        ("What is the last thing shown?", "position", "thing"),
        ("Where was Marie Curie born?", "fact", "Where Marie Curie born"),
        ("What is the video about?", "summary", ""),
        ("Tell me everything", "open", "Tell me everything"),
    ],
)
def test_question_kinds_by_rules(question: str, kind: str, target: str):
    analysis = analyse_by_rules(question)
    assert analysis.kind == kind
    if kind in ("locate", "relative", "count", "order"):  # the phrase the timeline operator looks for
        assert analysis.target.lower() == target.lower()


def test_order_questions_name_their_events():
    assert analyse_by_rules("In what order are Bern and Cambridge mentioned?").events == ("Bern", "Cambridge")
    assert option_events("Bern, then Cambridge") == ("Bern", "Cambridge")


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("marek's actual setup order?", "order"),  # order as a noun asks an order
        ("What was the order of the talks?", "order"),
        ("What did she order?", "fact"),  # order as a verb does not
        ("What is the order number?", "fact"),
        ("kitchen jobs - real cooking order", "order"),
        ("Name the rooms in the order they were painted.", "order"),
        # a request after a sentence setting it up asks as a question would
        ("The rota lists them one way and the work went another. List the rooms as they were done.", "order"),
        ("They didn't stick to the printed route. Can you list the five stops as they really happened?", "order"),
        ("The card runs community centre, Golden Lotus, Wah Kee. What was the order on the day?", "order"),
    ],
)
def test_order_as_a_noun_asks_an_order(question: str, kind: str):
    assert analyse_by_rules(question).kind == kind


def test_a_setting_up_sentence_places_nothing_unless_the_question_points_back_at_it():
    """ "number 1 on the board" sets the question up; "that slot" asks for the place it names."""
    assert asking_sentence("The hall is number 1 on the rota. In what sequence were the rooms cleaned?") == (
        "In what sequence were the rooms cleaned?"
    )
    assert (
        place_done("The hall is number 1 on the rota. In what sequence were the rooms really cleaned?", SPACY_MODEL)
        is None
    )
    pointing_back = "The talk was down as item two on the agenda. What got done in that slot instead?"
    assert place_done(pointing_back, SPACY_MODEL) == (2, None)


def test_position_questions_say_where():
    assert analyse_by_rules("What is said at the end of the video?").position == "end"
    # the watched thing itself ends or starts, or someone starts it
    assert analyse_by_rules("How does the episode end?").position == "end"
    assert analyse_by_rules("How does the lecture wrap up?").position == "end"
    assert analyse_by_rules("How does Devika open the video?").position == "begin"
    assert analyse_by_rules("What had already happened to him when the video starts?").position == "begin"
    assert analyse_by_rules("What word is said at 1:05?").seconds == (65.0,)
    assert analyse_by_rules("Which place is mentioned first?").position == "first"


def test_the_best_option_does_not_depend_on_the_order_given():
    options = ["Paris", "Warsaw", "Berlin", "Vienna"]
    for shift in range(4):
        given = options[shift:] + options[:shift]
        scores = [OptionScore(o, 0.5 if o in ("Warsaw", "Paris") else 0.1) for o in given]
        assert given[best_option(scores, 0.5)] == "Paris"  # a tie goes to the text, not the position
        assert [given[i] for i in canonical_order(given)] == sorted(options)


def test_a_quoted_sentence_is_an_anchor_not_a_cue():
    blank = 'Which word is missing from what is said: "Please ___ your message after the tone."?'
    assert analyse_by_rules(blank).kind == "fact"  # the "after" is the video's word, not the question's
    relative = analyse_by_rules('What is said right after "Thank you. Please hold, while I connect you!"?')
    assert (relative.kind, relative.direction) == ("relative", "after")
    assert relative.target == "Thank you. Please hold, while I connect you!"  # verbatim, sentence ends kept


def test_a_stretch_of_the_video_is_a_span():
    stretch = analyse_by_rules("What is the part of the video from 02:45 to 03:44 mainly about?")
    assert (stretch.kind, stretch.position, stretch.seconds) == ("position", "span", (165.0, 224.0))
    around = analyse_by_rules("Which topic does the video cover around 03:14?")
    assert (around.position, around.seconds) == ("span", (194.0,))
    assert analyse_by_rules("What word is said at 1:05?").position == "at"


@pytest.mark.parametrize(
    ("wanted", "heard", "same"),
    [
        ("einstein", "einstien", True),  # a slip of the ear
        ("slide", "slides", True),  # a plural
        ("thank", "than", False),  # a word inside another is another word
        ("connected", "connect", False),
        ("unavailable", "available", False),
        ("connected", "disconnect", False),
        ("send", "and", False),  # a slip of the ear keeps four letters at least
    ],
)
def test_same_word(wanted: str, heard: str, same: bool):
    assert same_word(wanted, heard) is same


def test_a_unit_that_says_a_phrase_twice_counts_twice():
    said = words("Please enter your agent number followed by the pound key. Log in incorrect. Followed by pound.")
    assert len(times_said(["followed"], said)) == 2
    assert times_said(["pound", "key"], said) == [said.index("key")]  # the rarer word decides
    assert times_said(["lighthouse"], said) == []


def _speech(start: float, end: float, text: str, unit_id: int = 1) -> Unit:
    video = VideoRecord("0" * 64, "talk.mp4", "talk.mp4", 60.0, 0, 0, True, 2, id=1, status="ready", added_at=0.0)
    clip = ClipRecord(1, 1, 0, 0.0, 30.0)
    return Unit(video, clip, TextRecord(unit_id, 1, "asr", start, end, text))


def test_speech_is_read_in_sentences_across_segments():
    units = [
        _speech(0.0, 2.0, "Thank you, please hold while I attempt", 1),
        _speech(2.0, 4.0, "to connect you with your party.", 2),
        _speech(4.5, 8.5, "Agent logged off. Agent logged in.", 3),
        _speech(9.0, 10.0, "Part 5. Ocean Current", 4),  # a heading: the next segment starts a sentence
        _speech(10.0, 12.0, "Marie Curie was born in Warsaw.", 5),
    ]
    found = [(u.record.text, u.record.start, u.record.end, u.record.id) for u in sentences(units)]
    assert [text for text, *_ in found] == [
        "Thank you, please hold while I attempt to connect you with your party.",
        "Agent logged off.",
        "Agent logged in.",
        "Part 5.",
        "Ocean Current",
        "Marie Curie was born in Warsaw.",
    ]
    assert found[0][1:3] == (0.0, 4.0)  # the joined sentence spans both segments
    assert found[1][1] == 4.5 and 6.0 < found[1][2] <= found[2][1] < 7.0 and found[2][2] == 8.5  # timed by their share
    assert found[0][3] in (1, 2) and found[1][3] == found[2][3] == 3  # each keeps a segment's id (its vector)


def test_a_subordinate_clause_after_a_stop_written_at_a_pause_goes_on_its_sentence():
    units = [
        _speech(0.0, 3.0, "The eastern road was closed in 1679.", 1),
        _speech(3.5, 8.0, "after the bridge washed away in a spring flood.", 2),
        _speech(8.5, 10.0, "All together about 13 pounds.", 3),
        _speech(10.5, 12.0, "so just over 3 pounds a portion.", 4),  # "so" opens a clause that stands alone
    ]
    assert [u.record.text for u in sentences(units)] == [
        "The eastern road was closed in 1679. after the bridge washed away in a spring flood.",
        "All together about 13 pounds.",
        "so just over 3 pounds a portion.",
    ]


def test_a_segment_left_open_on_a_function_word_goes_on_into_a_name():
    units = [
        _speech(0.0, 1.5, "This film was narrated by", 1),
        _speech(1.5, 4.0, "Ione Castellan and filmed by Bram Osei.", 2),  # a name: upper case, same sentence
        _speech(4.5, 6.0, "We reached the summit", 3),
        _speech(6.2, 8.0, "The descent took two hours.", 4),  # a sentence of its own
    ]
    assert [u.record.text for u in sentences(units)] == [
        "This film was narrated by Ione Castellan and filmed by Bram Osei.",
        "We reached the summit",
        "The descent took two hours.",
    ]


def test_a_number_cut_off_at_a_clip_border_goes_on_the_sentence_before_it():
    units = [
        _speech(118.5, 120.0, "The gates open at half past", 1),
        _speech(120.0, 120.4, "8.", 2),  # the next clip: a number has no case to start a sentence with
        _speech(121.0, 123.0, "Please bring gloves.", 3),
        _speech(123.5, 125.0, "2 rakes are broken.", 4),  # after a sentence end: a sentence of its own
    ]
    assert [u.record.text for u in sentences(units)] == [
        "The gates open at half past 8.",
        "Please bring gloves.",
        "2 rakes are broken.",
    ]


def test_speech_without_sentence_ends_is_cut_where_its_segments_end():
    units = [_speech(10.0 * k, 10.0 * k + 9.9, f"and then the part number {k} goes on", k + 1) for k in range(3)]
    assert [u.record.start for u in sentences(units)] == [0.0, 10.0, 20.0]  # not one 30 s "sentence"


def test_asr_words_are_indexed_as_sentences_timed_by_their_words():
    said = [
        [TimedWord(0.0, 1.0, " Scientists"), TimedWord(1.0, 2.0, " have"), TimedWord(2.0, 3.0, " shown")],
        [
            TimedWord(3.2, 4.0, " the"),
            TimedWord(4.0, 5.0, " cable."),
            TimedWord(5.5, 6.0, " Part"),
            TimedWord(6.0, 6.5, " 11."),
        ],
        [TimedWord(6.7, 7.5, " Planets")],  # a heading: the next segment starts a sentence
        [TimedWord(7.6, 8.0, " The"), TimedWord(8.0, 9.0, " orbit.")],
        [TimedWord(20.0 + k, 20.9 + k, f" and{k}") for k in range(10)],  # no sentence end: cut where segments end
        [TimedWord(30.0 + k, 30.9 + k, f" then{k}") for k in range(10)],
    ]
    found = spoken_sentences(said)
    assert found[:4] == [
        (0.0, 5.0, "Scientists have shown the cable."),
        (5.5, 6.5, "Part 11."),
        (6.7, 7.5, "Planets"),
        (7.6, 9.0, "The orbit."),
    ]
    assert [start for start, *_ in found[4:]] == [20.0, 30.0]


def test_a_segment_that_echoes_the_end_of_the_one_before_without_a_breath_is_dropped():
    sentence = [TimedWord(13.7, 14.5, " When"), TimedWord(14.5, 16.4, " I will say"), TimedWord(16.4, 17.0, " banana.")]
    echoed = spoken_sentences([sentence, [TimedWord(17.0, 17.22, " banana")]])
    assert echoed == [(13.7, 17.0, "When I will say banana.")]
    said_again = spoken_sentences([sentence, [TimedWord(17.6, 18.0, " Banana!")]])  # a breath, then said again
    assert [text for *_, text in said_again] == ["When I will say banana.", "Banana!"]


def _said(text: str, start: float, pauses: dict[int, float]) -> list[TimedWord]:
    """Words 0.3 s long, back to back except for ``pauses`` (seconds after the word at that position)."""
    out, t = [], start
    for k, word in enumerate(text.split()):
        out.append(TimedWord(round(t, 2), round(t + 0.3, 2), f" {word}"))
        t += 0.3 + pauses.get(k, 0.0)
    return out


def test_a_pause_as_long_as_the_speakers_sentence_ends_ends_a_sentence_whisper_wrote_a_comma_at():
    # espeak-ng in the rendered lecture: 0.34 s after a full stop, 0.40-0.54 s where Whisper wrote a comma
    said = [_said("A vent cools the crater. In this part we see the engineer, scientists have shown it.", 0.0,
                  {4: 0.34, 11: 0.44})]  # fmt: skip
    found = spoken_sentences(said)
    assert [text for *_, text in found] == [
        "A vent cools the crater.",
        "In this part we see the engineer.",  # the sentence end the pause heard, for text-only re-cutting
        "scientists have shown it.",
    ]
    assert found[1][1] == said[0][11].end and found[2][0] == said[0][12].start
    # Read back from the store, the units stay apart (reasoning.timeline re-cuts text only)
    units = [_speech(start, end, text, k) for k, (start, end, text) in enumerate(found)]
    assert [u.record.text for u in sentences(units)] == [text for *_, text in found]


def test_pauses_at_commas_shorter_than_the_speakers_sentence_ends_stay_inside_the_sentence():
    # the manifesto's reader, Whisper-timed: 0.44-0.72 s at commas, at least 0.80 s after a full stop there
    said = [_said("Where is the party in power? Where is the opposition, as well as its adversaries? Two things.", 0.0,
                  {5: 0.8, 9: 0.72, 14: 1.8})]  # fmt: skip
    assert [text for *_, text in spoken_sentences(said)] == [
        "Where is the party in power?",
        "Where is the opposition, as well as its adversaries?",
        "Two things.",
    ]


def test_a_full_stop_whisper_timed_without_a_gap_is_no_measure_of_the_speakers_pause():
    # Whisper stretches a word over the silence after it: 0.00 s after "day." measures nothing
    said = [_said("It rains every day. Remember, at every call, the tender pulls.", 0.0, {3: 0.0, 4: 0.16, 7: 0.16})]
    assert [text for *_, text in spoken_sentences(said)] == [
        "It rains every day.",
        "Remember, at every call, the tender pulls.",
    ]


@pytest.mark.parametrize(
    "question",
    [
        "For how long does the ferry run?",
        "By when must laptops be encrypted?",
        "How much does a year of the Pro plan cost?",
        "How many minutes does the sauce simmer?",
        "What's the deadline for the survey?",
    ],
)
def test_a_question_asking_for_an_amount_is_a_fact_never_a_count_or_a_moment(question: str):
    analysis = analyse_by_rules(question)
    assert analysis.kind == "fact" and analysis.seconds == ()


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("Who runs the interviews and when does the first round end?", "fact"),  # "first round" is a name
        ("What was the last year's budget?", "fact"),
        ("What does she do first?", "position"),
        ("What is the first thing she says?", "position"),
        ("Which city is mentioned last?", "position"),
        ("Which warbler did he think it was at first, and which one was it actually?", "fact"),  # first thought
        ("What price did she quote at first?", "fact"),
        ("Ravi read 3.10 m off the chart at first - what was the right height for his rocket?", "fact"),
        ("What did she read first?", "position"),
        ("What does she do at first?", "position"),
        ("Idris names the bird and then changes his mind. What did he say first, and what was it really?", "fact"),
        ("What does she say first?", "position"),
        # a noun that a clause of who does it follows is placed: the first of the rooms they walk into
        ("First room they walk into on the viewing?", "position"),
        ("Which was the last stall Marta visited?", "position"),
        ("The last stall Marta visits - what does it sell?", "fact"),
        ("What was wrong with the first tin he opened?", "fact"),  # asks about the tin, not which one
        ("what room does the tour actually begin in?", "position"),  # "begin in" asks which comes first
        ("What time does the class start at?", "position"),  # the video's start, as before
        # where a day or a job starts is the place or step that comes first
        ("Where did they start detecting?", "position"),
        ("where does the walk finish", "position"),
        ("Where did he end up living?", "fact"),
        ("In practice, what was the opening step of the job?", "position"),
        ("What is the closing item on the agenda?", "position"),
        ("What are the opening times?", "fact"),
        ("which part of the agenda did they leave until the very end", "position"),
        ("which summit did they finish on", "position"),
        ("What time does the class end at?", "position"),  # the video's end, as its start is
        ("Who was the second handler to run in the final?", "fact"),  # the final of a contest
        ("What was said in the final minutes?", "position"),
        ("When is the opening of the shop?", "fact"),
        # "first <noun>" placed by what is done to it, or a plain "started on"
        ("first stop of the winter round", "position"),
        ("first segment of the show as recorded", "position"),
        ("first big thing off the cereal-box list", "position"),  # graded, still a position noun
        ("Who was the first comedian to perform?", "position"),  # placed by what it does
        ("the first big storm of the year", "open"),
        ("what was the opening section of the tour", "position"),
        ("first pie up for judging", "position"),
        ("What was the first dish to be tasted?", "position"),
        ("the first round ends at nine - who runs it?", "fact"),
        ("The board had the puncture at number one, but that isn't what he started on. What was?", "position"),
        ("When does she start on Monday?", "fact"),
        # the asking sentence's wh-word reads the whole question, but "wrong at first" is a first claim
        ("She got the museum's opening wrong at first. What's the right month and year?", "fact"),
    ],
)
def test_first_and_last_place_something_in_the_video_only_as_adverbs_or_before_position_nouns(question, kind):
    assert analyse_by_rules(question).kind == kind


@pytest.mark.parametrize(
    "question",
    [
        "Why did they put the weather station up first when it was last on the plan?",
        "The ceiling was last on her list, so why did she paint it before tiling?",
        "What made noise the first thing he tested?",
        "What was the reason the radar survey got moved ahead of the GPS?",
        "How come the plumber turned up at the start of the week?",
        "whats the reason the chain went first",
        "reason wilf jumped the queue",
        "He deliberately put cleaning the chain ahead of the rest of the list. What was his thinking?",
        "Minna's advice was to do the customer first. On what grounds?",
    ],
)
def test_a_question_asking_for_a_cause_is_a_fact_never_a_position_or_a_moment(question: str):
    """Its "first", "last" or "before" is part of what the cause is asked for, not a place in the video."""
    analysis = analyse_by_rules(question)
    assert analysis.kind == "fact" and analysis.cues == ["asks for a cause"], analysis


def test_what_a_video_is_for_is_still_a_summary():
    assert analyse_by_rules("What is this meeting for?").kind == "summary"


def test_amounts_in_a_question_are_moments_only_where_the_wording_places_them():
    assert analyse_by_rules("Which step takes 15 minutes?").seconds == ()
    assert analyse_by_rules("What happens 3 minutes in?").seconds == (180.0,)
    assert analyse_by_rules("What does he say when the timer reaches forty seconds?").seconds == (40.0,)


@pytest.mark.parametrize(
    "question", ["For how long is the shop open?", "In which city does she stay?", "She names a price; what is it?"]
)
def test_questions_led_by_a_preposition_or_a_clause_are_wh_questions(question: str):
    assert analyse_by_rules(question).kind == "fact"


@pytest.mark.parametrize(
    "question",
    [
        "What is this vlog mostly about?",
        "What's the episode about?",
        "What is the main subject of the talk?",
        "What's this meeting for?",
        "What am I watching here?",
        "what are the two of them up to in this episode",
        "the walking tour video - so what is it about?",
        "What sort of programme am I watching here?",
        "harbour radio - what kind of show",
        "What event is this?",
        "lantern hour scatterby video subject",
        "My brother watched this overnight. In a line, what were the people in it doing?",
        "What's he repairing in this episode?",
        "What text is being read in this recording?",
        "If you had to sum up what this lecture covers in one line, what would you say?",
        "Big picture, what's the subject of today's class?",
        "What is this tutorial mainly teaching?",
        "What's the trip they're filming this time?",
        "whats being unboxed here",
        "so what are they actually making in this one",
        "What sort of meeting is being recorded here?",
        "Which recipe is this show about?",
        "what kind of training is this session",
        "What is the main dish prepared in this live stream?",
        "what's tonight's lesson about?",
        "Broadly, what is this programme about?",
        "documentary's about what, basically?",
        "Pick the description that fits this episode of Last of Their Trade.",
        "Which task does the video walk you through?",
        "main business on the table at the ashgrove park meeting",
        "Describe this segment of The Crumb Tent in a few words.",
        "what's happening in this part of the episode",
        "How would you describe what the group is up to in this footage?",
        "Broadly speaking, what is Mo filming here?",
        "riverside market vlog - topic",
        "Give me one sentence to sum up what Priya filmed.",
        "I only caught a minute of boats dangling off a crane. What is the whole thing covering?",
        "lambing shed video - what are they doing",
        "canal boat video: what are they doing to it?",
        "A crane, a flask of tea and a lot of mud: what job is being shown?",
        "Tell me the story of this harbour video.",
        "brass band contest vid - what happens in it",
        "flood found in the crypt - what happens in the film",
        "What's going on in this allotment shed video?",
        "Tinsel, a ladder and a very wet dog. So what is this one about?",
        "Flasks at dawn, a tractor and a lot of rain. What kind of day are we watching?",
        "A marquee, a tombola and a lost goat. What kind of day is this village having?",
        "If you had to tell a friend what Harriet is filming, what would you say?",
        "What's being built in this back-yard video?",
        "boats and a slipway - what's the occasion",
        "A ladder, a kettle and a lot of shouting: what is being decided here?",
        "Bunting, a tractor and a lost lamb: what happened on this Sunday?",
        "allotment video with the flooded sheds - what's it all about",
        "Chalk dust, a ladder and a dog that won't sit: what are they trying to sort out?",
        "Tell me what Priya is working on in this video.",
        "barn roof video - what's the project",
        "A tractor at dawn, a brass band and a lot of rain: what is the day about?",
        "red boat on the quay - what's going on",
        "What event does this film follow from morning to night?",
        "So what's gone wrong for this allotment society, and what are they meeting about?",
        "A ledger, a teapot and a flooded shed: what problem is the committee trying to fix?",
        "What job is Carys showing us how to do?",
        "flooded quay video - what's the big day",
    ],
)
def test_what_a_video_is_about_is_a_summary_whatever_the_video_is_called(question: str):
    assert analyse_by_rules(question).kind == "summary"


@pytest.mark.parametrize(
    "question",
    [
        "What price is listed in this video?",
        "What is said in this video about the battery?",
        "Who is speaking in this video?",
        "What kind of flour is it?",
        "What about the video's second half?",
        "Which is the main road in the video?",
        "What was the main problem with the boiler?",
        "What did she say about what to bring?",
        "what was the dog up to in the garden?",
        "What does the screen show?",
        "The rope snagged halfway. What happens next?",
        "What happens in the second half of this clip?",
        "What are they doing to the boat at the end?",
        "What's the story behind the crack in the wall?",
        "What happens in the video after the bell rings?",
        "Fiona mentions a letter. What is it about?",
        "What happened on this day in 1944?",
        "What were they meeting about the bins for?",  # the purpose of one thing they met over
        "What is Carys showing us how to do with the drill?",
    ],
)
def test_a_fact_asked_about_the_video_is_no_summary(question: str):
    assert analyse_by_rules(question).kind != "summary"


def test_a_kind_the_wording_contradicts_is_refused():
    assert not _worded_as("count", "For how long does the ferry run?")
    assert not _worded_as("count", "Who chairs the meeting?")
    assert _worded_as("count", "How often does the dog bark?")
    assert not _worded_as(
        "count", "Owen gets the bus times wrong at first. What does he correct them to?"
    )  # clock times
    assert _worded_as("fact", "Who chairs the meeting?")
    assert not _worded_as("summary", "festival budget?")  # a bare phrase asks for a fact about it
    assert not _worded_as("summary", "rain cover price?")  # an amount asked, and "cover" is no verb here
    assert _worded_as("summary", "what does the talk cover?")
    # what another thing is about is a fact; what the video is about is a summary
    assert not _worded_as("summary", "whats the topic of the next all hands")
    assert not _worded_as("summary", "what did she say about the battery?")
    assert _worded_as("summary", "What is this video about?")
    # a figure named "count" is stated, not counted
    assert not _worded_as("count", "final signature count on the keep-the-14 petition")
    assert _worded_as("count", "Count of the times Declan drops something?")
    assert not _worded_as("count", "page count of the hardback?")  # a figure named a count
    assert _worded_as("count", "what's the count of cups she drinks")
    assert _worded_as("count", "count the bells")
    assert _worded_as("summary", "what topics does the lecture cover")
    assert analyse_by_rules("whats the topic of the next all hands").kind == "fact"  # typed without its apostrophe
    assert analyse_by_rules("So what's this lecture actually about?").kind == "summary"
    assert analyse_by_rules("whats this video about").kind == "summary"
    assert _worded_as("summary", "Tell me what this covers")


@pytest.mark.parametrize(
    ("option", "said"),
    [
        ("an hour and a half", "the ride takes 90 minutes"),
        ("1.5 hours", "it took ninety minutes"),
        ("17 EUR", "a return ticket is seventeen euros"),
        ("Ctrl+Shift+7", "press Ctrl+Shift+7"),
        ("$12.50", "a ticket is twelve dollars fifty"),
        ("3 March", "the vote is on March 3rd"),
        ("1,200", "about one thousand two hundred people came"),
        ("Paperfinch", "open paper finch and"),
        ("e-mail", "send it by email"),
        ("4:30 pm", "sorry, the last car goes at half past four"),
        ("18:05", "my train leaves at 6:05 pm"),
        ("5 pm", "we close at five o'clock"),
        ("8:45", "the first boat leaves at 8.45."),  # a time as speech recognition writes it
        ("9:30 am", "doors open at 9.30 am"),
        ("7:02 pm", "it is 7.02, so I call this meeting to order"),  # no "at" or "pm" beside it
        ("8:41 pm", "the meeting is adjourned at 8.41 in the evening"),
        ("9 am", "volunteers should show up at nine in the morning"),
        ("12:00", "we break for lunch at noon"),
        ("three quarters of an hour", "the potatoes have been in for forty five minutes"),
        ("45 minutes", "Roast time: 45 min"),  # a slide's abbreviation
        ("2 hours", "Ride: 2 hrs"),
        ("two hours", "Drying time: 2 h"),
        ("11%", "revenue was up eleven per cent"),
        ("two and a half", "Straighten: 2.5 degrees"),
        ("33 min 40 s", "Length after cuts: 33:40"),  # no hour of the day has 33: a length
        ("2 minutes and 30 seconds", "Track: 2 min 30 s"),
        ("May 1683", "the revolt broke out in May 1683"),
        ("Thursday 14 November", "Problem set 3 due: Thu 14 Nov, 5 pm"),  # a date written short on a slide
        ("14 November", "Deadline: Nov 14"),
        ("114", "The old one is 100 and 14 links"),  # speech recognition's "one hundred and fourteen"
        ("2600", "No, sorry. 2006 hundred."),  # and its "two thousand six hundred"
        ("£5", "You'll have paid about a fiver each for those."),  # a banknote named for its sum
        ("20 pounds", "It cost me 20 quid."),
    ],
)
def test_an_option_meets_the_moment_that_states_it_in_other_words(option: str, said: str):
    assert held_in(_content_values(option), value_words(said)) == 1.0


@pytest.mark.parametrize(
    ("option", "said"),
    [
        ("$12", "it costs twelve dollars fifty"),
        ("90 minutes", "it takes 30 minutes"),
        ("2025", "in 2026"),
        ("4:00 pm", "the last car goes at half past four"),
        ("5:00 pm", "the trail is 5 km long"),
        ("7:20 pm", "it is 7.02, so I call this meeting to order"),
        ("7.02 EUR", "the meeting starts at 7:02"),  # a time is no decimal amount
        ("4.2%", "Revenue: $4.2M"),  # a share is no amount of money
        ("33 min 40 s", "the meeting is at 9:40"),  # a time of day is no length
    ],
)
def test_another_value_is_not_the_same_value(option: str, said: str):
    assert held_in(_content_values(option), value_words(said)) < 1.0


@pytest.mark.parametrize(
    ("question", "said", "tied", "other"),
    [
        # each clause names its own coat: the first one is tied to the first date
        ("on what date did the first coat go on?",
         "The first coat went on on the 2nd of May, and by the 4th of May the last coat was dry.", "2 May", "4 May"),
        # what precedes the first option is said of both: the year is tied to the second price
        ("how much is a year of Pro?", "Pro costs $11 a month or $100 if you pay for a year.", "$100", "$11"),
    ],
)  # fmt: skip
def test_the_clause_holding_the_question_words_ties_its_value(question: str, said: str, tied: str, other: str):
    asked = set(_content_values(question))
    own = [words_of for words_of, _ in OptionJudge._own_words([tied, other], asked)]  # the words telling them apart
    focus = _clause_focus(own, [0, 1], value_words(said), asked)
    assert focus is not None and focus[0] > focus[1]


def test_a_price_is_not_found_by_its_kind_alone():
    assert held_in(_content_values("$132"), value_words("the Pro plan costs $11 a month")) == 0.0
    # nor by its other value: "a day" of "£1 a day" is said in passing beside another price
    said = "It's been a day of long queues, and the charge goes up to 3 pounds 20."
    assert held_in(_content_values("£1 a day"), value_words(said)) == 0.0
    assert held_in(_content_values("£1 a day"), value_words("Staff will pay £1 a day.")) == 1.0


def test_a_time_of_day_is_not_a_moment_of_the_video():
    assert time_mentions("the last car leaves at 4:30 pm") == []
    assert time_mentions("what is said at 4:30?") == [270.0]


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        ("What time does the final car leave, once she corrects herself?", "What time does the final car leave, ?"),
        (
            "She changes her mind about the garlic; how many cloves in the end?",
            "She about the garlic; how many cloves ?",
        ),
        ("what did he finally choose?", "what did he choose?"),
        ("What's the limit for free users, after she fixes her mistake?", "What's the limit for free users, ?"),
    ],
)
def test_wording_that_asks_for_a_settled_value_is_no_content_and_no_anchor(question: str, asked: str):
    assert what_is_asked(question) == asked
    assert asks_settled_value(question)
    assert analyse_by_rules(question).kind != "relative"


def test_in_the_end_stays_a_position_that_also_asks_for_the_value_settled_on():
    assert analyse_by_rules("what was her highlight in the end").position == "end"
    assert asks_settled_value("what was her highlight in the end")
    assert not asks_settled_value("What does she say at the end?")


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("How long does the ride to the top take?", "duration"),
        ("What does a year of Pro cost?", "money"),
        ("how far did she ride in the test", "measure"),
        ("How many candidates were interviewed?", "number"),
        ("What time does the train leave?", "clock"),
        ("What is the final launch date?", "date"),
        ("How many times does he say hello?", None),
        ("Who narrated the film?", None),
        ("How much do the headphones weigh?", "measure"),
        ("what's the weight of the bag", "measure"),
        ("What size is the second plot?", "measure"),
        ("When does the new hire start?", "when"),
        ("So when was the cave first mapped?", "when"),
        ("What's the actual length of the tunnel, as opposed to his figure?", "measure"),
        ("the frame - how quick was it to put together?", "duration"),
        ("What made the owner drop her asking price?", None),  # a cause, not a price
        ("fare for the sunday minibus?", "money"),
        ("What's the monthly rent on the flat?", "money"),
        ("What reason does Rupert give for wanting the workshop price to go up?", None),
        ("how old is the oak by the gate", "duration"),
        ("What was the team's exact escape time?", "duration"),
        ("what's the record time for the climb", "duration"),
        ("What time is the record attempt?", "clock"),
        ("Church bells ringing over the green: time they started?", "clock"),  # typed as a search
        ("He says the work was under two hours. How much was it exactly?", "duration"),  # the kind it states
        ("how much is it for a day", "money"),  # an age, not a weight ("350 pounds old")
        ("In what year did she buy the bike?", "year"),
        ("distance from linnet road up to the new park and ride stop?", "measure"),
        ("total time spent on the bike, start to finish", "duration"),
        ("How much did she spend on the tyres?", "money"),
        ("What top speed can the Stoat reach?", "measure"),
        ("how long is the diversion in miles", "measure"),  # a length, by the unit asked
        ("members present, going by the sign-in count?", "number"),  # a figure, not a count to make
        ("what mark did the pie with the split side get", "score"),
        ("How did Ruari's pie end up being marked?", "score"),
        ("Which bakery is rated best?", None),  # no mark asked
        # a who-question names an amount of what the person did: it asks for the person
        ("who put tilly straight about how old the record player was", None),
        ("The pie cost too much. Whose idea was the price?", None),
        ("river depth at the bridge, measured figure", "measure"),  # the measure typed after what it is of
        ("boards rescued from the tip - number", "number"),  # a number typed after what it counts
    ],
)
def test_an_open_question_asking_for_a_value_names_its_kind(question: str, kind: str | None):
    assert asked_value(question) == kind


@pytest.mark.parametrize(
    ("text", "kind", "values"),
    [
        ("Pro costs $11 a month or $100 if you pay for a year.", "money", ["$11", "$100"]),
        ("Time: 5 h 40 min", "duration", ["5 h 40 min"]),
        ("It took me five hours and forty minutes.", "duration", ["5 hours and 40 minutes"]),
        ("One portion costs just over three pounds.", "money", ["just over 3 pounds"]),
        ("Next year the budget will be 4 million dollars.", "money", ["4 million dollars"]),
        ("The launch is on the 14th of February. Sorry, I mean the 21st.", "date", ["the 14th of february"]),
        ("Sorry, it ends on the 28th on February.", "date", ["the 28th on february"]),  # Whisper's "of"
        ("Next month: Monday 9 March, 8 pm", "date", ["monday 9 march"]),  # the weekday and its date are one
        ("See you all on Tuesday.", "date", ["tuesday"]),
        ("My train home leaves at 18:05.", "clock", ["18:05"]),
        ("We interviewed six candidates and hired two.", "number", ["6 candidates", "2"]),
        ("The north plot is 40 hectares, the south one 3 acres.", "measure", ["40 hectares", "3 acres"]),
        ("Tenor | 13 cwt 2 qr, and the tank holds 40 gallons", "measure", ["13 cwt", "40 gallons"]),
        ("She starts on the third of May, at 9:30, after the 2019 merger.", "when", ["the 3rd of may", "9:30", "2019"]),
        ("The drill costs 1,995 dollars.", "when", []),
        ("Judges' mark: 6/10, and I'd give it a 5 out of 10", "score", ["6/10", "5 out of 10"]),
        ("Salt tax reached Orwick: 1702, the office built in 1720", "year", ["1702", "in 1720"]),
    ],
)
def test_values_of_the_asked_kind_are_read_from_a_line(text: str, kind: ValueKind, values: list[str]):
    assert stated_values(text, kind, "candidates") == values


@pytest.mark.parametrize(
    "option", ["not mentioned in the video", "The video doesn't say", "None of the above", "It is never stated"]
)
def test_options_saying_the_video_does_not_tell_are_recognised(option: str):
    assert says_not_in_video(option)
    assert not says_not_in_video("Not before noon")


@pytest.mark.parametrize(
    ("screen", "items"),
    [
        (["Juno Hale travels", "Day 2: the cable car", "Tickets:", "Single", "Return", "Family", "€17", "€28", "€65"],
         ["Single", "Return", "Family"]),
        (["Gear Shed reviews", "Competitors", "Brinemoor Flex: $1,390, 16.9 kg", "Quillan Fairway 2: $1,649, 19.4 kg"],
         ["Brinemoor Flex: $1,390, 16.9 kg", "Quillan Fairway 2: $1,649, 19.4 kg"]),
        (["File > Export", "PDF", "Markdown", "HTML", "Plain text"], ["PDF", "Markdown", "HTML", "Plain text"]),
        (["Garden entry", "Day ticket: $5"], []),
        # a table OCR reads row by row, each name and its price a line of its own
        (["Roof repair", "Pike Roofing", "28,400 USD", "Summit Roof Co.", "31,900 USD", "Dunmore Bros", "35,250 USD"],
         ["Pike Roofing", "Summit Roof Co.", "Dunmore Bros"]),
        # numbered lines are one list, a colon in one of them or not
        (["Our test plan", "1. Unboxing and setup", "2. The school run", "3. The hill test: Quarry Lane", "4. The range test"],
         ["1. Unboxing and setup", "2. The school run", "3. The hill test: Quarry Lane", "4. The range test"]),
        # a numbered line that stays up into the next slide is stored after the others of its screen
        (["Tonight's plan", "2. Boiling the brine", "3. The salt tax", "1. Where the pans stood"],
         ["1. Where the pans stood", "2. Boiling the brine", "3. The salt tax"]),
    ],
)  # fmt: skip
def test_the_list_on_a_screen_is_its_run_of_like_lines_below_a_label_or_the_title(screen: list[str], items: list[str]):
    assert list_items(screen) == items


@pytest.mark.parametrize(
    ("items", "extreme", "at"),
    [
        (["Dumplings €9", "Goulash €14", "Trout €17"], "cheapest", 0),
        (["Mesh patch kit (6 in): $7.85", "Joint compound, 1 qt: $9.40", "Primer: $4.99", "Total: $22.24"], "priciest", 1),
        (["Single", "Return", "Family"], "priciest", None),  # no prices beside the names
        (["Tea £2", "Coffee £2", "Juice £3"], "cheapest", None),  # two share the lowest price
        (["Linden Yard: 40 desks, $18,200 / month", "Corbel House: 55 desks, $21,900 / month"], "biggest", 1),
        (["Trail 2: 3.5 km", "Trail 1: 12 km"], "smallest", 0),  # the amount, not the trail's number
        (["Slate", "Sandstone"], "biggest", None),  # no amount to compare
    ],
)  # fmt: skip
def test_an_item_named_by_its_price_is_the_extreme_of_the_prices_the_items_state(items, extreme, at):
    assert priced_at(items, extreme) == at


@pytest.mark.parametrize(
    ("question", "event"),
    [
        ("How many times did the nightly build break during the week?", "nightly build break"),
        ("How often did the build fail, counting everything mentioned on the call?", "build fail"),
        ("How often does Odile sample the sauce while it cooks?", "sample the sauce"),
        ("how many undos are there in the whole tutorial?", "undos there"),
        ("How many failed logins happen before the user gets in?", "failed logins"),
        ("Count the moments the guide points at her map. What number do you get?", "guide points at her map"),
        ("Over the whole tour, how often does the harbour map come back on screen?", "harbour map"),
        ("By the time they reach the bridge, how many times has he already checked the tyres?", "he checked the tyres"),
        # set up by the sentence before, done again and again: the act, not the keeping or the doer
        ("Sam keeps checking the water. How many times altogether?", "checking the water"),
        ("The vet kept on weighing the puppy. How often?", "weighing the puppy"),
        ("Nina keeps dropping her keys. What's her tally by the end?", "dropping her keys"),  # a tally is a count
    ],
)
def test_a_count_counts_the_event_not_its_scope_or_doer(question: str, event: str):
    analysis = analyse_by_rules(question)
    assert analysis.kind == "count" and analysis.target == event


def test_how_many_things_asks_for_a_stated_number_or_a_count_and_how_many_units_for_an_amount():
    assert analyse_by_rules("How many candidates were interviewed?").kind == "count"
    assert counted_noun("How many failed voicemail logins happen before the user gets in?") == "logins"
    assert counted_noun("How many wheels of cheese does the farm make a day?") == "wheels"
    assert counted_noun("How many people does it serve?") == "people"
    assert counted_noun("Final tally of birds handled at the session?") == "birds"  # a tally of things, not of times
    assert analyse_by_rules("By how many degrees does he straighten the horizon?").kind == "fact"
    # a part of a whole: the part is counted
    assert counted_noun("How many of the seals were pups?") == counted_noun("Of all the seals, how many were pups?")
    assert counted_noun("How many of the seals were pups?") == "pups"
    # the things counted named first, the count asked after them, as a search is typed
    assert counted_noun("Bottles of cider the group finally handed over: how many?") == "bottles"
    assert counted_noun("toasts raised - total number") == counted_noun("How many toasts were raised?") == "toasts"
    assert counted_noun("The number of seats, how many?") == "seats"
    assert counted_noun("pasties sold at the stall how many") == "pasties"
    # a figure someone gave, then how many really: the figure's things, where the asking names none
    told = "Owain makes it forty hives. How many were there really?"
    assert (
        counted_noun(told) == counted_noun("Owain makes it forty hives. How many hives were there really?") == "hives"
    )
    assert counted_noun("Bethan first says twenty quilts. How many has she actually sewn?") == "quilts"
    assert counted_noun("Owain counts forty hives. How many were there?") is None  # nothing says it was wrong


def test_a_number_is_stated_of_what_follows_it_or_of_its_label():
    assert counts_stated("We interviewed six candidates for the two backend roles.", "candidates") == {6}
    assert counts_stated("We ran 412 tests, and 37 of them are still failing.", "tests") == {412, 37}
    assert counts_stated("Breeding pairs counted: 340", "pairs") == {340}
    assert counts_stated("Damselfly nymph | 14", "nymphs", exactly=True) == {14}  # a table row
    assert counts_stated("Bulbs across the five windows: 3,200", "bulbs", exactly=True) == {3200}  # thousands marked
    # typed as a search, the thing named before "count"; not a word of which count it is
    assert counted_noun("bulb count for the dunmores christmas windows") == "bulb"
    assert counted_noun("the final count at the gate?") is None
    assert counts_stated("Two candidates said no.", "tests") == set()
    assert counts_stated("3 June: 2 boats out, 40 passengers", "passengers", exactly=True) == {40}
    assert counts_stated("Straighten: 2.5 degrees", "degrees", exactly=True) == {2.5}
    # exactly: the number right before the word as asked, or its label
    assert counts_stated("You can keep up to five note books.", "notes", exactly=True) == set()
    assert counts_stated("I need more than one note.", "notes", exactly=True) == set()
    assert counts_stated("Pups: 6", "pups", exactly=True) == {6}
    assert counts_stated("We ran 412 tests, and 37 of them are still failing.", "tests", exactly=True) == {412, 37}


def test_the_month_may_is_a_word_of_an_option_though_the_verb_is_not():
    assert "may" in _content_values("May 1683") and "may" in _content_values("the 14th of May")
    assert "may" not in _content_values("It may rain")


def test_word_endings_aside_an_inflected_word_meets_its_stem():
    assert stem("failed") == stem("fails") == stem("failing") == stem("fail")
    assert stem("tries") == stem("try") and stem("injured") == stem("injure")
    assert stem("stopped") == stem("stop") and stem("jammed") == stem("jam")


def test_whose_thing_it_is_names_the_focus_too():
    """ "Peggy's descent" is where Peggy is, though no one says "descent"."""
    nlp = load_spacy(SPACY_MODEL)
    [focus] = focus_of(nlp("Peggy's descent, top to bottom - how many minutes?"))
    assert focus.head.text == "descent" and [t.text for t in focus.phrase] == ["Peggy", "descent"]


def test_ones_is_no_number():
    assert words("The young ones can go") == ["the", "young", "ones", "can", "go"]
    assert words("one of the twenty-one") == ["1", "of", "the", "21"]


def test_a_half_before_a_thousand_is_half_of_one():
    assert words("two and a half thousand years ago") == ["2500", "years", "ago"]
    assert words("one and a half million pounds") == ["1500000", "pounds"]
    assert words("two and a half hours") == ["2", "and", "a", "half", "hours"]  # read as 2.5 by value_words


def test_an_instruction_beside_the_question_is_no_focus():
    nlp = load_spacy(SPACY_MODEL)
    assert [f.head.text for f in focus_of(nlp("What does the warranty cover? Answer briefly."))] == ["warranty"]
    assert [f.head.text for f in focus_of(nlp("What word does the speaker say? Answer briefly."))] == []
    assert [f.head.text for f in focus_of(nlp("price of the bike racks"))] == ["racks"]
    # a measure or a look is stated as the value alone ("Old petrol drained: 14 litres")
    assert [f.head.text for f in focus_of(nlp("Volume of stale petrol drained out of the tank?"))] == ["petrol"]
    assert [f.head.text for f in focus_of(nlp("What's the colour of the new door?"))] == ["door"]
    # a rate is a value of its subject, as a price is: "93.6%" beside "On-time deliveries" answers it
    assert [f.head.text for f in focus_of(nlp("what was the on-time delivery rate?"))] == ["delivery"]
    # an answer is whatever was said in reply: it need not be named "answer" ("What's Priya's answer?")
    assert [f.head.text for f in focus_of(nlp("What was her answer?"))] == []
    assert [f.head.text for f in focus_of(nlp("whats the problem with a normal white torch up there"))] == ["torch"]
    # a date, a link between two people or a figure named a count is answered in other words ("Saturday 21
    # March", "my dad", "384 pages"): what it is of is the focus
    assert [f.head.text for f in focus_of(nlp("date of the harbourside choir concert"))] == ["concert"]
    assert "connection" not in [
        f.head.text for f in focus_of(nlp("what's the connection between Cosmo and Marguerite"))
    ]
    assert [f.head.text for f in focus_of(nlp("page count of the hardback?"))] == ["hardback"]
    # a measure of a thing and the end of a place are of the thing: "Cold room: 5 °C", "behind the supermarket"
    assert [f.head.text for f in focus_of(nlp("cold room temperature?"))] == ["room"]
    assert "end" not in [f.head.text for f in focus_of(nlp("What was the point of starting at the supermarket end?"))]


@pytest.mark.parametrize(
    ("said", "kept", "out"),
    [
        ("The free plan allows eight notebooks, not five.", "eight notebooks", "five"),
        ("The total is $36,000, not $38,000.", "$36,000", "$38,000"),
        ("We meet on Thursday rather than Friday, as planned.", "Thursday", "Friday"),
        ("It is not only fast, but cheap.", "fast", ""),
        ("It is not cheap.", "not cheap", ""),
        ("They lasted 31 hours, sorry, 36 hours, I misread my notes.", "36 hours", "They lasted 31 hours"),
        (
            "Set the depth to twelve millimetres, sorry, I mean nine millimetres.",
            "nine",
            "Set the depth to twelve millimetres",
        ),
        ("The gate is 4 metres wide, sorry,", "", "The gate is 4 metres wide"),  # the repair in the next segment
        ("No, sorry, I mean it.", "No, sorry, I mean it.", ""),  # no value repaired
        ("The total is $36,000, not $38, so it is amended.", "$36,000", "$38 38000"),  # "38" at the scale kept
        ("It is 900 yards long, or rather, that was his figure.", "that was his figure", "It is 900 yards long"),
        ("The bus goes from the station to the college.", "from the station to the college", ""),  # no value changed
        ("We're open from 9 to 5 on Saturdays.", "from 9 to 5", ""),  # a span, not a change
    ],
)
def test_what_a_sentence_rules_out_it_does_not_state(said: str, kept: str, out: str):
    rest, ruled = ruled_out(said)
    assert kept in rest and ruled.strip() == out


@pytest.mark.parametrize(
    ("option", "said", "out"),
    [
        ("$38,000", "The total is $36,000, not 38,000.", True),  # ruled out without its unit
        ("Every 10 minutes", "So instead of 10 past the hour, you'd want the 5 past.", False),  # a time of day
        ("Every 15 minutes", "Hospital loop: every 15 min -> every 10 min", True),
    ],
)
def test_a_value_ruled_out_with_a_unit_of_its_own_rules_out_that_value_only(option: str, said: str, out: bool):
    assert rules_out(_content_values(option), value_words(ruled_out(said)[1])) is out


@pytest.mark.parametrize(
    ("shown", "question", "kept", "out"),
    [
        ("Day Rider | £5.50 -> £5.80", "How much is a day rider going to cost from June?", "£5.80", "£5.50"),
        ("Day Rider | £5.50 -> £5.80", "What did a day rider cost before the rise?", "£5.50", "£5.80"),
        ("Hospital loop: every 15 min → every 10 min", "How often will the loop run?", "every 10 min", "every 15 min"),
        ("It leaves at 7:40, then every 40 min", "How long is the trip to the college?", "7:40", "every 40 min"),
        # a change told in words
        (
            "The charge for 4 hours is going up from 2 pounds 10 to 3 pounds 20, and staff pay too.",
            "Under the new charges, what will a visitor pay?",
            "3 pounds 20",
            "2 pounds 10",
        ),
        ("Up to 4 hours: £2.10 now, £3.20 from 1 January", "What will a visitor pay?", "£3.20", "£2.10"),
        ("Up to 4 hours: £2.10 now, £3.20 from 1 January", "What did it cost before the rise?", "£2.10", "£3.20"),
    ],
)
def test_a_changed_value_or_an_interval_states_only_what_the_question_asks(
    shown: str, question: str, kept: str, out: str
):
    rest, ruled = ruled_out(shown, question)
    assert kept in rest and out not in rest and ruled.strip() == out


def test_a_value_with_a_full_stop_is_a_time_only_where_the_clock_words_say_so():
    assert value_words("costs 8.45 euros") == ["costs", "8.45", "money"]
    assert value_words("I sat 3 times in the sun 2 hours") == [
        "i",
        "sat",
        "3",
        "times",
        "in",
        "the",
        "sun",
        "120",
        "minutes",
    ]
    assert value_words("it weighs 2.50 kg") == ["it", "weighs", "2.5", "kg"]
    assert value_words("at 9.30 am") == ["at", "9h30"]  # once read as "9.6h00"


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("Her plan had cleaning before noise. Which of the two did she get to first?", "position"),
        ("Her plan put fries ahead of wings. Which did she end up cooking first?", "position"),
        ("Count the moments she turns to the map. What number do you get?", "count"),
    ],
)
def test_a_sentence_that_sets_a_question_up_is_context_not_its_kind(question: str, kind: str):
    assert analyse_by_rules(question).kind == kind


@pytest.mark.parametrize(
    ("question", "place"),
    [
        ("In the breakdown of the overrun, what's the second item?", (2, None)),
        ("Which fryer is listed second, and for how much?", (2, None)),
        ("What's the third supplier on the seed suppliers slide?", (3, None)),
        ("What was the last entry?", (-1, None)),
        ("On the list of shareholders, who comes right after the widow?", (1, "the widow")),
        ("Who is just above the vicar in that table?", (-1, "the vicar in that table")),
        ("How much did the priciest item on his shopping list cost?", ("priciest", None)),
        ("What's the most expensive dish on the menu?", ("priciest", None)),
        ("Which is the cheapest fryer in her comparison table?", ("cheapest", None)),
        ("What was the cheapest thing she bought?", None),  # no list named
        ("Who runs the first round?", None),  # "first" inside a phrase: no list
        ("What happened right after the vote?", None),  # after in time: no list named
        ("Who spoke first on the call?", None),
        ("what's lab rule number 4?", (4, None)),  # a numbered item: its number, on screen or counted
        ("What is item #2 on the agenda?", (2, None)),
        ("Which bus number does she take?", None),  # no number given
        ("What is the phone number 0800 123?", None),
        ("business manager at the school, what's her first name", None),  # a name, not a place
        ("What's the first name on the list?", (1, None)),
    ],
)
def test_a_place_on_a_list_is_asked_only_where_the_question_names_a_list(question: str, place):
    assert asked_place(question) == place


@pytest.mark.parametrize(
    ("text", "only_owns"),
    [
        ("No, sorry, I misspoke.", True),
        ("I mispoke.", True),  # as speech recognition spells it
        ("sorry.", True),
        ("Wait, I got that wrong.", True),
        ("Sorry, I mean the 21st.", False),  # says what holds
        ("No, make that four.", False),
        ("Okay.", False),  # no repair at all
        ("No, sorry, not 26.", True),  # takes the slip back; "32." next says what holds
        ("No, sorry, not 26, 32.", False),
    ],
)
def test_a_sentence_that_only_owns_to_a_slip_leaves_the_repair_to_the_next(text: str, only_owns: bool):
    assert owns_to_slip(text) is only_owns


@pytest.mark.parametrize(
    ("text", "holds"),
    [
        ("Sorry, I mean the 21st.", "the 21st."),
        ("No, sorry, not forty, forty four.", "forty four."),  # what it first takes back is not what holds
        ("No, not Tuesday; Wednesday.", "Wednesday."),
        ("No, not only the bread, the soup too.", "not only the bread, the soup too."),  # "not only" rules nothing out
        ("It's 156, Marisol, not 165.", "It's 156, Marisol."),  # another speaker's, what it rules out after
    ],
)
def test_a_repair_holds_what_it_says_after_what_it_takes_back(text: str, holds: str):
    assert what_holds(text) == holds


@pytest.mark.parametrize(
    "question", ["Very first step of the recipe - which was it?", "The first thing she makes: what is it?"]
)
def test_a_question_asked_after_a_dash_or_colon_keeps_its_position(question: str):
    analysis = analyse_by_rules(question)
    assert (analysis.kind, analysis.position) == ("position", "first")


def test_a_time_of_day_is_no_event_to_come_before_or_after():
    assert time_cues("smoke alarm goes off just before six - what did angela do") == []
    assert time_cues("right after the gates open - what happens?") == [TimeCue("after", "the gates open")]


def test_before_anything_else_asks_for_the_first():
    analysis = analyse_by_rules("What went into the oven before anything else?")
    assert (analysis.kind, analysis.position) == ("position", "first")
    analysis = analyse_by_rules("Which trench was backfilled before any of the others?")
    assert (analysis.kind, analysis.position) == ("position", "first")
    analysis = analyse_by_rules("Which stall got packed up after all the others?")
    assert (analysis.kind, analysis.position) == ("position", "last")
    analysis = analyse_by_rules("Which whiteboard job did they tackle before the rest?")
    assert (analysis.kind, analysis.position) == ("position", "first")
    # "before the rest" of a deed is no place in a sequence
    assert analyse_by_rules("What did Neil do before the rest arrived?").position != "first"


def test_an_order_is_asked_as_a_search_is_typed():
    assert [c.kind for c in time_cues("order the five groups went on the mat")] == ["order"]
    assert [c.kind for c in time_cues("Could you put the five jobs in order?")] == ["order"]
    assert [c.kind for c in time_cues("What did she order at the café?")] == []


def test_asked_why_something_was_done_at_the_end_the_day_is_meant_not_the_video():
    assert time_cues("What was the thinking behind hauling the old ladders out at the very end?") == []
    assert [c.kind for c in time_cues("Why does the video end with a song?")] == ["end"]
    assert [c.kind for c in time_cues("At the start, what reason does Tilly give for selling it all?")] == ["begin"]


@pytest.mark.parametrize(
    "question",
    [
        "What's the next episode going to cover?",
        "What is baked in next week's episode?",
        "what's the next review about",
        "What's being trailed for the later bulletin?",
        "What does Nadia say is coming up next on the channel?",
    ],
)
def test_the_next_episode_is_asked_of_the_end_where_a_teaser_names_it(question: str):
    analysis = analyse_by_rules(question)
    assert (analysis.kind, analysis.position) == ("position", "end")


@pytest.mark.parametrize(
    "question", ["What is due next week?", "In the next section, what does he do?", "What is up next for Kim?"]
)
def test_next_week_alone_is_no_teaser(question: str):
    assert analyse_by_rules(question).position != "end"


def test_how_long_a_thing_is_may_be_a_length_how_long_it_takes_is_a_time():
    assert answering_kinds("duration", "How long is it really?") == ("duration", "measure")
    assert answering_kinds("duration", "How long did the fix take him?") == ("duration",)
    # a gap is a length or a time ("how big was the gap to the bunch": 9 seconds)
    assert answering_kinds("measure", "How big was the gap between the break and the bunch?") == ("measure", "duration")
    assert answering_kinds("measure", "How big is the kitchen?") == ("measure",)
    assert answering_kinds("money", "How much was it?") == ("money",)
    assert stated_values("The finished tunnel runs to 1140 yards.", "measure") == ["1140 yards"]
    assert stated_values("Alf's home-town reading: 108.4 dB", "measure") == ["108.4 db"]  # a sound level


@pytest.mark.parametrize(
    ("question", "original", "settled"),
    [
        ("Before he corrected himself, what start time did Oskar give?", True, False),
        ("What total did he give at first?", True, False),
        ("What was the wrong figure he read out?", True, False),
        ("Which total does he settle on after correcting himself?", False, True),
        ("How much did it cost in the end?", False, True),
    ],
)
def test_a_question_asks_for_the_value_before_or_after_its_correction(question: str, original: bool, settled: bool):
    assert asks_original_value(question) is original and asks_settled_value(question) is settled


@pytest.mark.parametrize(
    ("question", "names_it"),
    [
        ("What is this video mainly showing?", True),
        ("what's the gardening job in this one?", True),
        ("Which description fits the guide best?", True),
        ("What are they building here?", True),
        ("According to the guide, why had the clog been put inside the wall?", False),
        ("Going by the slide, how long did the frame take?", False),
        ("What did Ada name her sourdough starter?", False),
    ],
)
def test_a_question_may_name_the_video_it_is_asked_of(question: str, names_it: bool):
    assert names_the_video(question) is names_it


@pytest.mark.parametrize(
    ("choices", "said", "stated"),
    [
        (["6 of 10", "10 of 10", "7 of 10"], "Loyalty card: 7 of 10 stamps", "7 of 10"),
        (["29 of 31", "2 of 31"], "we made 29 of the 31 drops, and the last 2 by 2 pm", "29 of 31"),
        (["Meeting Room A", "Meeting Room B"], "Planning meeting, Meeting Room B", "Meeting Room B"),
    ],
)
def test_an_option_held_in_its_order_is_stated_over_one_held_in_pieces(choices, said, stated):
    inside = [[held_in(_content_values(c), value_words(said))] for c in choices]
    orders = _held_in_order(choices, [said], inside)
    kept = [c for c, held, order in zip(choices, inside, orders, strict=True) if held[0] * order[0] == 1.0]
    assert kept == [stated]


def test_the_order_tells_apart_only_options_held_whole():
    choices = ["Chain, brakes", "Brakes, chain"]
    assert _held_in_order(choices, ["the chain and the brakes"], [[1.0], [1.0]]) == [[1.0], [0.5]]
    assert _held_in_order(choices, ["new tyres"], [[0.0], [0.0]]) == [[1.0], [1.0]]


@pytest.mark.parametrize(
    ("question", "correction", "both"),
    [
        ("Owen gets the bus times wrong at first. What does he correct them to?", True, False),
        ("Which pressure did she go for at first, and what does Fergus say it should be?", True, True),
        ("The ranger corrects himself about a bird he hears. From what to what?", True, True),
        ("What did he say the total was originally?", True, False),
        ("What time does the bus leave?", False, False),
        ("Fergus claimed they had never lost. Who contradicted him?", True, False),
        ("Ossie reckoned six could fit in a gondola. Who puts him right?", True, False),
        (
            "Yvette is pleased with her stopwatch time but the fire officer disagrees. What was the real time?",
            True,
            False,
        ),
        (
            "Constance reads out a total and the accountant isn't happy with it. What did it really come to?",
            True,
            False,
        ),
        ("Helen puts the volunteers at 120. Who sets the record straight?", True, False),
        ("Owen gives a figure for the deepest pit and then changes it. What's the right one?", True, False),
        ("Gareth gives one length for the long course and Rhiannon another. Which is correct?", True, False),
        # a figure set up, and what really holds asked
        ("Bernard starts off saying twenty years as Father Christmas. How many is it really?", True, False),
        ("Nigel was expecting a hundred shooters. How many actually signed up?", True, False),
        ("How many people actually came?", False, False),  # no figure set up
    ],
)
def test_a_question_about_a_correction_is_told_apart(question: str, correction: bool, both: bool):
    assert asks_correction(question) is correction and asks_both_sides(question) is both


@pytest.mark.parametrize(
    ("question", "done"),
    [
        ("second item they got through?", True),
        ("test number three, as actually done?", True),
        ("what did they test after the hill", True),
        ("What's the third item on the agenda?", False),
        ("which fryer is listed second", False),
        ("what does the second item on the shopping list cost", False),
        ("Which agenda item did they actually discuss second, on the agenda as sent?", True),
        ("What did Rafe really do as his second step?", True),
    ],
)
def test_a_place_is_asked_in_the_order_done_when_the_question_says_it_was_done(question: str, done: bool):
    assert asks_order_done(question, SPACY_MODEL) is done


def test_a_plan_named_only_as_a_list_is_still_a_plan():
    assert names_a_plan("after the camping stove, what was the next thing from the must-go list to sell")
    assert names_a_plan("what's the first job on her to-do list")
    assert not names_a_plan("What did they test after the hill?")


def test_an_after_put_first_asks_for_the_next_event_when_the_question_after_it_does():
    asked = analyse_by_rules("after the camping stove, what was the next thing from the must-go list to sell")
    assert (asked.kind, asked.direction, asked.target) == ("relative", "after", "camping stove")
    assert analyse_by_rules("After the flood, who ran the works?").kind != "relative"  # a time the fact holds in


def test_a_how_adjective_question_asks_by_the_noun_a_label_uses():
    assert attribute_words("how heavy is the stoat") == ["weight"]
    assert attribute_words("How far did she ride?") == ["distance"]
    assert attribute_words("how long did it take") == []  # a length or a time: no one label
    assert attribute_words("Ruari weighed his pie. What did it come to?") == ["weight"]  # a verb of measuring


@pytest.mark.parametrize(
    ("value", "question", "answers"),
    [
        ("3 h 10 min", "how old is maisie", False),  # an age is years, months, weeks or days
        ("4 years", "how old is the bike", True),
        ("80 km", "What top speed can the Stoat reach?", False),  # the range beside the speed
        ("25 km/h", "What top speed can the Stoat reach?", True),
        ("90 litres", "how heavy is the tank", False),
        ("52 kg", "how heavy is the tank", True),
        ("2.1 km", "how long is the tunnel", True),
    ],
)
def test_a_value_answers_in_the_units_of_what_is_asked(value: str, question: str, answers: bool):
    kind = "duration" if "h " in value or "years" in value else "measure"
    assert answers_as(value, kind, asked_value(question), question) is answers


@pytest.mark.parametrize(
    ("question", "kinds"),
    [
        ("Roughly how long were they in the water?", ("duration",)),  # people: a time
        ("how long is the tunnel?", ("duration", "measure")),
        ("Length of the Geography paper?", ("measure", "duration")),  # a session's length is a time
        ("What's the length of the rope?", ("measure", "duration")),
        ("What length of time did it take?", ("duration",)),
    ],
)
def test_how_long_people_were_somewhere_is_a_time_and_a_things_may_be_a_length(question: str, kinds: tuple):
    assert answering_kinds(asked_value(question), question) == kinds
    assert not answers_as("14 °c", "measure", "duration") and answers_as("2.1 km", "measure", "duration")


@pytest.mark.parametrize(
    ("sentence", "terms"),
    [
        # the marker's own clause, not the reason hung on it
        ("And this morning the siren went off again, because I sat on the edge of the box.", {"go off", "siren"}),
        # a marker in a participle belongs to the verb it hangs on
        ("I stopped for a coffee and set the alarm wailing one more time.", {"alarm", "wail"}),
        ("In comes somebody else, a lady with a pushchair.", {"somebody", "lady", "pushchair"}),
        # a marker in a clause without a verb: its root is where the walk up stops
        ("Lights out again!", {"light"}),
    ],
)
def test_a_repeat_marker_names_the_event_of_its_own_clause(sentence: str, terms: set[str]):
    markers = [m.span() for m in REPEAT_MARKER.finditer(sentence)]
    assert terms <= event_terms(SPACY_MODEL, sentence, markers) and "box" not in event_terms(
        SPACY_MODEL, sentence, markers
    )
    assert {"go off", "alarm"} <= event_terms(SPACY_MODEL, "the alarm went off")
    # what the event is about: its verb and the verb's subject, not a thing it involves
    assert event_core(SPACY_MODEL, "bike's alarm go off") == {"go off", "alarm"}
    assert event_core(SPACY_MODEL, "guards the castle back then") == {"guard"}


@pytest.mark.parametrize(
    ("phrase", "text", "heard"),
    [
        ("rinse the gravel", "rinse the ramble put the tank on its stand", True),  # a slip of the ear
        ("brass bell", "the grass bell rang", True),
        ("send the invoice", "so the customer first and remind her and the invoice", False),  # "send" is no "and"
        ("send the invoice", "creating the invoice", False),
    ],
)
def test_a_phrase_is_heard_whole_only_with_each_meaning_word_heard_as_one(phrase: str, text: str, heard: bool):
    assert _heard_whole(phrase, text) is heard


@pytest.mark.parametrize(
    ("question", "rank"),
    [
        ("where in the judging order did Delphine's pie come", True),
        ("tam ruddock actual slot in the running order", True),
        ("Corinne's list put the cellar first. In the end, where did it come in the night?", True),
        ("the cellar was number 1 on the plan - at what point did they go down there", True),
        ("On the chalkboard Tam's name is at number one. When did he really get on stage?", True),
        ("the tortoise was third in the headlines, so when did it actually get shown", True),
        ("Young Volunteer is top of the printed programme. At what point in the evening was it given out?", True),
        ("Control 2 is the stream junction. When in her round of hanging kites did that one go up?", True),
        ("Where did the tortoise come from?", False),
        ("When did they go down to the cellar?", False),  # a time in the video
    ],
)
def test_a_place_in_the_order_done_is_asked_in_many_words(question: str, rank: bool):
    assert asks_rank(question) is rank


def test_a_date_is_judged_without_the_weekday_speech_leaves_out():
    assert without_weekday("monday 9 march") == "9 march"
    assert without_weekday("saturday, the 21st of march") == "the 21st of march"
    assert without_weekday("saturday at 7") == "saturday at 7"  # no date after it: the weekday is the date


@pytest.mark.parametrize(
    ("question", "kind", "position"),
    [
        ("last rocket launched today", "position", "last"),  # a participle of what was done to it
        ("Which was the last song sung tonight?", "position", "last"),
        ("What was the first dish tasted?", "position", "first"),
        ("What is the club's next event, announced at the close?", "position", "end"),
        ("When does the first round end?", "fact", None),  # "the first round" names a round
        ("What does the video end with?", "position", "last"),
        ("Which grade did Ellie end up with in Geography?", "fact", None),  # an outcome, not the video's close
    ],
)
def test_a_place_in_the_video_is_read_from_a_reduced_clause_and_the_close(question: str, kind: str, position: str):
    analysis = analyse_by_rules(question)
    assert (analysis.kind, analysis.position) == (kind, position)


def test_a_bare_number_ruled_out_rules_out_the_option_of_that_number():
    kept, out = ruled_out("and it's nine years you've been flying here, not 19.")
    assert rules_out(value_words("Nineteen years"), value_words(out))
    assert not rules_out(value_words("Nine years"), value_words(out)) and "9" in value_words(kept)
    # a long option is no number, whatever number it says in passing
    rule = _content_values("Never put an old rubber brake hose back on: it bursts the first time the pedal's pressed")
    assert not rules_out(rule, ["1", "2"])


def test_a_number_word_joined_to_a_noun_meets_it_said_apart():
    assert value_words("two-stage rockets") == ["2stage", "rockets"]
    assert held_in(value_words("limit for two-stage rockets"), value_words("Wind limit for two stages rockets")) == 1.0
    assert value_words("Forty-two apples") == ["42", "apples"]  # a number of two words stays one number
    assert value_words("a sixty-seat coach") == ["a", "60seat", "coach"]


def test_a_number_given_roughly_is_that_number():
    assert values_said("Gordon guessed sixty-odd members.") == {"60"}
    assert value_words("twenty-odd years") == ["20", "odd", "years"]
    assert values_said("forty-ish guests") == {"40"}


@pytest.mark.parametrize(
    ("wanted", "heard", "same"),
    [
        ("centre", "center", True),  # British spelling, written the American way
        ("colours", "colors", True),
        ("theatre", "theater", True),
        ("sunday", "sunday's", True),  # "on Sunday's" heard for "on Sundays"
        ("nadia's", "nadia", False),  # an option naming whose is not found in every mention of the name
        ("store", "storer", False),
        ("hour", "hor", False),
    ],
)
def test_spelling_and_a_heard_possessive_do_not_part_a_word(wanted: str, heard: str, same: bool):
    assert same_word(wanted, heard) is same


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        ("skylark 2 max height", "measure"),  # the measure named last, as a search is typed
        ("What altitude did Ottilie's rocket reach?", "measure"),
        ("How much went into the buckets for the lido?", "money"),
        ("how much did the raffle bring in", "money"),
        ("What was the evacuation time?", "duration"),
        ("How much flour goes in?", None),  # an amount of a thing, no price
        ("ledges string - time spent hauling", "duration"),  # typed as a search
        ("what did that string take, time-wise?", "duration"),
        ("café takings for the night", "money"),  # typed as a search, after what it is of
        ("Aisha guesses a hundred mats - actual number?", "number"),  # the value that holds after a guess
        ("Gloria's real height, then?", "measure"),
        ("alfie rowe bait weight", "measure"),  # a weight typed last
        ("crane hire for the day - the right figure", None),  # a figure of no kind named
        # a clause setting the moment asks no "when"
        ("When the paper peeled back and a lad pushed his phone up to the gap, how did Harriet react?", None),
        ("When the bell rang, when did the last boat go?", "when"),
        # an act asked after the sentence that sets it up, whose thing is named by a measure's word (a sash weight)
        ("The old weight fell down inside the box with a boom. What did Bev do straight after?", None),
        ("The fisherman gets the weight of his bait wrong at first. What does he settle on?", "measure"),
    ],
)
def test_more_wordings_ask_for_a_value(question: str, kind: str | None):
    assert asked_value(question) == kind


def test_a_number_is_found_with_its_thousands_marked_and_a_rate_is_no_count():
    assert said_number("62400").search("the stock is worth 62,400 pounds")
    assert not said_number("400").search("62,400") and not said_number("40").search("page 140")
    assert option_number("3 times") == 3 and option_number("twice") == 2
    assert option_number("Every three months, on a Sunday") is None and option_number("Twice a year") is None


@pytest.mark.parametrize(
    ("question", "cue"),
    [
        ("According to Constance's opening, how often does the shop do this?", "begin"),
        ("When she introduces the day, what does Saoirse say she can't find?", "begin"),
        ("What are the shop's opening hours?", None),
        ("What's coming up in the next job diary?", "end"),
        ("What is the club's next event, announced at the close?", "end"),
        ("Just as Gwen starts filming, what has happened?", "begin"),  # the filming starts: the video does
        ("How does the Dunmore's video open?", "begin"),  # the video named by whose it is
        ("How does the Mallowmere video end?", "end"),
        ("What did the store's video cost to make?", None),
    ],
)
def test_an_edge_of_the_video_is_named_in_more_words(question: str, cue: str | None):
    assert [c.kind for c in time_cues(question) if c.kind in ("begin", "end")] == ([cue] if cue else [])


def test_the_scene_before_something_put_first_asks_the_time_before_it():
    assert [(c.kind, c.anchor) for c in time_cues("Before the gates open, what's the scene?")] == [
        ("before", "the gates open")
    ]
    assert time_cues("Before the storm, who ran the ferry?") == []  # a time the fact holds in


@pytest.mark.parametrize(
    "question",
    [
        "So what's going on in this video?",
        "saltings lane wickhamstow clip what is the job",
        "assembly rooms quellsby video - what's the occasion",
        "What's the Pellbury footage mainly showing?",
        "st wilfrids tower clip - whats going on",
        "Give me the short version - what's this Skelby video about?",
        "My gran sent me this and I've no time to sit through it. What actually happens in it?",
        "Can you tell me what this forest video with the orange and white flags covers?",
        "round seven clip, what it's about",
        # its job after the video described, what went wrong for the meeting described, the trouble that brought
        # the people together
        "vicar's video with the ladders and the pond - what's the job",
        "harbour meeting with the nets on the table - what went wrong",
        "allotment meeting with the muddy boots: what's gone wrong",
        "What's the emergency this committee has got together about?",
        "What is the crisis the club has met about?",
    ],
)
def test_more_summary_wordings(question: str):
    assert analyse_by_rules(question).kind == "summary"


def test_more_wordings_of_a_plan_and_its_places():
    assert asks_rank("paint is aisle 2 on the count sheet so when did it actually get counted")
    assert asks_rank("The limb above the shed was second on the plan. Where in the day did it really come?")
    assert names_a_plan("real running order of the photos vs the timetable")
    assert asks_cause("reason the running order changed at the start")
    assert counts_stated("In the photo: 30 pupils", "children") == {30.0}  # the same people, named otherwise
    assert counts_stated("In the photo: 30 pupils", "tins") == set()


def test_a_topic_option_reaches_the_video_by_each_word_of_its_compounds_but_not_a_bare_number():
    assert _compounds_apart("A tree surgery crew taking down a storm-split tree") == (
        "A tree surgery crew taking down a storm split tree"
    )
    assert _compounds_apart("An auction of a first-floor flat, a two-bed flat, re-glued") == (
        "An auction of a first-floor flat, a two-bed flat, re-glued"
    )


@pytest.mark.parametrize(
    ("text", "repair"),
    [
        ("Not quite, Constance.", True),  # one speaker putting another right
        ("I'm afraid it's six minutes and ten seconds.", True),
        ("Not quite enough for the roof.", False),  # a degree, no repair
        ("I'm afraid of heights.", False),
    ],
)
def test_a_repair_by_another_speaker_opens_politely(text: str, repair: bool):
    assert is_self_repair(text) is repair


def test_a_number_of_things_typed_as_a_search_asks_for_the_number_stated():
    assert counted_noun("number of rings on the stump?") == "rings"
    # a plural without an "s" is the thing counted, not the word before it
    assert counted_noun("Over the day, how many small children does the lion frighten into tears?") == "children"
    assert counted_noun("how many young people came?") == "people"
    # a contraction after the thing is no plural: "how many cars he's seen" counts cars
    assert counted_noun("Mo has a guess at how many cars he's seen. Which is right?") == "cars"
    assert asked_value("number of rings on the stump?") == "number"
    assert asked_value("number of times she laughs") is None  # how many times: a count to make
    # the things named in the sentence before: "What's the number?" asks how many of them
    assert asked_value("Fiona wrapped a lot of tombola prizes. What's the number?") == "number"
    assert asked_value("Clemency quotes a figure for the order, then takes it back. What's the real total?") != "number"
    # "When exactly?" after what happened asks a time; a clause setting the moment in the asking sentence does not
    assert asked_value("The lollipop lady stepped out and waved them through. When exactly?") == "when"
    assert asked_value("Harriet drops the bell. When she picks it up, what does she say?") is None


@pytest.mark.parametrize(
    ("question", "kind", "position"),
    [
        ("Can you tell me what all these people are doing down at the river?", "summary", None),
        ("river tamsey brackwell sunday video, main activity", "summary", None),
        ("what is everybody up to here", "summary", None),
        ("what are those people doing at the weir?", "fact", None),  # some people, at one place
        ("first stretch of river cleaned", "position", "first"),  # what the noun is of, then done to it
        ("what's the friends' next outing going to be", "position", "end"),  # a teaser closes the video
    ],
)
def test_more_ways_of_asking_the_whole_the_first_and_the_next_outing(question: str, kind: str, position: str | None):
    analysis = analyse_by_rules(question)
    assert (analysis.kind, analysis.position) == (kind, position)


def test_a_place_in_the_order_done_asked_against_everything_else():
    assert asks_rank("when did the bride's bouquet get made, compared with everything else?")
    assert asks_rank("When was the arch built relative to the other jobs?")
    assert asks_rank("The hall heads the rota. At what stage of the day did it actually get cleaned?")
    assert not asks_rank("when did it open compared to last year")
    assert asks_as_done("actual sequence of tonight's big bookings")


def test_a_count_is_read_in_each_cell_of_a_line_and_never_from_an_ordinal():
    assert counts_stated("Scouts: 22 · leaders: 4", "scouts") == {22.0}
    assert counts_stated("Scouts: 22 · leaders: 4", "leaders") == {4.0}
    assert counts_stated("3rd Kestleigh Scouts", "scouts") == set()


@pytest.mark.parametrize(
    ("question", "kind", "position"),
    [
        ("Which train got the first run on Quenby Junction?", "position", "first"),  # the first go of several
        ("Where did the newly engaged couple want to go on the last run?", "fact", None),  # the run is when
        ("How did the day really go, job by job?", "order", None),
        ("The board went station, care home, Quayside, hospital, hotel. How did it really pan out?", "order", None),
        ("so what's being filmed next time?", "position", "end"),
        ("How does Rowena introduce the day in her first few sentences?", "position", "begin"),
        ("The mail van ended up with its wheels in the air on the viaduct. What happened next?", "relative", None),
        ("Margaux knocked her lemonade over Fergus at lunch. How did he react?", "relative", None),  # his reaction
        ("Grace got to her feet too quickly. What followed?", "relative", None),
        ("A spaniel got loose and ran across the range mid-round. How was it dealt with?", "relative", None),
        ("A little boy was too frightened to go in. What did Bernard do about it?", "relative", None),
        ("The generator failed at six. How did they handle it?", "relative", None),
        ("what did she do differently the next time she tried it?", "fact", None),
    ],
)
def test_a_first_go_an_order_job_by_job_and_what_is_filmed_next_time(question: str, kind: str, position: str | None):
    analysis = analyse_by_rules(question)
    assert (analysis.kind, analysis.position) == (kind, position)


def test_a_duration_typed_as_a_search_asks_for_a_time_taken():
    assert asked_value("perm duration, start to finish") == "duration"
    assert asked_value("ticket price?") == "money"


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        # a value someone gave, told, then the one that holds asked: of the same kind
        ("Colin reckons Alf hit a hundred and twenty decibels. What did the meter actually say?", "measure"),
        ("Wilf says his average is 160, then changes it. What is it now?", "number"),
        ("Toby guesses the pinsetters date from around 1950. When were they really put in?", "year"),
        ("Harriet says thirty criers turned up. How many really came?", "number"),
        ("Mia says the tour takes 2 hours. What does it actually cost?", "money"),  # the asking names its kind
        ("He says the work was under two hours. How much was it exactly?", "duration"),
        (
            "Dougie's poster gives one date for the next night and Kezia says it's wrong. Which day is it really?",
            "date",
        ),
        # a sum asked by its size
        ("Once Harriet corrects herself, how big is the champion's prize?", "money"),
        ("How big is the marquee?", "measure"),
        ("How loud did the guy with the parrot score on the meter?", "measure"),
        # what an instrument read, of the kind it reads
        ("The apprentice overestimates the tyre she couldn't lift. What did the sack scales say?", "measure"),
        ("What does the clicker show?", "number"),
    ],
)
def test_a_value_told_then_asked_again_is_of_the_kind_told(question: str, kind: str):
    assert asked_value(question) == kind


@pytest.mark.parametrize(
    "question",
    [
        "Aisha says they won by about fifty pins. Who says otherwise?",
        "Harriet says thirty criers turned up. Who tells her the real number?",
        "The old founder's speed figure gets shot down. By whom?",
        "The old regular has picked up a rumour in the pub. Which person knocks it down?",
        "Somebody checks the score sheet and knocks the captain's margin down. Who's that?",
        "The junior falconer overestimates the big owl by a mile. What does he really weigh?",
        "Cyril calls Beacon Hill one in four. Who tells him it's not that steep?",
        "old man's one in four - who put him straight",
        "who knew the real price of the brass hooks",
        "darren's box count from the tip - right number, and why he said the wrong one first",
    ],
)
def test_another_setting_a_figure_right_asks_about_a_correction(question: str):
    assert asks_correction(question)


def test_how_long_of_a_thing_named_by_its_length_asks_a_length_and_a_year_typed_last_asks_a_year():
    question = "Dilys gives her pier's length and then corrects it. How long is Sandport Pier?"
    assert asked_value(question) == "measure" and answering_kinds("measure", question) == ("measure",)
    assert asked_value("How long is the pier?") == "duration"
    assert answering_kinds("duration", "How long is the pier?") == ("duration", "measure")
    assert answering_kinds("measure", "Length of the Geography paper?") == ("measure", "duration")  # a session's
    assert asked_value("How long did the length of time feel?") == "duration"
    assert asked_value("maurice gill first dunmores window year") == "year"
    assert asked_value("the bakery's best loaf last year") is None and asked_value("twice a year") is None


def test_the_true_figure_asked_after_one_told_asks_what_holds_and_a_speaker_reads_no_instrument():
    assert told_value_kind("Harriet puts the snowflakes at six hundred or so. What's the true count?") == "number"
    assert told_value_kind("What's the true story?") is None  # no figure told
    assert asked_value("What did the man at the gate say?") is None


def test_by_whom_asks_who():
    assert ASKS_WHO.search("The old founder's speed figure gets shot down. By whom?")
    assert not ASKS_WHO.search("Stand by whoever wins.")


@pytest.mark.parametrize(
    "question",
    [
        "Fran said the boat weighed about a ton. Which of them corrected that?",
        "Somebody had the receipt and carried every box in. Name?",
        "the goat in the vicarage roses was led out by",
        "Which committee member rang the vicar about the hall?",  # a person asked for by what they are
    ],
)
def test_a_person_asked_for_without_who_asks_who(question: str):
    assert ASKS_WHO.search(question) and asks_who(question)
    assert asked_value(question) is None


@pytest.mark.parametrize(
    ("question", "ones_act"),
    [
        ("Right after the ladder went up, what did the neighbour do?", True),
        ("Straight after hearing the arches were sound, Dorothy did what?", True),
        ("Lab result just read out. Bryn's next move?", True),
        ("The moment Dev had left, what did Jory get up and do?", True),
        ("Right after Idris signed the wayleave, what did he go and do?", True),
        ("Once the climb was out of the way, which came next?", False),  # the plan's next item
        ("What came after the raffle?", False),
    ],
)
def test_what_one_person_did_next_is_their_act_not_the_plans_next_item(question: str, ones_act: bool):
    assert bool(_ONES_ACT.search(question)) is ones_act


@pytest.mark.parametrize(
    "question",
    ["Name on the brass maker's plate?", "The kettle is blue. Name?", "What was the boat sorted by?"],
)
def test_a_name_or_a_by_asked_of_no_one_asks_no_person(question: str):
    assert not ASKS_WHO.search(question) and not asks_who(question)


@pytest.mark.parametrize(
    ("question", "cues"),
    [
        ("What does Alf do before every cry to look after his voice?", []),  # a habit, no one event
        (
            "The disco lights come on by accident mid-final. What does Jordan do?",
            [TimeCue("after", "The disco lights come on by accident mid-final")],
        ),
        (
            "A lorry reverses into the square in the middle of Bryony's cry. How does she handle it?",
            [TimeCue("after", "A lorry reverses into the square in the middle of Bryony's cry")],
        ),
        (
            "The list says junior game, presentation, oil, raffle, final. How did the night really go?",
            [TimeCue("order")],
        ),
    ],
)
def test_a_habit_an_event_then_what_came_of_it_and_a_list_then_how_it_went(question: str, cues: list[TimeCue]):
    assert time_cues(question) == cues


@pytest.mark.parametrize(
    ("question", "kind", "position"),
    [
        ("The disco lights come on by accident mid-final. What does Jordan do?", "relative", None),  # a final, a thing
        ("Who won the league final?", "fact", None),
        ("town criers thing - whats it about", "summary", None),
        ("I skipped through and saw people in tricorn hats ringing bells. What's actually going on?", "summary", None),
        ("The lights go off. What's going on?", "fact", None),  # one moment, not the whole video
    ],
)
def test_a_final_of_a_contest_and_a_video_asked_about_by_one_who_skimmed_it(
    question: str, kind: str, position: str | None
):
    analysis = analyse_by_rules(question)
    assert (analysis.kind, analysis.position) == (kind, position)


@pytest.mark.parametrize(
    ("question", "kind"),
    [
        # the whole asked as "it all", or "it" after what the asker saw; not "it" after a thing told
        ("What is it all about?", "summary"),
        ("I caught a few minutes of hi-vis jackets and a crane on a quay. What is it about?", "summary"),
        ("Cannock Pier clip: what's the subject?", "summary"),
        ("Fiona mentions a letter. What is it about?", "fact"),
        ("What is it about?", "fact"),
        # what they all work towards is what the whole video is about; not one thing someone gets ready
        ("Wet paint signs, a borrowed sweeper and forty baskets. What is everyone getting ready for?", "summary"),
        ("Bunting up and the tea urn on. What's the occasion?", "summary"),
        ("What is Pauline getting ready for at five?", "fact"),
        # an order asked as a walk through the things as they happened
        ("Walk me through the four jobs on the whiteboard as they really happened.", "order"),
        ("Rearrange Owain's five typed jobs the way the crew actually did them.", "order"),
        ("Take us through the three stops as they actually went.", "order"),
    ],
)
def test_the_whole_asked_as_it_all_and_an_order_asked_as_a_walk_through(question: str, kind: str):
    assert analyse_by_rules(question).kind == kind


def test_a_year_typed_as_a_search_an_age_asked_after_a_guess_and_a_count_said_how_true():
    assert asked_value("year the Pentons took on the mill") == "year"
    assert asked_value("year 9 pupils on the trip - how many") == "number"  # a school year, counted
    assert asked_value("Nell guesses the pony is twenty or so. Real age?") == "duration"
    assert stated_values("Biscuit's age: 17", "duration") == ["17"]
    assert stated_values("aged 12 and already riding", "duration") == ["12"]
    assert stated_values("Age 5% rule", "duration") == []
    assert counted_noun("Ros says 80 came. How many actually turned up?") == counted_noun("How many turned up?")
    assert counted_noun("how many guests really came") == "guests"


@pytest.mark.parametrize(
    "question",
    [
        "Somebody with a stopwatch says the compère's time is wrong. Who?",
        "The steward's count gets checked against the gate log. By whom?",
        "She tells him his estimate was too high. Who is she?",
        "Colin guesses two hundred people turned up. Who had the actual number?",
        "Somebody with the paying-in book knows the vicar's figure is wrong. Which of them is it?",
    ],
)
def test_a_figure_said_to_be_wrong_or_checked_against_a_record_asks_about_a_correction(question: str):
    assert asks_correction(question)


@pytest.mark.parametrize(
    "question, kind",
    [
        # the figure that holds after one set up, not a count of "really"
        ("Bernard starts off saying twenty years as Father Christmas. How many is it really?", "fact"),
        ("Nigel was expecting a hundred shooters. How many actually signed up?", "fact"),
        ("Sam keeps checking the water. How many times altogether?", "count"),
        ("The class has twenty pupils. How many of them went on the trip?", "count"),
    ],
)
def test_a_figure_set_up_and_asked_really_is_a_value_not_a_count(question: str, kind: str):
    assert analyse_by_rules(question).kind == kind


def test_a_time_of_another_scale_than_the_question_names_does_not_answer_it():
    asked = "How many years has Bernard been Father Christmas?"
    assert not answers_as("4 minutes", "duration", "duration", asked)  # "Time with Father Christmas: 4 minutes"
    assert answers_as("22 years", "duration", "duration", asked)
    assert answers_as("18 months", "duration", "duration", asked)
    assert not answers_as("3 weeks", "duration", "duration", "How many hours did the bake take?")
    assert answers_as("1 h 30 min", "duration", "duration", "How many minutes did it take?")
    assert answers_as("3 weeks", "duration", "duration", "How long did it take?")  # no scale named
    assert answers_as("2 days", "duration", "duration", "How many hours a day, over how many days?")  # both named
    assert answers_as("3 hours", "duration", "duration", "How long does the planting day last?")  # a day's name
    assert not answers_as("4 minutes", "duration", "duration", "He starts off saying twenty years. How many is it?")


def test_a_label_naming_its_unit_states_its_bare_figure_in_it():
    assert stated_values("Years as Father Christmas: 22", "duration") == ["22 years"]
    assert stated_values("Acres cut for oil: 12", "measure") == ["12 acres"]
    assert stated_values("Shooters registered: 67", "measure") == []
    assert stated_values("Years of service: 22 (since 2003)", "duration") == []  # not the label's bare figure


def test_a_price_typed_per_head_asks_for_money():
    assert asked_value("Grotto ticket price per child?") == "money"
    assert asked_value("fee per session") == "money"


@pytest.mark.parametrize(
    "question, kind",
    [
        ("grotto setup jobs, order they were done in", "order"),
        ("Sort the staff room door jobs by when they actually happened.", "order"),
        ("By when must the entry forms be in?", "fact"),  # a deadline, no order
    ],
)
def test_an_order_asked_in_other_words_is_an_order(question: str, kind: str):
    assert analyse_by_rules(question).kind == kind


def test_a_plan_is_named_by_the_jobs_it_lists():
    assert names_a_plan("In what order were the grotto jobs done?")
    assert not names_a_plan("In what order did the floors report in?")


@pytest.mark.parametrize(
    "question, correction",
    [
        ("harvester driver's oil figure - who fixed it", True),
        ("Who fixed Ifor's oil figure?", True),
        ("The gate broke in the wind. Who fixed it?", False),
    ],
)
def test_a_figure_fixed_is_a_correction(question: str, correction: bool):
    assert asks_correction(question) is correction


@pytest.mark.parametrize(
    "question, correction",
    [
        ("Karen puts the Year Six girl right about the signatures. Which figure does she give?", True),
        ("Who puts the vicar straight?", True),
        ("She puts the lid right back on the tin. What does she do next?", False),
    ],
)
def test_someone_put_right_in_a_few_words_is_a_correction(question: str, correction: bool):
    assert asks_correction(question) is correction


@pytest.mark.parametrize(
    "question",
    [
        "Prams, straw bales, pub stops and a first aider sat on a bale. Which event is this?",
        "A clipboard by the door and chapel pews turned into a counter. What are we watching?",
    ],
)
def test_the_whole_video_asked_as_which_event_or_what_we_watch_is_a_summary(question: str):
    assert analyse_by_rules(question).kind == "summary"


@pytest.mark.parametrize(
    "question", ["Closing trailer: which episode comes next?", "Following episode - where are we off to?"]
)
def test_the_next_episode_asked_in_other_words_is_the_end(question: str):
    analysis = analyse_by_rules(question)
    assert (analysis.kind, analysis.position) == ("position", "end")


@pytest.mark.parametrize(
    "question, event",
    [
        ("What happened when a horse and rider came out of Mill Lane onto the course?", "horse"),
        ("When the card machine lost its signal, what happened?", "card machine"),
    ],
)
def test_what_followed_an_event_the_question_names_is_asked_after_it(question: str, event: str):
    analysis = analyse_by_rules(question)
    assert (analysis.kind, analysis.direction) == ("relative", "after") and event in analysis.target, analysis


def test_a_list_items_number_or_one_picked_out_is_no_count():
    assert counts_stated("1. Check the prams", "prams") == set()
    assert counts_stated("and one of them got on my shoe", "drivers") == set()
    assert counts_stated("37 of them are failing", "tests") == {37.0}
    assert counts_stated("Joan's fairy cakes: 12 dozen", "cakes") == {144.0}  # a label's dozens


def test_a_whole_and_a_part_said_in_words_is_one_amount():
    assert value_words("a mile and three quarters") == ["1.75", "miles"]
    assert value_words("two and a quarter hours") == ["135", "minutes"]
    assert value_words("an hour and a half") == ["90", "minutes"]
    assert value_words("a sandwich and a half") == ["a", "sandwich", "and", "a", "half"]  # no unit: no amount


def test_what_happens_when_you_do_something_is_not_what_followed():
    assert analyse_by_rules("What happens when you put # in front of a word in a note?").kind != "relative"


def test_when_asked_after_the_thing_typed_first_asks_a_time():
    assert asked_value("The peacock wandering in - when exactly?") == "when"


def test_what_a_count_leaves_out_is_no_part_of_what_it_counts():
    question = (
        "Leaving out the cyclist's bell, the car alarm and the fire engine from her twenty fifth year, how often did"
        " somebody hoot at her today?"
    )
    assert counted_event(question) == "somebody hoot at her"
    set_up = (
        "The firelighters turned up behind the logs and cash back is on offer. Apart from those, how often did a"
        " customer ask for a thing the shop just doesn't sell?"
    )
    assert "firelighters" not in counted_event(set_up) and "customer" in counted_event(set_up)
    assert counted_event("Alice rings the bell at each station. How many times does she ring it?") == (
        "Alice rings the bell at each station"
    )  # the event set up, where the asking sentence leaves nothing out


@pytest.mark.parametrize(
    "question",
    [
        "Ewan says nine barns, then thinks again. How many did he check?",
        "Harriet guesses forty stalls, then has second thoughts. How many were there?",
        "number of slabs delivered, real figure",
        "Shona thinks the post went past a thousand shares. Who gives the exact count?",
    ],
)
def test_a_change_of_mind_told_in_other_words_asks_a_correction(question: str):
    assert asks_correction(question)


def test_a_figure_put_right_in_the_setup_is_asked_as_the_figure_not_a_count():
    assert analyse_by_rules("Ewan says nine barns, then thinks again. How many did he check?").kind == "fact"
    assert analyse_by_rules("How many barns did Ewan check?").kind == "count"
    assert not asks_correction("How many barns did Ewan check?")


def test_what_the_viewer_sees_first_or_last_is_the_videos_edge():
    assert analyse_by_rules("First thing we see in the Pickle video?").position == "begin"
    assert analyse_by_rules("What's the last thing you see?").position == "end"
    assert analyse_by_rules("What is the first thing Lou does?").position == "first"  # a place among her acts


def test_the_one_whose_words_are_asked_is_a_person_the_name_boxes_show():
    names = {"Mo", "Adeyemi", "Gareth", "Lowe", "Kersley"}
    assert source_named("According to Mo, who mostly rides the late buses?", names) == "Mo"
    assert source_named("Gareth names a price for running one Thursday evening bus. What is it?", names) == "Gareth"
    assert source_named("In Gareth's words, what went wrong?", names) == "Gareth"
    assert source_named("Who rides the late buses in Kersley?", names) is None  # a place, not whose words
    assert source_named("According to Priya, what does it cost?", names) is None  # no name box names her


def test_an_order_asked_by_when_things_got_done_asks_them_as_done():
    assert asks_as_done("List the comments' suggestions by when they got done on the Monday.")


@pytest.mark.parametrize(
    ("question", "position"),
    [
        ("The storm video's first moments - what do we see?", "begin"),
        ("In its opening moments, what's on screen?", "begin"),
        ("The last few moments of the recording: what's shown?", "end"),
        ("What's promised for the next instalment?", "end"),
    ],
)
def test_the_first_or_last_moments_and_the_next_instalment_are_the_videos_edges(question: str, position: str):
    analysis = analyse_by_rules(question)
    assert (analysis.kind, analysis.position) == ("position", position)


@pytest.mark.parametrize(
    "question",
    [
        "Folding chairs, a raffle table and a tea urn. What sort of get-together is this?",
        "What kind of occasion was this?",
        "Candles in every window and a generator on a trailer. What is this street going through?",
        "What are these families living through?",
    ],
)
def test_the_occasion_filmed_or_what_people_live_through_is_the_whole_video(question: str):
    assert analyse_by_rules(question).kind == "summary"


def test_a_figure_a_speaker_ends_on_or_lands_at_is_the_value_settled_not_the_last_act():
    assert asks_settled_value("Mia first quotes nine hundred pounds. What figure does she end on?")
    assert analyse_by_rules("Mia first quotes nine hundred pounds. What figure does she end on?").kind == "fact"
    assert asks_settled_value("She changes her own price mid-sentence. Where does it land?")
    assert asks_correction("Halfway through, the plumber changes his own quote. What is it in the end?")
    assert not asks_settled_value("Where does the heron land?")  # a place, no figure
    assert analyse_by_rules("What stall does the tour end on?").position == "last"  # a place among stalls


@pytest.mark.parametrize(
    ("question", "figures"),
    [
        ("Ravi guessed two hundred guests came. What was the actual number?", {"200"}),
        ("The brochure says forty metres. What's the true length?", {"40"}),
        ("How many guests came?", set()),
        ("Ravi guessed two hundred guests came. Who counted them?", set()),
        # "at first", an item's number and "one figure" give no figure
        ("The starter gets the distance wrong at first. What's the right figure?", set()),
        ("The rope ladder was number one on the box. How far into the build did it actually go on?", set()),
        ("Verity gives one figure for the visitors and the secretary puts it right. How many came?", set()),
        ("Ravi guessed twelve at first. What was the actual number?", {"12"}),
    ],
)
def test_the_figure_a_setup_says_was_given_at_first_is_what_a_correction_must_replace(question: str, figures: set):
    assert figures_set_up(question) == figures


@pytest.mark.parametrize(
    "question",
    [
        "What was Aled's thinking in leaving the roof till the end?",
        "The paint went on before the sanding. What's the reasoning?",
        "ticket desk opened so late, reasoning",
        "The caterer was last on the list but spoke second. Explain.",
        "The hall is first on the rota, so what held it back to third?",
        "What held the parade back?",
    ],
)
def test_a_reason_asked_as_thinking_reasoning_or_explain_is_a_cause(question: str):
    assert asks_cause(question)


def test_a_colour_asked_of_a_time_is_a_fact_about_the_thing_not_what_came_before():
    assert analyse_by_rules("What colour was the old cover before it was stripped?").kind == "fact"
    assert analyse_by_rules("What happened before the cover was stripped?").kind == "relative"


def test_a_figure_set_up_in_dozens_is_a_figure_the_question_puts_right():
    question = "Trevor put the losses at about a dozen huts. How many were really washed away?"
    assert figures_set_up(question) == {"12"}
    assert analyse_by_rules(question).kind == "fact"  # the figure that holds, not a count of washing away
    assert figures_set_up("Half a dozen came, she thought. How many actually came?") == {"6"}


def test_a_count_of_things_asked_as_a_noun_is_how_many_of_them():
    asked = analyse_by_rules("Count of bags flown up to the top drop?")
    assert (asked.kind, asked.target, asked.cues) == ("count", "bags flown up to the top drop", ["how many things"])
    assert counted_noun("Count of bags flown up to the top drop?") == "bags"
    assert analyse_by_rules("Number of walkers turned back at the gate?").cues == ["how many things"]


def test_a_figure_said_first_then_corrected_is_no_place_in_the_video():
    question = "Ross first says four minutes for a round trip up to the highest drop. What's his corrected figure?"
    assert analyse_by_rules(question).kind == "fact"
    assert analyse_by_rules("What does Ross say first?").position == "first"  # nothing corrected: a place
    # the figure settled on is asked as one settles on a time
    settled = "Hector first says the last tender goes at half past four. What time does he settle on?"
    assert analyse_by_rules(settled).kind == "fact"


def test_a_question_opening_with_whose_asks_a_person_not_a_count():
    question = "Whose spray-painted numbers settled how many bags were lying in the field?"
    assert analyse_by_rules(question).kind == "fact"
    assert analyse_by_rules("How many bags were lying in the field?").kind == "count"
    # a person asked after the count, in other words
    assert analyse_by_rules("Somebody settled how many bars had rotted. Which person?").kind == "fact"


@pytest.mark.parametrize(
    "question",
    [
        "camper van barn find how-to - what does it cover",
        "helicopter ferrying stone up a fell path - the story?",
        "What's the valley doing today?",
        "In short, what's the Stenning video teaching?",
        "victorian greenhouse glass replaced - what's covered?",
        "Port Allanby film - what's the story, basically?",
    ],
)
def test_the_video_named_then_asked_what_it_covers_is_the_whole_video(question: str):
    assert analyse_by_rules(question).kind == "summary"


def test_an_item_at_the_top_of_someones_list_then_asked_when_done_asks_its_rank():
    assert asks_rank(
        "Getting the engine going is top of Ifan's envelope. At what point in the work was it actually done?"
    )
    assert asks_rank("Brakes are at the top of Kath's list. When did she get to them?")
    assert not asks_rank("What's at the top of Kath's list?")


def test_the_moment_something_happened_anchors_what_came_after():
    asked = analyse_by_rules("The moment Dev had left, what did Jory get up and do?")
    assert (asked.kind, asked.target, asked.direction) == ("relative", "Dev had left", "after")


def test_the_moment_something_happened_put_after_the_asking_words_anchors_what_came_after():
    asked = analyse_by_rules("What did Gordon do the minute Tamsin had left for her train?")
    assert (asked.kind, asked.target, asked.direction) == ("relative", "Tamsin had left for her train", "after")
    assert time_cues("What did Kofi do as soon as the first bar came out?") == [
        TimeCue("after", "the first bar came out")
    ]
    # the deed may be told in the sentence that opens with the anchor: the timeline reads it there
    assert analyse_by_rules("What did Ifor do as soon as he heard thunder?").kind == "relative"
    assert time_cues("What was said in the minute after?") == []  # no event to come after
    assert time_cues("Who spoke the moment the lights went out?") == []  # a fact of that moment


def test_an_event_told_then_set_off_by_a_dash_anchors_what_came_of_it():
    asked = analyse_by_rules("Last tender gone from the steps - what did Hector do next?")
    assert (asked.kind, asked.direction) == ("relative", "after")


def test_the_first_thing_we_are_shown_is_the_videos_opening():
    assert time_cues("First thing we're shown at the Packhorse?") == [TimeCue("begin")]


@pytest.mark.parametrize(
    ("question", "which"),
    [
        ("Five items on the agenda. Which one got discussed before the rest?", "first"),
        ("Which job was done after everything else?", "last"),
    ],
)
def test_what_came_before_or_after_all_the_rest_is_the_first_or_the_last(question: str, which: str):
    assert time_cues(question) == []  # "the rest" is no event to come before
    assert (analyse_by_rules(question).kind, analyse_by_rules(question).position) == ("position", which)
    assert time_cues("What did she do before the others arrived?") == [TimeCue("before", "the others arrived")]


def test_the_whole_video_asked_in_one_line_and_its_start_as_things_kicking_off():
    assert analyse_by_rules("Give me the one-line version of this cooking video.").kind == "summary"
    assert time_cues("What's lying on the counter when things kick off?") == [TimeCue("begin")]
    assert time_cues("Who was at the door once it all got going?") == [TimeCue("begin")]
    assert time_cues("When things start going wrong, who helps?") == []  # no start of the video


def test_a_count_asked_for_me_counts_the_event():
    asked = analyse_by_rules("Count for me the times the dog gets walked.")
    assert (asked.kind, asked.target) == ("count", "dog gets walked")


def test_a_price_swapped_for_another_asks_a_correction_and_its_first_time_is_no_place():
    assert asks_correction("Ravi gives one ticket price, then swaps it for another. Which is right?")
    asked = analyse_by_rules(
        "Ravi gives one ticket price, then swaps it for another. Which is right, and what threw him the first time?"
    )
    assert asked.kind == "fact"
    assert analyse_by_rules("Which song did the choir sing the first time?").kind == "position"  # no correction told


def test_a_figure_taken_back_asks_a_correction_and_its_start_is_no_place():
    question = "Dev started with a higher price and then took it back. What's the real cost, and what had he missed?"
    assert asks_correction(question)
    assert analyse_by_rules(question).kind == "fact"
    assert asks_correction("shed rent - right figure, and why the first one was wrong")
    assert not asks_correction("The kettle was broken, so she took it back to the shop. What did she buy instead?")
    # a setup with no correction still places the asking sentence's "first"
    assert analyse_by_rules("Dev started with the hedge and then the lawn. Which did he do first?").kind == "position"


def test_the_value_asked_is_the_asking_sentences_and_a_real_total_typed_as_a_search():
    assert asks_real_figure("Mo figured about fifty boats in the harbour. The real total?")
    assert asked_value("Mo figured about fifty boats in the harbour. The real total?") == "number"
    # the setup names a date; the asking sentence an age
    assert (
        asked_value("A receipt turned up in the drawer. Going by that, how many years old is the desk?") == "duration"
    )
    assert asked_value("A receipt turned up in the drawer. What date is on it?") == "date"
    assert asked_value("What does each member end up paying?") == "money"
    assert asked_value("Somebody with the paying-in book knows the figure is wrong. Which of them is it?") is None


def test_what_someone_did_first_once_something_happened_is_what_came_after_it():
    asked = analyse_by_rules("Once the last bus pulled out, what did Nia do first?")
    assert (asked.kind, asked.direction) == ("relative", "after")


def test_a_figure_told_as_someones_belief_asks_the_one_that_holds():
    # the belief is the setup; an instrument's reading or a bare "actual figure" asks what really holds, of its kind
    believed = "Maureen thought the lane was about a mile long. What did the tape say?"
    assert asks_correction(believed) and figures_set_up(believed) == {"1"}
    assert asked_value(believed) == "measure"
    assert asked_value("Ossie reckoned the queue was forty people. Actual figure?") == "number"
    assert told_value_kind("Ossie reckoned the ride took twenty minutes. Actual figure?") == "duration"
    # no belief, no figure: nothing to put right
    assert not asks_correction("Maureen walked the lane. What did the tape say?")
    assert not asks_correction("Maureen thought the lane was lovely. What did the vicar say?")


@pytest.mark.parametrize(
    "question",
    [
        "The clerk read out the wrong line at first. What's the real daily fee, and whose rate had she given?",
        "Rita's bus time gets corrected. To what, and what threw her?",
    ],
)
def test_a_correction_asked_with_what_misled_them_asks_the_value_first(question: str):
    assert asks_correction(question) and asks_value_then_why(question)


def test_a_correction_asked_to_what_and_why_asks_the_value_first():
    assert asks_value_then_why("Kev's count of sandbags gets corrected - to what, and why?")
    assert asks_value_then_why("roof repair cost - final figure and why it changed")
    assert asked_value("roof repair cost - final figure and why it changed") == "money"
    assert not asks_value_then_why("Why did Kev's count of sandbags get corrected?")
    assert not asks_value_then_why("What was the final figure and why did the crowd cheer?")  # no correction


def test_things_counted_are_a_plural_or_those_of_a_figure_told_before_a_verb():
    assert counted_noun("Jim had been told a hundred and fifty goats. How many actually went up the hill?") == "goats"
    assert counted_noun("Kev was told forty vans. How many actually came?") == "vans"
    assert counted_noun("Tents - how many went up?") == "tents"  # named before, where none is named after
    assert counted_noun("how many went out") == "went"  # nothing else named: the first word, as before


def test_things_counted_may_be_named_before_the_how_many():
    assert counted_noun("Sandbags along the back wall: how many did Kev fill?") == "sandbags"
    assert counted_noun("When the bell rang, how many were left?") is None  # a clause, not the things
    assert counted_noun("Nadia makes it thirty stalls. How many were there really?") == "stalls"


def test_a_toll_is_money_asked():
    assert asked_value("new toll per car after the vote") == "money"
    assert asked_value("What toll does a van pay?") == "money"


def test_walked_through_how_things_were_actually_done_asks_their_order():
    assert analyse_by_rules("Walk me through how the four jobs on the board were actually done.").kind == "order"
    assert analyse_by_rules("Walk me through how the panels were fitted.").kind != "order"  # a way, no order


def test_what_another_made_of_a_figure_someone_believed_asks_the_figure_that_holds():
    assert asks_real_figure("Tom guessed the barn at two hundred years. What did Sue reckon?")
    assert asks_correction("Ann thought the pond was about ten feet deep. What did Raj say?")
    assert not asks_real_figure("Tom guessed the barn at two hundred years. What did Tom reckon?")  # his own guess
    assert not asks_real_figure("Ann explained why the pond was dug last. What did she say?")  # no figure believed


def test_what_went_wrong_with_a_thing_in_the_meeting_is_no_summary():
    assert analyse_by_rules("In the meeting, what went wrong with the printer?").kind != "summary"


def test_what_another_came_back_with_after_a_figure_believed_asks_the_figure_that_holds():
    assert asks_real_figure("Ken reckoned the tank holds about fifty gallons. What did Mo come back with?")
    assert not asks_real_figure("Ken reckoned the tank holds about fifty gallons. What did Ken come back with?")


def test_what_about_a_thing_made_something_necessary_asks_a_cause_and_a_make_asks_none():
    assert asks_cause("Nia insisted the paint went on first. What about the old plaster made that necessary?")
    assert asks_cause("What made her leave early?")
    assert not asks_cause("What make is the new boiler?")


def test_what_one_does_straight_away_after_a_dash_asks_what_came_after():
    assert time_cues("Ivo says it's ready - what does Lena do straight away?") == [
        TimeCue("after", "Ivo says it's ready")
    ]


def test_an_items_number_counts_none_of_the_things_and_asks_no_figure():
    assert counts_stated("Fourth, number four, the garden tools, with the children.", "tools") == set()
    assert counts_stated("We've got four garden tools left.", "tools") == {4.0}
    assert told_value_kind("Pollinating is job 3 on the board. When in the evening did it really happen?") is None


@pytest.mark.parametrize(
    "question",
    [
        "The noticeboard went ladders, paint, gutters, then the hedge and the gate. How did the week actually run?",
        "Her list said gate, hedge, paint. How did it really go?",
    ],
)
def test_how_a_list_read_out_before_the_question_was_done_names_no_events_of_its_own(question: str):
    """The list's items are the video's plan, read where it is shown; the question's own words are no events."""
    analysis = analyse_by_rules(question)
    assert analysis.kind == "order" and analysis.events == ()


def test_an_order_question_naming_its_events_keeps_them():
    assert analyse_by_rules("In what order did they paint the gate, cut the hedge and clear the gutters?").events
