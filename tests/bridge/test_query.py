"""A link's query text (stb.bridge.query) is written and read exactly as urllib.parse does it."""

from urllib.parse import parse_qsl, urlencode

from hypothesis import given, settings, strategies as st

from stb.bridge.query import query_pairs, query_text

QUERY_CHARACTERS = st.sampled_from(list("%+&=aZ09Ff~*. é€\u00a0;#?/") + ["%2", "%C3", "%A9", "%E2%82", "%20", "%zz"])
VALUES = st.one_of(st.text(st.characters(blacklist_categories=("Cs",)), max_size=12), st.integers(-10**6, 10**6))


@settings(max_examples=3000, deadline=None)
@given(st.lists(QUERY_CHARACTERS, max_size=40).map("".join))
def test_a_query_is_read_as_parse_qsl_reads_it_with_blank_values(text):
    assert query_pairs(text) == parse_qsl(text, keep_blank_values=True)


@settings(max_examples=2000, deadline=None)
@given(st.dictionaries(st.text(st.characters(blacklist_categories=("Cs",)), max_size=8), VALUES, max_size=5))
def test_fields_are_written_as_urlencode_writes_them_and_read_back(fields):
    assert query_text(fields) == urlencode(fields)
    assert query_pairs(query_text(fields)) == [(name, str(value)) for name, value in fields.items()]
