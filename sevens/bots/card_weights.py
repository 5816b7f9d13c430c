"""The card model's weights (:mod:`sevens.bots.card_model`), written by ``python -m
sevens.tools.card_fit --write``: per scoring system (and ``all``), one weight per
feature of :data:`~sevens.bots.card_model.CARD_FEATURES`.

Fitted on 124,524 card records (22 chunks of seed 1); see docs/bots.md for the held-apart
measurements.
"""

CARD_WEIGHTS: dict[str, tuple[float, ...]] = {
    "all": (
        1.1895, 0.0599, -0.3005, -0.8964, -0.1118, 0.3701, 0.0508, 0.0882, 0.2431, -0.1778,
        -0.4871, 0.0061, 0.3855, -0.5241,
    ),
    "chips": (
        1.2808, -0.3462, -0.3587, 0.0, -0.2805, 0.6031, -0.0672, 0.1417, 0.3142, -0.448, 0.0,
        0.0, 0.183, -0.6767,
    ),
    "douque": (
        1.068, 1.335, -0.9203, 0.0, -0.1006, 0.4161, 0.1613, 0.0998, 0.0904, -0.5664, -0.2032,
        1.2494, -0.2412, -1.2965,
    ),
    "penalty-pips": (
        1.1669, -0.4828, -0.0827, 0.0, -0.1289, 0.3544, 0.1013, 0.0327, 0.3239, -0.1273, 0.0,
        0.0, 0.4118, -0.9263,
    ),
    "placing-points": (
        1.1617, -0.4087, -0.1216, -1.1419, -0.0162, 0.3607, -0.0248, 0.0187, 0.3028, -0.2504,
        0.0, 0.0, 0.4358, -0.3798,
    ),
    "wins": (
        1.2374, -0.0216, -0.2306, 0.0, -0.1242, 0.2673, 0.0059, 0.1382, 0.192, -0.0185, 0.0,
        0.0, 0.6828, -0.4308,
    ),
}
