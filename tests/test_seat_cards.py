"""The cards a seat panel shows, readable on a phone (issue 45, item 13).

The panels' mini cards (a seat's last card; your covered cards) were 30×42 with a 13-px rank:
6–7 CSS px on a phone. On a phone (upright 390×844, sideways 844×390 and 568×320) every text
over a seat's panel — its facts, and the ranks and suits of the cards it shows, drawn into
their faces — is 12 CSS px at least (an index-only mini card; your covered cards named on
chips); the desktop keeps its 30×42 mini cards.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygame  # noqa: E402
from helpers import BODY_TEXT, css_per_logical, deal, make_app  # noqa: E402
from layout_probe import draw, record  # noqa: E402

import sevens  # noqa: E402

PHONES = [(390, 844), (844, 390), (568, 320)]
#: Your hand: nothing of it fits for a while, so you cover.
STUCK = ["AS", "2S", "KS", "AH", "2H", "KH", "AD", "2D", "KD", "AC", "2C", "KC", "QC"]


def covered_table(window: tuple[int, int] | None, count: int,
                  four_colour: bool = False) -> tuple[Any, Any]:
    """A Douque table at ``window`` where you have covered ``count`` cards and it is your
    turn (the others play a card when they can)."""
    rules = sevens.preset("douque")
    game = deal(rules, {0: STUCK})
    order = {"play": 0, "cover": 1}
    while not (game.current_player == 0 and len(game.view(0).covered) >= count):
        game.apply(min(game.legal_moves(), key=lambda move: order.get(move.kind, 3)))
    app = make_app(window, "douque")
    app.settings.four_colour = four_colour
    app.art.four_colour = four_colour
    app.start_match(rules, "douque")
    table = app.scene
    table.session.game = game
    table.setup_deal()
    app.step(1 / 60)
    return app, table


def panel_texts(app: Any, table: Any) -> list[tuple[str, int, str]]:
    """(text, size, where) for every text drawn over a seat's panel: on the canvas, and into
    the faces of the cards drawn there (their faces drawn afresh)."""
    panels = [*table.seats_view.panels.values(), table.table_layout.my_panel]
    sizes: dict[str, int] = {}
    in_faces: list[tuple[str, int, str]] = []
    drawing: list[pygame.Rect] = []
    text_method, card_method = app.resources.text, app.art.draw_card

    def text(string: str, size: int, *arguments: Any, **keywords: Any) -> pygame.Surface:
        sizes[string] = min(size, sizes.get(string, size))
        if drawing and drawing[-1].collidelist(panels) >= 0:
            in_faces.append((string, size, f"a card's face at {drawing[-1]}"))
        return text_method(string, size, *arguments, **keywords)

    def draw_card(target: Any, card: Any, size: Any, position: Any,
                  **keywords: Any) -> pygame.Rect:
        drawing.append(pygame.Rect(position, size))
        try:
            return card_method(target, card, size, position, **keywords)
        finally:
            drawing.pop()

    canvas = record(app)  # notes blits; its text wrapper calls ours
    app.resources.text, app.art.draw_card = text, draw_card
    app.art._drawn.clear()  # every face drawn again, through the recording
    drawn = draw(app, canvas)
    on_canvas = [(item.text, sizes.get(item.text, 0), f"at {item.ink}") for item in drawn
                 if item.kind == "text" and item.text.strip() and item.ink.collidelist(panels) >= 0]
    return on_canvas + in_faces


@pytest.mark.parametrize("four_colour", [False, True], ids=["two-colour", "four-colour"])
@pytest.mark.parametrize("window", PHONES, ids=lambda window: "x".join(map(str, window)))
def test_a_phones_seat_panels_read_at_twelve_css_px(window: tuple[int, int],
                                                    four_colour: bool) -> None:
    app, table = covered_table(window, 4, four_colour)
    scale = css_per_logical(app, window)
    found = panel_texts(app, table)
    assert any("face" in where for _text, _size, where in found), "mini cards drawn"
    small = sorted({f"{string!r} {size * scale:.1f} CSS px {where}"
                    for string, size, where in found if size * scale < BODY_TEXT - 0.05})
    assert not small, small


def test_the_desktop_panels_keep_their_mini_cards() -> None:
    """At 1280×720 the panels' cards are the usual 30×42 faces, where they always were."""
    from sevens.ui import theme

    app, table = covered_table((1280, 720), 4)
    drawn: list[tuple[Any, Any]] = []
    card_method = app.art.draw_card

    def draw_card(target: Any, card: Any, size: Any, position: Any,
                  **keywords: Any) -> pygame.Rect:
        drawn.append((size, keywords.get("index_only", False)))
        return card_method(target, card, size, position, **keywords)

    app.art.draw_card = draw_card
    app.draw_scene()
    minis = [(size, index_only) for size, index_only in drawn if size == theme.CARD_MINI]
    assert len(minis) >= 3 and not any(index_only for _size, index_only in drawn)
    assert table.table_layout.seat_card == (theme.CARD_MINI, False)
