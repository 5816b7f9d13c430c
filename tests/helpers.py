"""Small builders shared by the tests: the engine's (deals, random play, random rules), then
the screens' at a window size (an app, its results, and what a thumb and an eye meet there in
CSS px). The screens' helpers import pygame and the UI only when called, so the engine tests
need neither."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from copy import deepcopy
from typing import TYPE_CHECKING, Any

import sevens
from sevens.cards import ALL_CARDS
from sevens.rules import OPTION_CHOICES

if TYPE_CHECKING:
    import pygame

    from sevens.ui.app import App
    from sevens.ui.scenes.results import ResultsScene

#: What Apple and Google ask of a tap target, and the smallest body text, in CSS px.
THUMB = 44
BODY_TEXT = 12

#: A place a thumb presses: its name, its rect and whether its width counts too (a stepper's
#: arrows are squares a thumb presses).
Place = tuple[str, "pygame.Rect", bool]


def deal(rules: sevens.Rules, fixed: dict[int, Iterable[str]], dealer: int = 0,
         rest_to: Sequence[int] | None = None, leftovers: Sequence[str] = ()) -> sevens.Game:
    """A game where the seats in ``fixed`` hold exactly those cards and every other card of
    the pack is dealt round-robin to ``rest_to`` (default: the seats not in ``fixed``): a
    scripted position, so hand sizes need not be the dealt ones."""
    hands: list[list[str]] = [[] for _ in range(rules.players)]
    used: dict[str, int] = {}
    for seat, cards in fixed.items():
        for text in cards:
            card = str(sevens.Card.parse(text))
            hands[seat].append(card)
            used[card] = used.get(card, 0) + 1
    for text in leftovers:
        used[text] = used.get(text, 0) + 1
    targets = list(rest_to) if rest_to is not None else [
        seat for seat in range(rules.players) if seat not in fixed]
    position = 0
    for copy in range(rules.decks):
        for card in ALL_CARDS:
            text = str(card)
            if used.get(text, 0) > copy:
                continue
            hands[targets[position % len(targets)]].append(text)
            position += 1
    return sevens.Game(rules, hands=hands, dealer=dealer, leftovers=leftovers, any_sizes=True)


def texts(items: Iterable[object]) -> set[str]:
    """The string forms of moves or cards, as a set."""
    return {str(item) for item in items}


def play_random(game: sevens.Game, rng, limit: int = 10_000) -> int:
    """Play random legal moves to the end; return how many moves were made."""
    count = 0
    while not game.over:
        moves = game.legal_moves()
        assert moves, "a seat to move always has a legal move"
        game.apply(rng.choice(moves))
        count += 1
        assert count < limit, "the deal did not end"
    return count


def random_rules(rng) -> sevens.Rules:
    """A random valid custom rule set drawn from OPTION_CHOICES."""
    while True:
        try:
            return sevens.Rules(**{key: rng.choice(values)
                                   for key, values in OPTION_CHOICES.items()})
        except ValueError:
            continue


# ------------------------------------------------------------------ screens at a window size

def make_app(window: tuple[int, int] | None, rules_id: str = "sevens", language: str = "en",
             players: int | None = None, seed: int = 7, deals: int = 1) -> App:
    """An app in a ``window`` of that many CSS px: instant bots, muted, remembering nothing,
    ``deals`` deals a match (one unless told)."""
    from sevens.ui.app import App, AppOptions

    return App(AppOptions(rules_id=rules_id, seed=seed, speed="instant", mute=True,
                          remember=False, deals=deals, language=language, players=players,
                          window=window))


def table_places(size: tuple[int, int], players: int = 4, hand_cards: int = 13,
                 row_count: int = 4, compact: bool = False, large: bool = False) -> Any:
    """The table's layout on a canvas of ``size`` logical px seen at one CSS px each: laid
    out for thumbs sideways when ``compact``, with large cards when ``large``."""
    from sevens.ui.geometry.canvas import COMPACT, Canvas, shape_of
    from sevens.ui.scenes.table.layout import lay_out_table

    shape = COMPACT if compact else shape_of(size, False)
    return lay_out_table(Canvas(*size, shape, large_cards=large), players, hand_cards,
                         row_count)


def fit_window(app: App, window: tuple[int, int]) -> None:
    """Resize ``app``'s window to ``window`` px as a player does: the window first, then its
    canvas (and the scale CSS px are worked out from) follow; its scene lays itself out
    again before the next frame."""
    import pygame

    pygame.display.set_mode(window, pygame.RESIZABLE)
    if app.display.window_resized():
        app.canvas_changed()


#: The deals :func:`results_at` played, by (rules, players, language, seed, deals): the match
#: and the statistics as the table left them at the results.
PLAYED_DEALS: dict[tuple[str, int | None, str, int, int], tuple[Any, dict]] = {}


def results_at(window: tuple[int, int] | None, rules_id: str, players: int | None,
               language: str, seed: int = 21, deals: int = 1) -> tuple[App, ResultsScene]:
    """An app at ``window`` whose first deal has been played through to its results, and
    the results scene. Each deal is played at the table once a process: a deal asked for
    again starts from a copy of the match and statistics it left, at its results (the
    window changes no card of it)."""
    from sevens.ui.navigation import Results
    from sevens.ui.scenes.results import ResultsScene
    from sevens.ui.tools.screenshots import _run_table

    app = make_app(window, rules_id, language=language, players=players, seed=seed,
                   deals=deals)
    key = (rules_id, players, language, seed, deals)
    if key in PLAYED_DEALS:
        app.session, app.stats = deepcopy(PLAYED_DEALS[key])
        app.go(Results(just_ended=True))
    else:
        app.scene.start()
        app.step(1 / 60)
        _run_table(app, lambda scene: isinstance(scene, ResultsScene))
        PLAYED_DEALS[key] = deepcopy((app.session, app.stats))
    app.step(1 / 60)
    scene = app.scene
    assert isinstance(scene, ResultsScene)
    return app, scene


def record_text_sizes(app: Any) -> list[tuple[str, int]]:
    """Note (text, size) for every text the app's resources render from now on."""
    seen: list[tuple[str, int]] = []
    original = app.resources.text

    def text(string: str, size: int, *arguments: Any, **keywords: Any) -> pygame.Surface:
        seen.append((string, size))
        return original(string, size, *arguments, **keywords)

    app.resources.text = text
    return seen


def smallest_sizes(seen: list[tuple[str, int]]) -> dict[str, int]:
    """The smallest size each text was rendered at, from :func:`record_text_sizes`'s notes."""
    sizes: dict[str, int] = {}
    for string, size in seen:
        sizes[string] = min(size, sizes.get(string, size))
    return sizes


def css_scale(window: tuple[int, int], canvas: tuple[int, int]) -> float:
    """CSS px per logical px: the canvas fitted into the window, keeping its shape."""
    return min(window[0] / canvas[0], window[1] / canvas[1])


def css_per_logical(app: Any, window: tuple[int, int]) -> float:
    """CSS px per logical px of the scene on show: the canvas fitted into the page as the page
    script fits it (:func:`css_scale`), and the scene into the canvas when it is drawn apart
    at 1280×720."""
    from sevens.ui.display import letterbox

    scene_box = letterbox(app.size, app.scene.size)
    return css_scale(window, app.size) * scene_box.width / app.scene.size[0]


def thumb_problems(app: Any, window: tuple[int, int], places: list[Place]) -> list[str]:
    """The places under a thumb's size in CSS px, off the canvas, or over one another (the
    Paste button stands beside the deal code, an arrow inside its stepper)."""
    import pygame

    scale = css_per_logical(app, window)
    canvas = pygame.Rect((0, 0), app.scene.size)
    found = [f"{name} is {rect.width * scale:.0f}×{rect.height * scale:.0f} CSS px"
             for name, rect, square in places
             if rect.height * scale < THUMB or (square and rect.width * scale < THUMB)]
    found += [f"{name} {rect} leaves the canvas" for name, rect, _square in places
              if not canvas.contains(rect)]
    for index, (name, rect, _square) in enumerate(places):
        for other, other_rect, _ in places[index + 1:]:
            if name.split(" ◀")[0].split(" ▶")[0] != other.split(" ◀")[0].split(" ▶")[0] \
                    and rect.colliderect(other_rect):
                found.append(f"{name} {rect} overlaps {other} {other_rect}")
    return found


def small_texts(app: Any, window: tuple[int, int], sizes: list[tuple[str, int]],
                skip: Collection[str] = ()) -> list[str]:
    """Every text of ``sizes`` drawn under 12 CSS px at ``window`` (blank ones and those in
    ``skip`` aside: a chart's bars, a card's corner marks are not text to read)."""
    scale = css_per_logical(app, window)
    return sorted({f"{string!r} drawn at {size * scale:.1f} CSS px" for string, size in sizes
                   if string.strip() and string not in skip and size * scale < BODY_TEXT})


def drawn_problems(app: Any) -> list[str]:
    """Texts off the scene, out of their panels or over one another, as drawn now."""
    from layout_probe import draw, problems, record

    return problems(draw(app, record(app)), app.scene.size)


def press(app: Any, key: int) -> None:
    """Post a press of ``key`` (no modifiers), as the keyboard sends it, and run a frame."""
    import pygame

    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                         scancode=0))
    app.step(1 / 60)


def tab_round(app: Any, scene: Any) -> set[str | None]:
    """Press Tab once for every control ``scene`` can focus: the names the focus landed on."""
    import pygame

    walked: set[str | None] = set()
    for _ in range(len(scene.focusable())):
        press(app, pygame.K_TAB)
        walked.add(scene.focus_ring.name)
    return walked


#: How a review's selected decision is looked at: its detail at the top, scrolled to its
#: end, and with every hand shown.
REVIEW_STATES = ("top", "end", "hands")


def show_review_state(review: Any, state: str) -> None:
    """Show ``review``'s selected decision as ``state`` (one of :data:`REVIEW_STATES`)."""
    review.show_hands = state == "hands"
    review.detail_scroll = 0
    if state == "end":
        review.scroll_by("detail", 1000)


def draw_review_states(app: Any, review: Any, canvas: Any) -> None:
    """Draw ``review`` onto ``canvas`` once in every state: the card faces are drawn once and
    kept, so their small corner indices (art, not text) are not recorded after this."""
    from layout_probe import draw

    for state in REVIEW_STATES:
        show_review_state(review, state)
        draw(app, canvas)


def finger(app: Any, kind: int, position: tuple[int, int]) -> None:
    """A finger event at a logical ``position`` of the canvas, as SDL sends it (normalised
    to the window)."""
    import pygame

    from sevens.ui.display import letterbox

    window = pygame.display.get_window_size()
    box = letterbox(window, app.size)
    x = box.x + (position[0] + 0.5) * box.width / app.size[0]
    y = box.y + (position[1] + 0.5) * box.height / app.size[1]
    app.handle_event(pygame.event.Event(kind, {"x": x / window[0], "y": y / window[1],
                                               "touch_id": 1, "finger_id": 0,
                                               "dx": 0.0, "dy": 0.0}))


def swipe(app: Any, start: tuple[int, int], rise: int, steps: int = 6) -> None:
    """A finger put down at ``start``, moved ``rise`` px up (negative: down), lifted."""
    import pygame

    finger(app, pygame.FINGERDOWN, start)
    for step in range(1, steps + 1):
        finger(app, pygame.FINGERMOTION, (start[0], start[1] - rise * step // steps))
    finger(app, pygame.FINGERUP, (start[0], start[1] - rise))
