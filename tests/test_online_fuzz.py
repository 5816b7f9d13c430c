"""Issue 47: whatever arrives on a link — random bytes, random JSON, well-formed messages with
random values — the host refuses it or acts on it, never fails, and the table plays on; the
guest's client likewise leaves out what it cannot read."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from online_helpers import (
    OnlineTable,
    seeded_secrets,  # noqa: F401 (autouse: reproducible deals)
)

import sevens
from sevens.online.protocol import GUEST_KINDS, HOST_KINDS

VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=False)
    | st.text(st.characters(exclude_categories=()), max_size=30),  # lone surrogates too
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=4),
    max_leaves=12)


def messages(kinds: dict[str, dict[str, object]]) -> st.SearchStrategy[bytes]:
    """Messages of a known kind whose fields hold anything (sometimes the right type)."""
    def build(kind: str) -> st.SearchStrategy[bytes]:
        fields = {name: VALUES | st.integers(0, 60) | st.sampled_from(["7S", "pass", "cover 2H"])
                  for name in kinds[kind]}
        return st.fixed_dictionaries({"kind": st.just(kind), "seq": st.integers(-1, 10**6),
                                      **fields}).map(lambda data: json.dumps(data).encode())
    return st.sampled_from(sorted(kinds)).flatmap(build)


ANYTHING = st.binary(max_size=300) | VALUES.map(lambda value: json.dumps(value).encode())


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(messages(GUEST_KINDS) | ANYTHING, min_size=1, max_size=8))
def test_the_host_survives_anything_a_guest_sends(batch: list[bytes]) -> None:
    table = OnlineTable(sevens.preset("douque"), [1, 2], seed=3)
    table.play(moves=2)
    for data in batch:
        table.links[1][1].send(data)
        table.deliver()
    assert table.host.presence()[2]["state"] == "connected"
    table.guests[1].seq = 10**7  # past any number the batch used on seat 1's link
    table.play()
    assert table.guests[2].audits[1].ok


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(messages(HOST_KINDS) | ANYTHING, min_size=1, max_size=8))
def test_a_guest_survives_anything_a_host_sends(batch: list[bytes]) -> None:
    table = OnlineTable(sevens.preset("sevens"), [1], seed=3)
    guest = table.guests[1]
    for data in batch:
        guest.receive(data)
    assert guest.seat == 1
