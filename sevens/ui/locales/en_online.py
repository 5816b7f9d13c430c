"""English for online play with friends (issue 47; part of :mod:`sevens.ui.locales.en`):
refusals of a guest's messages, the deal audit, presence, reactions, invites. Parameters as
:mod:`sevens.ui.locales.en` says; ``{number}`` is a count from 1, ``{move}`` move text,
``{name}`` a player's name (or "the host").
"""

from __future__ import annotations

ONLINE: dict[str, str] = {
    # A guest's message the host refused (sevens/online: protocol and host)
    "online.refused.too_large": "That message was too large, so the table ignored it.",
    "online.refused.malformed": "That message could not be read, so the table ignored it.",
    "online.refused.unknown_kind": "The table does not know that kind of message.",
    "online.refused.replayed": "That message had already arrived, so it was ignored.",
    "online.refused.no_hello": "Join the table with your invite first.",
    "online.refused.wrong_seat": "You can only act for your own seat.",
    "online.refused.stale": "The table has moved on: your move came too late.",
    "online.refused.version": "This game is another version than the host's: update it to join.",
    "online.refused.wrong_room": "That invite is for another table.",
    "online.refused.unknown_token": "That invite is not valid at this table.",
    "online.refused.too_fast": "Wait a moment before reacting again.",
    "online.undo.others_moved": "Someone else has played since: your move can no longer be undone.",
    # Each guest's check of the deal at its end (sevens/online/fairness.py)
    "online.audit.ok": "Deal checked: the cards were dealt as promised and every move was legal.",
    "online.audit.damaged": "Deal check failed: the host's reveal was damaged.",
    "online.audit.commitment": "Deal check failed: the cards revealed are not the ones promised at the deal.",
    "online.audit.deal": "Deal check failed: the deal's number does not deal the cards revealed.",
    "online.audit.move": "Deal check failed: move {number} ({move}) was not legal.",
    "online.audit.events": "Deal check failed: what you were shown differs from the game, from step {number} on.",
    "online.audit.result": "Deal check failed: the results sent do not match the game.",
    "online.audit.shuffle": "Deal check failed: the cards were not shuffled as the host promised.",
    "online.audit.view": "Deal check failed: the table you were shown after {number} moves differs from the game.",
    # The link to the host
    "online.host_gone": "{name} has left the table. Wait for a new invite to carry on.",
    "online.the_host": "The host",
    # Presence at each seat
    "online.presence.host": "Host",
    "online.presence.invited": "Invited",
    "online.presence.connected": "Here",
    "online.presence.away": "Connection lost",
    "online.presence.bot": "A computer plays for now",
    "online.presence.computer": "Computer",
    "online.presence.thinking": "Thinking…",
    # The fixed reactions (no free chat)
    "online.reaction.well_played": "Well played!",
    "online.reaction.oops": "Oops!",
    "online.reaction.thinking": "Hmm…",
    "online.reaction.hurry": "Your turn!",
    "online.reaction.thanks": "Thanks!",
    "online.reaction.good_game": "Good game!",
    # Invites and answers (links and QR codes)
    "online.invite.damaged": "That invite could not be read: ask for a new one.",
    "online.invite.too_large": "That invite is too long to be real.",
    "online.invite.wrong_kind": "That is an answer, not an invite (or the other way round).",
    "online.invite.not_ours": "That answer is not for one of this table's invites.",
}
