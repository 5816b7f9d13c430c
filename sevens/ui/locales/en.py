"""The English message table: every player-facing string, by key (issue 32).

English is a locale like the others (:mod:`sevens.ui.locales`): the same keys with the same
``{parameters}`` as ``zh_hant``, ``zh_hans`` and ``ja``. Parameters are filled by
:func:`sevens.ui.messages.text` / :func:`sevens.ui.messages.render`; a whole number may be
written in words with ``{count:words}`` (:data:`NUMBER_WORDS`), a nested name in lower case
with ``{level:lower}``, and a suit agreeing with a count beside it with ``{suit:counted}``
(``suit.X.one`` for one, ``suit.X.seven`` for seven, else ``suit.X``).
"""

from __future__ import annotations

#: Small numbers in words, for ``{count:words}`` (larger ones are written in digits).
NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
                "ten", "eleven", "twelve", "thirteen")

TABLE: dict[str, str] = {
    # Application
    "app.title": "Sevens",
    "app.subtitle": "Fan Tan · Domino · Parliament · Badam Satti · Shichinarabe · Douque",
    # Rule systems (titles and one-line descriptions)
    "preset.douque.title": "Douque Sevens",
    "preset.douque.line": "7♠ leads, turns go right, no passing: cover a card when stuck; "
                          "bonuses and money.",
    "preset.sevens.title": "Sevens (British)",
    "preset.sevens.line": "7♦ leads, ace low, pass only when stuck. Ante, a chip a pass, "
                          "first out sweeps the pool.",
    "preset.fan-tan.title": "Fan Tan",
    "preset.fan-tan.line": "Left of the dealer starts with any 7, ace high, "
                           "first out wins at once.",
    "preset.badam-satti.title": "Badam Satti",
    "preset.badam-satti.line": "7♥ leads, ace low. When someone goes out, the others "
                               "score penalty pips.",
    "preset.shichinarabe.title": "Shichinarabe",
    "preset.shichinarabe.line": "All four 7s laid out, three free passes each; "
                                "a fourth pass puts you out.",
    "preset.domino.title": "Domino (French)",
    "preset.domino.line": "The first card sets the starting rank of every suit.",
    "preset.family.title": "Family Sevens",
    "preset.family.line": "7♦ starts, play if you can, everyone plays on for placing points.",
    "preset.custom.title": "House rules",
    "preset.custom.line": "Your own table, built from every option.",
    # Menu
    "menu.rule_system": "Rule system",
    "menu.table": "Table",
    "menu.players": "Players",
    "menu.level": "Opponents",
    "menu.deals": "Deals per match",
    "menu.speed": "Bot pace",
    "menu.card_speed": "Cards",
    "menu.four_colour": "Four-colour deck",
    "menu.sound": "Sound",
    "menu.people": "People",
    "menu.play": "Deal the cards",
    "menu.resume": "Back to the table",
    "menu.continue": "Continue match",
    "menu.new_match": "New match",
    "menu.quit": "Quit",
    "menu.in_progress": "Match in progress: {rules}, deal {deal} of {deals}",
    "confirm.new_title": "Leave the match in progress?",
    "confirm.quit_title": "Quit during the match?",
    "confirm.leave_message": "Your {rules} match is at deal {deal} of {deals}. Leaving ends "
                             "it for good; your statistics will count it as abandoned.",
    "confirm.keep": "Keep playing",
    "confirm.new_leave": "Abandon it, deal anew",
    "confirm.daily_leave": "Abandon it, play the daily",
    "confirm.daily_title": "Play the daily deal?",
    "confirm.link_leave": "Abandon it, open the link",
    "confirm.link_title": "Open the deal link?",
    "confirm.quit_leave": "Abandon it and quit",
    "menu.rules": "Rules",
    "menu.stats": "Statistics",
    "menu.customise": "House rules…",
    "menu.deal_code": "Replay a deal (code)",
    "menu.deal_code_hint": "type or paste a deal code",
    "menu.deal_code_bad": "That deal code does not fit these rules: {reason}",
    "menu.notice": "{notice}",
    "menu.notice_more": "{count} more",
    "level.random": "Random",
    "level.easy": "Easy",
    "level.normal": "Normal",
    "level.hard": "Hard",
    "level.expert": "Expert",
    "speed.slow": "Slow",
    "speed.normal": "Normal",
    "speed.fast": "Fast",
    "speed.instant": "Instant",
    "speed.still": "Still",
    "toggle.on": "On",
    "toggle.off": "Off",
    # Custom rules screen
    "custom.title": "House rules",
    "custom.intro": "Start from a rule system, then change any option. A contradiction is "
                    "marked in red with its reason; Apply works once there is none.",
    "custom.based_on": "Based on",
    "custom.done": "Use these rules",
    "custom.reset": "Reset to the base system",
    "custom.apply": "Apply",
    "custom.cancel": "Cancel",
    "custom.only_for": "only used with {scoring} scoring",
    "custom.no_named_card": "this start names no card",
    "custom.note.stake": "money for each point of a negative total",
    "custom.note.pass_limit_out": "a player who must pass once too often is out",
    "custom.note.free_passes": "passes allowed even when a card fits",
    "conflict.two_packs": "Two packs are for exactly 8 players.",
    "conflict.douque_cover": "Douque money needs 'Cover a card' when stuck.",
    "conflict.douque_end": "Douque money is settled when all hands are empty.",
    "conflict.douque_players": "Douque money is for exactly 4 players.",
    "conflict.start_card": "A named 7 leads: choose which one.",
    "conflict.limit_needed": "Being put out needs a number of free passes.",
    "conflict.limit_pass": "Being put out counts passes: choose 'Pass' when stuck.",
    "conflict.receive_all_hands": "'All hands empty' cannot end when receiving a card.",
    "option.players": "Players",
    "option.decks": "Packs",
    "option.ace": "Ace",
    "option.start": "First card",
    "option.start_card": "Named 7",
    "option.turn_order": "Turn order",
    "option.when_stuck": "When stuck",
    "option.free_passes": "Free passes",
    "option.pass_limit_out": "Out after last pass",
    "option.build": "Building",
    "option.equal_hands": "Equal hands",
    "option.end": "Deal ends",
    "option.scoring": "Scoring",
    "option.deals": "Deals",
    "option.stake": "Stake",
    "option.ante": "Ante",
    "option.pass_chip": "Chips a pass",
    "option.card_chip": "Chips a card",
    "value.none": "—",
    "value.unlimited": "Unlimited",
    "value.true": "Yes",
    "value.false": "No",
    "value.ace.low": "Low",
    "value.ace.high": "High",
    "value.ace.either": "Either end",
    "value.start.card": "Named 7 leads",
    "value.start.dealer-left": "Dealer's left, any 7",
    "value.start.all-sevens": "All 7s laid out",
    "value.start.any-rank": "Any rank (Domino)",
    "value.turn_order.clockwise": "Clockwise",
    "value.turn_order.counterclockwise": "Counter-clockwise",
    "value.when_stuck.pass": "Pass",
    "value.when_stuck.cover": "Cover a card",
    "value.when_stuck.receive": "Receive a card",
    "value.build.plain": "Plain",
    "value.build.eight-first": "8 first",
    "value.build.six-and-eight-first": "6 and 8 first",
    "value.end.first-out": "First out",
    "value.end.play-on": "Play on",
    "value.end.all-hands": "All hands empty",
    "value.scoring.douque": "Douque money",
    "value.scoring.chips": "Chips",
    "value.scoring.penalty-count": "Penalty (cards)",
    "value.scoring.penalty-pips": "Penalty (pips)",
    "value.scoring.placing-points": "Placing points",
    "value.scoring.wins": "Deals won",
    # Rules screen
    "rules.title": "Rules of this table",
    "rules.players": "{players} players, {decks}.",
    "rules.one_pack": "one pack of 52 cards",
    "rules.two_packs": "two packs: every suit has two rows, each opened by its own 7",
    "rules.deal_all": "All the cards are dealt one at a time from the dealer's left; "
                      "some hands may hold one card more.",
    "rules.deal_equal": "Everyone gets the same number of cards; the leftovers lie face up "
                        "and anyone may play one that fits on their turn.",
    "rules.start.card": "The holder of the {card} must lead it.",
    "rules.start.dealer-left": "The player left of the dealer starts and may play any 7; "
                               "without one they pass.",
    "rules.start.all-sevens": "All four 7s are laid out before play; the holder of the {card} "
                              "moves first.",
    "rules.start.all-sevens-plain": "All four 7s are laid out before play.",
    "rules.start.any-rank": "The first player leads any card; its rank becomes the starting "
                            "rank of every suit.",
    "rules.turns.clockwise": "Turns go clockwise (to the left).",
    "rules.turns.counterclockwise": "Turns go counter-clockwise (to the right).",
    "rules.rows": "Each suit is built outwards from its {rank}: one card at a time, "
                  "the next rank just below or just above the row.",
    "rules.rows_any_rank": "Each suit is built outwards from the starting rank: one card at a "
                           "time, the next rank just below or just above the row.",
    "rules.ace.low": "Ace is low: the rows run from A up to K.",
    "rules.ace.high": "Ace is high: the rows run from 2 up to K, then A.",
    "rules.ace.either": "The ace may go below the 2 or above the K, whichever end is open.",
    "rules.build.eight-first": "After a 7, its 8 must be down before anything else of the suit.",
    "rules.build.six-and-eight-first": "After a 7, both its 6 and its 8 must be down before "
                                       "the rest of the suit.",
    "rules.must_play": "If you can play, you must.",
    "rules.stuck.pass": "With no card that fits, you pass.",
    "rules.stuck.cover": "No passing: with no card that fits you cover one card face down. "
                         "Covered cards count against you (A = 1 … K = 13).",
    "rules.stuck.receive": "With no card that fits, the previous player hands you a card of "
                           "their choice and the turn moves on.",
    "rules.free_passes": "Everyone has {count} free passes a deal, usable even when a card fits.",
    "rules.free_passes_unlimited": "You may pass whenever you like, even when a card fits.",
    "rules.pass_limit_out": "A player who would pass once more is out; their cards are laid "
                            "on the rows.",
    "rules.end.first-out": "The deal ends as soon as someone plays their last card.",
    "rules.end.play-on": "The others play on for the lower places until everyone is finished.",
    "rules.end.all-hands": "Play goes on until every hand is empty.",
    "rules.score.douque": "Total = bonuses (Complete Suit +5, Clean Hand +10, Last Seven +20) "
                          "minus your covered cards. First place collects from every negative "
                          "total: ×3 Biggest Loser, ×2 Runner-up, ×2 bust (over 55 covered), "
                          "times the winner's multiplier, times the stake {stake}.",
    "rules.score.chips": "Everyone antes {ante}; each pass costs {pass_chip}. The first out "
                         "takes the pool plus {card_chip} for every card left in the other "
                         "hands.",
    "rules.score.penalty-count": "The others score a penalty point for every card left; "
                                 "the lowest total wins.",
    "rules.score.penalty-pips": "The others score penalty pips for the cards left "
                                "(2–10 face value, J Q K 10, A 15); the lowest total wins.",
    "rules.score.placing-points": "Placing points: first gets {top}, the next one less, "
                                  "last gets 0; the highest total wins.",
    "rules.score.wins": "The first out wins the deal; most deals won takes the match.",
    "rules.deals": "A match is {deals} deals; the dealer moves one seat each deal.",
    "rules.keys": "Keys: ← → choose a card, Enter plays it, P pass, C cover, H hint, U undo, "
                  "L move log, R reads your hand, M sound, Esc menu.",
    "rules.back": "Back",
    "hands.then": "Everyone else's hand at decision {number}, before you chose (cards you "
                  "could not see then).",
    "hands.dealt_plain": "Every hand as dealt.",
    "hands.dealt": "Every hand as dealt. The code {code} deals them again, so anyone can "
                   "check they were dealt, not arranged.",
    "hands.hide": "Hide all hands",
    "hands.show": "Show all hands",
    "rules.fair": "The computer players see only their own cards, as you do; every deal "
                  "replays from its code, and Show all hands after the deal lets you check.",
    "rules.terms": "Words used here",
    "term.cover": "Cover",
    "define.cover": "lay one card face down instead of playing when nothing fits; its value "
                    "(A = 1 \u2026 K = 13) counts against you.",
    "term.complete_suit": "Complete Suit +5",
    "define.complete_suit": "for playing the card that completes a suit's row from A to K.",
    "term.clean_hand": "Clean Hand +10",
    "define.clean_hand": "for playing your last card without ever having covered one.",
    "term.last_seven": "Last Seven +20",
    "define.last_seven": "when your last card played is a 7 (with Clean Hand: +30).",
    "term.all_covered": "All Covered",
    "define.all_covered": "covering all 13 cards without playing one: 0, no penalty, and "
                          "first place.",
    "term.loser": "Biggest / Runner-up Loser",
    "define.loser": "of the players who pay, the lowest place pays \u00d73, the place just "
                    "above it \u00d72 (only when one player is lowest), the rest \u00d71.",
    "term.bust": "Bust",
    "define.bust": "covered cards worth over 55 points: that player pays \u00d72 "
                   "(55 is not bust).",
    "term.multiplier": "Winner multiplier",
    "define.multiplier": "the winner's Clean Hand makes every payment \u00d72, Last Seven "
                         "with it \u00d78, All Covered \u00d74.",
    "term.stake": "Stake",
    "define.stake": "money paid for each point of a negative total ({stake}): a total of "
                    "\u221210 pays at least {example}.",
    "term.money": "Money",
    "define.money": "the unit of the match; each deal's money sums to zero.",
    "term.ante": "Ante",
    "define.ante": "the {ante} chips everyone puts into the pool before the deal.",
    "define.ante_one": "the chip everyone puts into the pool before the deal.",
    "term.pool": "Pool",
    "define.pool": "the antes plus {pass_chip} for every pass; the first out takes it all.",
    "term.card_chips": "Chips for cards",
    "define.card_chips": "everyone else pays the first out {card_chip} for each card still "
                         "in hand.",
    "term.pips": "Penalty pips",
    "define.pips": "a card left in hand costs 2\u201310 face value, J Q K 10, A 15; lower is "
                   "better.",
    "term.penalty_count": "Penalty points",
    "define.penalty_count": "one for every card left in hand; lower is better.",
    "term.placing": "Placing points",
    "define.placing": "1st gets {top}, each place below one less, the last 0.",
    "term.wins": "Deals won",
    "define.wins": "1 for the first player out, 0 for the others.",
    "term.free_pass": "Free pass",
    "define.free_pass": "a pass you may take even when a card fits.",
    "term.put_out": "Put out",
    "define.put_out": "a player who must pass with no passes left; their cards go on the rows "
                      "and they place last.",
    "term.leftovers": "Leftovers",
    "define.leftovers": "cards left over from an equal deal, face up for anyone to play.",
    "term.receive": "Receive a card",
    "define.receive": "when you are stuck the previous player hands you a card.",
    "term.match": "Match",
    "define.match": "several deals; the running totals decide who wins.",
    # Stats screen
    "stats.title": "Statistics",
    "stats.rule_system": "Rule system",
    "stats.deals": "Deals",
    "stats.matches": "Matches",
    "stats.wins": "Won",
    "stats.average": "Average a deal",
    "stats.penalty": "{value} penalty",
    "stats.intro": "Your results per rule system, saved after every deal. Matches counts "
                   "finished matches; Abandoned, the ones left before their last deal.",
    "stats.abandoned": "Abandoned",
    "stats.clear_title": "Clear all statistics?",
    "stats.clear_message": "Every rule system's deals, matches and chart are forgotten. "
                           "This cannot be undone.",
    "stats.clear_keep": "Keep them",
    "stats.history": "Last deals (oldest left)",
    "stats.no_history": "the chart starts with your next deal",
    "stats.average_value": "{value} {unit}",
    "stats.chart_range": "\u00b1{value}",
    "stats.chart_top": "top {value}",
    "stats.none": "No deals played yet. Your results are saved after every deal.",
    "stats.reset": "Clear statistics",
    "stats.back": "Back",
    # Table
    "seat.you": "You",
    "review.title_as": "Review of your decisions with {name}'s cards",
    "results.held": "You held {name}'s cards; hard played your own seat.",
    "results.own_seat": "Play it from your seat",
    "seat.home": "Hard (your seat)",
    "seat.name.1": "Ada",
    "seat.name.2": "Ben",
    "seat.name.3": "Cleo",
    "seat.name.4": "Dev",
    "seat.name.5": "Eli",
    "seat.name.6": "Fay",
    "seat.name.7": "Gus",
    "handover.title": "Pass to {name}",
    "handover.hidden": "Every hand is hidden until the next player is ready.",
    "handover.ready": "Tap when ready",
    "handover.undo": "Undo {name}'s move",
    "undo.passed_on": "The device was passed on: the moves before it can no longer be undone.",
    "seat.cards": "{count} cards",
    "seat.card": "1 card",
    "seat.no_cards": "no cards",
    "seat.covered": "{count} covered",
    "seat.passes_left": "passes left {count}",
    "seat.passed": "passes {count}",
    "seat.total": "{unit} {score}",
    "seat.dealer": "dealer",
    "seat.thinking": "thinking…",
    "seat.finished": "Finished {place}",
    "seat.eliminated": "Out",
    "seat.out_line": "cards on rows",
    "seat.my_out": "You are out: your cards are on the rows.",
    "seat.my_finished": "You finished {place}.",
    "seat.last": "last",
    # The table for a player (issue 10): names in demos, empty hands without an ordinal
    # where the scoring places players otherwise, the row choice, the move log.
    "seat.name.0": "Hal",
    "seat.done": "Hand empty",
    "seat.my_done": "Your hand is empty; the settlement decides the places.",
    "event.done": "Hand empty!",
    "status.choose_row": "{card} fits both {suit} rows: click the ringed place you want "
                         "(Tab switches, Enter plays).",
    "button.log": "Moves",
    "log.title": "Moves, newest first",
    "log.empty": "No moves yet.",
    "log.played": "{name} played {card}",
    "log.played_row": "{name} played {card} on row {row}",
    "log.leftover": "{name} played the leftover {card}",
    "log.sevens": "The four sevens are laid out",
    "log.pass": "{name} passed",
    "log.free_pass": "{name} took a free pass",
    "log.cover": "{name} covered a card",
    "log.cover_card": "{name} covered {card}",
    "log.give": "{giver} gave {receiver} a card",
    "log.give_card": "{giver} gave {receiver} {card}",
    "log.out": "{name} is out: cards laid on the rows",
    "log.finished": "{name} finished {place}",
    "log.done": "{name}: hand empty",
    "log.bonus": "{name}: {bonus} +{points}",
    # Narration (issue 34): the read-out key (R) at the table
    "narrate.hand": "Your hand: {cards}.",
    "narrate.playable": "You can play {cards}.",
    "narrate.none_playable": "Nothing fits.",
    "narrate.no_cards": "no cards",
    "narrate.result": "{place}: {name}, {result} {unit}",
    "menu.deck_preview": "Deck colours",
    "place.1": "1st",
    "place.2": "2nd",
    "place.3": "3rd",
    "place.n": "{n}th",
    "table.deal_of": "Deal {deal} of {deals}",
    "table.pool": "Pool {chips}",
    "table.start_rank": "· every row starts at {rank}",
    "table.leftovers": "Face-up leftovers",
    "table.covered_mine": "Your covered cards",
    "button.pass": "Pass",
    "button.free_pass": "Free pass ({left} left)",
    "button.free_pass_unlimited": "Pass",
    "button.pass_left": "Pass ({left} left)",
    "button.pass_out": "Pass (out)",
    "button.hint": "Hint",
    "button.undo": "Undo",
    "button.menu": "Menu",
    "button.rules": "Rules",
    "button.sound_on": "Sound on",
    "button.sound_off": "Sound off",
    "status.your_turn": "Your turn: play a raised card.",
    "status.your_turn_pass": "Your turn: nothing fits, so pass.",
    "status.your_turn_free": "Your turn: play a raised card, or take a free pass.",
    "status.your_turn_free_left": "Your turn: play a raised card, or take a free pass "
                                  "({passes}).",
    "status.your_turn_free_last": "Your turn: play a raised card, or take your last free "
                                  "pass (after it, passing puts you out).",
    "status.your_turn_no_passes": "Your turn: play a raised card (no free passes left).",
    "status.pass_left": "Your turn: nothing fits, so pass ({passes}).",
    "status.pass_last": "Nothing fits, so pass. It is your last pass: after it, passing "
                        "puts you out.",
    "status.pass_out": "No passes left — passing puts you out, and your cards go on the rows.",
    "passes.one": "1 pass left",
    "passes.many": "{count} passes left",
    "status.cover": "No playable card: choose a card to cover (its value counts against you).",
    "status.cover_card": "Cover {card} (it costs {penalty}): press Enter or click the card.",
    "status.give": "{name} cannot play: choose a card to give them.",
    "status.leftover": "You may also play a face-up leftover that fits.",
    "status.waiting": "{name} to play…",
    "status.deal_over": "The deal is over.",
    "event.pass": "Pass",
    "event.free_pass": "Free pass",
    "event.cover": "Covered",
    "event.give": "Gave a card",
    "event.received": "Got a card",
    "event.out": "Out!",
    "event.finished": "Finished {place}",
    "event.bonus": "{bonus} +{points}",
    "bonus.complete-suit": "Complete Suit",
    "bonus.clean-hand": "Clean Hand",
    "bonus.last-seven": "Last Seven",
    "bonus.all-covered": "All Covered",
    "hint.prefix": "Hint: {move}",
    "hint.unavailable": "No hint available.",
    "hint.thinking": "Thinking about a hint… (H or Esc stops)",
    "review.close_call_note": "close call",
    "advice.too_few": "Only {worlds} simulated deals: too few for a figure.",
    "advice.better": "{amount} {unit} better on average than {other} over {worlds} simulated "
                     "deals.",
    "advice.close_call": "A close call: {first} and {second} are within {amount} {unit}.",
    "advice.pass": "passing",
    "advice.give": "handing over the {card}",
    "advice.card_row": "the {card} on row {row}",
    "advice.card": "the {card}",
    "button.hint_stop": "Stop",
    "hint.cancelled": "Hint stopped.",
    "undo.none": "Nothing to undo.",
    "undo.done": "Back to your last decision.",
    "move.play": "play {card}",
    "move.pass": "pass",
    "move.cover": "cover {card}",
    "move.give": "give {card}",
    "move.leftover": "play the leftover {card}",
    "move.on_row": "{move} on row {row}",
    "refused.not_your_turn": "Wait for your turn.",
    "refused.one_row": "Only one row takes that card: Enter plays it.",
    "refused.generic": "That card can't be played now.",
    # The engine's refusals (IllegalMove.key and .params; issue 12). {card}, {opener}: a card;
    # {cards}: several cards joined with "or"; {suit}: a suit name; {row}, {player}: numbers.
    "refusal.deal_over": "The deal is over.",
    "refusal.give_to_stuck": "Player {player} is stuck: hand them one of your cards.",
    "refusal.not_held": "You don't hold the {card}.",
    "refusal.nobody_waiting": "Nobody is waiting for a card from you.",
    "refusal.not_leftover": "The {card} is not among the face-up leftovers.",
    "refusal.first_card": "The first card must be the {card}.",
    "refusal.lead_any": "You lead: play any card to set the starting rank.",
    "refusal.no_cover_rule": "Covering is not part of these rules.",
    "refusal.can_play_no_cover": "You can play the {card}, so you may not cover.",
    "refusal.must_cover": "Nothing fits: cover one card face down.",
    "refusal.must_play_card": "The {card} fits, so you must play.",
    "refusal.must_play": "A card fits, so you must play.",
    "refusal.someone_must_play": "Everyone else has passed since your last card: someone must "
                                 "play.",
    "refusal.no_free_passes": "You have no free passes left, and a card fits: you must play.",
    "refusal.one_row": "There is only one {suit} row: play {card} without @{row}.",
    "refusal.first_row_first": "The first {suit} row opens first: play {card} without @{row}.",
    "refusal.second_row_later": "The second {suit} row opens only after the first: play {card} "
                                "without @{row}.",
    "refusal.row_not_open": "{suit} row {row} is not open yet: the {card} fits only the other "
                            "row.",
    "refusal.row_does_not_fit": "The {card} doesn't fit {suit} row {row}: only the {cards} can "
                                "go there next.",
    "refusal.row_is_complete": "The {card} doesn't fit {suit} row {row}: it is complete.",
    "refusal.suit_not_open": "No {suit} can go down until the {card} is played.",
    "refusal.must_wait": "The {card} must wait: after the {opener} the cards next to it go down "
                         "first.",
    "refusal.suit_complete": "The {suit} row is complete.",
    "refusal.does_not_fit": "The {card} doesn't fit: on {suit} only the {cards} can go next.",
    # The hint's reasons (sevens/bots: explain_move and the search; issues 12 and 32).
    # {card}: a card such as 10♠; {cards}: a list ("9♠, 10♠ and J♠"); {what}: "the 5♠" or
    # "the leftover 5♠"; {count}: a number ({count:words}: "five"); {suit}: a suit's name
    # ({suit:counted}: agreeing with {count}); {who}: "player 2" or "them"; {alternative}: the
    # other move a search compared ("covering the Q♣"); {unit}: the table's unit.
    "hint.reason.only_move": "The only legal move.",
    "hint.reason.must_pass": "Nothing fits: you must pass.",
    "hint.reason.legal": "{move} is a legal move.",
    "hint.reason.fits": "The {card} fits.",
    "hint.reason.last_card": "Your last card: playing it takes you out.",
    "hint.reason.opens_held": "Opens {suit}, where you hold {count:words} more cards.",
    "hint.reason.opens_leads": "Opens {suit} and leads on to your {cards}.",
    "hint.reason.leads_on": "Playing {what} leads on to your own {cards}.",
    "hint.reason.gets_off": "Gets {what} off your hand while it fits; it frees nothing for the "
                            "others.",
    "hint.reason.frees_nothing": "Playing {what} frees nothing for the others.",
    "hint.reason.frees": "Playing {what} frees {count:words} {suit:counted} for the others.",
    "hint.reason.frees_fewest": "Every play helps someone; {what} frees the fewest "
                                "({count:words} {suit:counted}).",
    "hint.reason.frees_but": "Playing {what} frees {count:words} {suit:counted}, but it brings "
                             "your {cards} closer.",
    "hint.reason.lead": "Leading the {card} starts every row at its rank, close to most of your "
                        "cards.",
    "hint.reason.lead_follow": "Leading the {card} starts every row at its rank, close to most "
                               "of your cards, and you can follow on in {suit}.",
    "hint.reason.pass_stuck": "No card of yours fits; passing keeps the leftovers closed to the "
                              "others.",
    "hint.reason.pass_keep": "Passes, keeping your cards back.",
    "hint.reason.pass_keep_last": "Passes, keeping your cards back (your last free pass).",
    "hint.reason.pass_keep_left": "Passes, keeping your cards back ({count:words} left after "
                                  "this one).",
    "hint.reason.free_pass": "A free pass: every card you could play would feed the others.",
    "hint.reason.free_pass_last": "A free pass: every card you could play would feed the "
                                  "others (your last free pass).",
    "hint.reason.free_pass_left": "A free pass: every card you could play would feed the "
                                  "others ({count:words} left after this one).",
    "hint.reason.cover_dead": "The {card} can never be played now, so covering it costs "
                              "nothing extra.",
    "hint.reason.cover_strands": "Covers the {card}; it also strands your {cards}, but every "
                                 "other cover costs more.",
    "hint.reason.cover_shuts": "Covers the {card} (−{value}): it also shuts {count:words} of "
                               "the others' {suit} out.",
    "hint.reason.cover_cheapest": "Covers the {card}, the cheapest card to give up (−{value}).",
    "hint.reason.cover_value": "Covers the {card} (−{value}).",
    "hint.reason.cover_furthest": "Covers the {card}, the card furthest from fitting.",
    "hint.reason.cover": "Covers the {card}.",
    "hint.reason.give_all_fit": "Hands {who} the {card}; every card you hold would fit.",
    "hint.reason.give_one": "Hands {who} the {card}: {count:words} card must go down before it "
                            "fits.",
    "hint.reason.give_many": "Hands {who} the {card}: {count:words} cards must go down before "
                             "it fits.",
    "hint.reason.blocks": "Holding the {card} blocks {count:words} {suit:counted}.",
    "hint.reason.search_wins_against": "Out first in {percent}% of {worlds} simulated deals, "
                                       "against {other_percent}% for {alternative}.",
    "hint.reason.search_as_well": "In {worlds} simulated deals it did as well as "
                                  "{alternative}.",
    "hint.reason.search_fewer": "In {worlds} simulated deals it left you {amount} penalty "
                                "{unit} fewer than {alternative}.",
    "hint.reason.search_more": "In {worlds} simulated deals it left you {amount} penalty {unit} "
                               "more than {alternative}.",
    "hint.reason.search_better": "In {worlds} simulated deals it did {mean} {unit} better than "
                                 "{alternative}.",
    "hint.reason.search_within_chance": "In {worlds} simulated deals it was as good as "
                                        "{alternative}, within chance.",
    "hint.reason.search_worse": "In {worlds} simulated deals it did {amount} {unit} worse than "
                                "{alternative}.",
    "hint.reason.pass_nothing_worth": "Nothing worth playing: pass.",
    "hint.reason.random": "Picked at random.",
    "hint.reason.sparring": "A sparring habit ({name}).",
    "hint.reason.style": "A sparring style ({name}).",
    "hint.reason.clairvoyant": "Chosen with every hand in sight (a benchmark player).",
    "hint.alternative.pass": "passing",
    "hint.alternative.cover": "covering the {card}",
    "hint.alternative.give": "handing over the {card}",
    "hint.alternative.leftover": "playing the face-up {card}",
    "hint.alternative.play": "playing the {card}",
    "hint.alternative.second_row": "{move} on the second row",
    "hint.what": "the {card}",
    "hint.what_leftover": "the leftover {card}",
    "hint.player": "player {player}",
    "hint.them": "them",
    "list.and": " and ",
    "list.comma": ", ",
    # Notices of the launch options and the save files (sevens/launch_options.py,
    # sevens/storage.py, issues 12 and 32). {value}: what was typed, quoted; {title}: a rule
    # system; {record}: what was saved; {problem}: what is wrong with it; {error}, {where}:
    # the system's own words, kept as they are.
    "notice.unknown_rules": "Unknown rules {value} — playing {title} instead.",
    "notice.players": "{title} is for {seats}, not {value} — playing with the usual "
                      "number instead.",
    "notice.level": "Unknown level {value} (choose random, easy, normal, hard or "
                    "expert) — playing at {level:lower} instead.",
    "notice.deals": "Deals must be a whole number from 1 to {most}, not {value} — playing "
                    "the usual number of deals instead.",
    "notice.seed": "The seed must be a whole number, not {value} — dealing at random "
                   "instead.",
    "notice.language": "Unknown language {value} (choose {codes}) — using the usual "
                       "language instead.",
    "notice.pace": "Unknown pace {value} (choose slow, normal, fast or instant) — playing "
                   "at {speed:lower} instead.",
    "notice.read_failed": "Your saved {record} could not be read ({error}), so this game "
                          "starts with the defaults.",
    "notice.save_failed": "Your {record} could not be saved: {error}.",
    "notice.unusable_kept": "Your saved {record} could not be used ({problem}), so this "
                            "game starts with the defaults. The old copy was kept as "
                            "{where}.",
    "notice.unusable_untouched": "Your saved {record} could not be used ({problem}), so "
                                 "this game starts with the defaults. The old copy was "
                                 "left untouched because a backup failed ({error}).",
    "notice.record.saved_game": "saved game",
    "notice.set_aside_untouched": "Your {record} could not be used ({problem}) and was set "
                                  "aside; your settings are kept. The old copy was left "
                                  "untouched because a backup failed ({error}).",
    "notice.set_aside_kept": "Your {record} could not be used ({problem}) and was set aside; "
                             "your settings are kept. The old copy was kept as {where}.",
    "notice.browser_no_save": "This browser does not let the game save, so settings and "
                              "statistics last only until the page is closed.",
    "notice.not_deal_code": "not a deal code: {value}",
    "notice.unknown_option": "Unknown option {value} — ignored (python main.py --help "
                             "lists them).",
    # …and the deal links' notices (the review branch's launch options, ahead of its merge).
    "notice.not_a_deal_code": "{value} is not a deal code — dealing fresh cards instead.",
    "notice.seat": "The seat must be a seat number from 0 to {most}, not {value} — "
                   "playing from seat 0 instead.",
    "notice.daily": "daily takes 1 or 0, not {value}.",
    "notice.people": "people takes {low}–{high} different names separated by commas (Ada,Ben), not {value} — one player instead.",
    "notice.people_seats": "{title} seats at most {count} — {names} will have to watch.",
    "notice.window": "The window size must be WIDTHxHEIGHT in pixels, each {low}–{high}, "
                     "such as 390x844, not {value} — opening 1280x720 instead.",
    "notice.seats_exactly": "exactly {count} players",
    "notice.seats_range": "{low}–{high} players",
    "notice.record.settings": "settings",
    "notice.record.statistics": "statistics",
    "text.as_is": "{text}",
    # Names of the rule systems in notices (issue 32)
    "preset.douque.short": "Douque",
    "preset.sevens.short": "Sevens",
    "preset.fan-tan.short": "Fan Tan",
    "preset.badam-satti.short": "Badam Satti",
    "preset.shichinarabe.short": "Shichinarabe",
    "preset.domino.short": "Domino",
    "preset.family.short": "Family Sevens",
    # Notices: a value refused, a save file in trouble (issue 32)
    "notice.seats_list": "{counts} or {last} players",
    "notice.choice": "Unknown {what} {value} (choose {choices}) — playing at {fallback} instead.",
    "notice.reset_keys": "Some saved {record} could not be used and were reset to the defaults: {keys}.",
    "notice.backup_kept": "The old copy was kept as {where}.",
    "notice.problem.unreadable": "it is not readable",
    "notice.problem.not_ours": "it was not written by this game",
    "notice.problem.other_record": "it belongs to a different record",
    "notice.problem.no_version": "it has no version",
    "notice.problem.newer": "it was written by a newer version of the game",
    "notice.problem.unknown_version": "it has an unknown version",
    "notice.problem.no_data": "it holds no data",
    "notice.problem.shape": "it does not have the expected shape",
    "notice.problem.invalid": "its contents are not valid",
    "notice.record.daily": "daily deal record",
    "notice.deal_code_dealer": "the dealer seat {dealer} is not at a table of {players}",
    # A suit agreeing with a count: {suit:counted} (one card; seven, which English
    # would misread as the 7)
    "suit.S.one": "spade",
    "suit.S.seven": "cards of spades",
    "suit.H.one": "heart",
    "suit.H.seven": "cards of hearts",
    "suit.D.one": "diamond",
    "suit.D.seven": "cards of diamonds",
    "suit.C.one": "club",
    "suit.C.seven": "cards of clubs",
    "suit.S": "spades",
    "suit.H": "hearts",
    "suit.D": "diamonds",
    "suit.C": "clubs",
    "suit.letter.S": "S",
    "suit.letter.H": "H",
    "suit.letter.D": "D",
    "suit.letter.C": "C",
    "list.or": " or ",
    # Languages (issue 12): each language's own name, for the menu.
    "menu.language": "Language",
    "menu.players_badge": "{span} players",
    "language.en": "English",
    "language.zh-Hant": "繁體中文",
    "language.zh-Hans": "简体中文",
    "language.ja": "日本語",
    # Results
    "results.title": "Deal {deal} of {deals}: results",
    "results.match_over": "Match over",
    "results.player": "Player",
    "results.cards_left": "Cards left",
    "results.covered": "Covered",
    "results.covered_sum": "Sum",
    "results.bonuses": "Bonuses",
    "results.total": "Total",
    "results.place": "Place",
    "results.loser": "Loser",
    "results.bust": "Bust",
    "results.multiplier": "Win ×",
    "results.money": "Money",
    "results.chips": "Chips",
    "results.points": "Points",
    "results.penalty": "Penalty",
    "results.into_pool": "Into pool",
    "results.pool_taken": "Pool taken",
    "results.card_chips": "For cards",
    "results.passes": "Passes",
    "results.biggest": "Biggest ×3",
    "results.runner-up": "Runner-up ×2",
    "results.all_covered": "All Covered",
    "results.standings": "Match standings",
    "results.after": "after {deal} of {deals} deals",
    "results.winner": "{name} wins the match!",
    "results.winners": "{names} share the match!",
    "results.you_win": "You win the match!",
    "results.deal_code": "Deal code: {code}",
    "results.next": "Next deal",
    "results.new_match": "New match",
    "results.menu": "Menu",
    "results.review": "See the table",
    "results.yes": "×2",
    "results.no": "",
    "results.money_flow": "Winner collects {amount}",
    "results.your_deal": "{name}: {place} this deal, {delta} {unit} · match {total}, "
                         "{match_place}",
    "results.unit.money": "money",
    "results.unit.chips": "chips",
    "results.unit.points": "points",
    "results.unit.penalty": "penalty points",
    "results.chips_flow": "{name} sweeps the pool of {pool} + {cards} for cards − {paid} "
                          "paid in = {total} {unit}",
    "results.chips_flow_you": "You sweep the pool of {pool} + {cards} for cards − {paid} "
                              "paid in = {total} {unit}",
    "results.put_out": "put out",
    "results.first_out": "first out",
    "results.out_note": "Put out: passed once too often, so their cards went on the rows. "
                        "Players put out place below everyone still holding cards, "
                        "the last one out highest.",
    "results.first_out_note": "The first player out wins the deal; the others place by the "
                              "cards they still hold.",
    "results.lowest_wins": "The lowest penalty total wins the match.",
    "results.highest_wins": "Highest total wins",
    # Review, replay from another seat, deal links, daily deal, saved games (issue 13)
    "review.title": "Review of your decisions",
    "review.total": "Left on the table: {loss} {unit} over {decisions} decisions",
    "review.total_none": "Nothing left on the table: all {decisions} decisions were as good "
                         "as hard's",
    "review.working": "Weighing your decisions… {done} of {total} (so far {loss} {unit} "
                      "left on the table)",
    "review.pending": "weighing…",
    "review.forced": "forced",
    "review.best_choice": "best choice",
    "review.cost": "−{loss} · {best}",
    "review.none": "You made no decision in this deal.",
    "review.decision": "Decision {number} (move {move} of the deal): you chose to {played}",
    "review.agrees": "The hard player would have done the same.",
    "review.prefers": "The hard player prefers to {best}: {loss} {unit} better on average.",
    "review.table": "The table then",
    "review.table_empty": "No card on the table yet.",
    "review.hand": "Your hand then",
    "review.weighing": "Weighing the options…",
    "review.options": "Options · average result of the deal in {unit} (higher is better)",
    "review.options_lower": "Options · average {unit} for the deal (lower is better)",
    "review.you": "You",
    "review.hard": "Hard",
    "review.back": "Back",
    "review.keys": "↑ ↓ a decision · C the costliest · wheel scrolls · Esc back",
    "review.replay": "Play it from this seat",
    "review.replay_seat": "Replay from",
    "results.review_deal": "Review",
    "results.other_seat": "Play it as {name}",
    "results.link": "Replay this deal: {link}",
    "results.compare": "From this seat on the same cards: you {yours}, the bot {bots} "
                       "({unit})",
    "results.compare_you": "From this seat on the same cards: now {yours}, the first time "
                           "{bots} ({unit})",
    "daily.play": "Daily deal · {rules} vs hard · streak {streak}",
    "daily.done": "Daily deal played: {result}, place {place} · streak {streak} · "
                  "a new one tomorrow",
    "daily.summary": "Daily deal · days played: {days} · streak {streak} · best streak {best}",
    "daily.left": "Daily deal left unfinished · streak {streak} · a new one tomorrow",
    "daily.already_left": "You left today's daily deal unfinished, and it is played once; a "
                          "new one comes tomorrow.",
    "daily.already": "You have played today's daily deal ({result}); a new one comes "
                     "tomorrow.",
    "link.bad_code": "The deal code '{code}' does not fit this table ({reason}) — dealing "
                     "fresh cards instead.",
    "link.bad_seat": "Seat {seat} is not at a table of {players} — playing from seat 0.",
    "saved.restored": "Your game in progress was kept: Back to the table continues it.",
    "saved.damaged": "The saved game could not be continued ({reason}); it was set aside.",
    "results.match": "Match total",
    "results.cards_held": "Cards held",
    "results.heading.money": "Money",
    "results.heading.chips": "Chips",
    "results.heading.penalty": "Penalty points",
    "results.heading.placing": "Placing points",
    "results.heading.wins": "Deals won",
    "results.payment": "{amount} from {name}",
    "results.from_you": "you",
    "results.factor.total": "Total {value}",
    "results.factor.loser": "Loser {value}",
    "results.factor.bust": "Bust {value}",
    "results.factor.win": "Win {value}",
    "results.factor.stake": "stake {value}",
    "results.factor.shared": "\u00f7 {value} winners",
    "results.collects": "{name} collects {parts}",
    "results.collects_you": "You collect {parts}",
    "results.nobody_pays": "Nobody has a negative total, so no money changes hands.",
    "results.placing_note": "Placing points this deal: {points}.",
    "results.legend_title": "What the columns mean",
    "results.legend_hint": "point at a column, or tap it, to pick it out",
    # Units: the same word on every screen
    "unit.money": "money",
    "unit.chips": "chips",
    "unit.penalty": "penalty points",
    "unit.placing": "placing points",
    "unit.wins": "deals won",
    # Results: one plain sentence per column
    "explain.player": "Best place first; your line is lit.",
    "explain.douque.covered": "Cards put face down when nothing fitted.",
    "explain.douque.sum": "The covered cards added up, A = 1 … K = 13.",
    "explain.douque.bonuses": "Complete Suit +5 (you played the card that finished a suit "
                              "A to K), Clean Hand +10 (went out without covering), "
                              "Last Seven +20 (your last card was a 7).",
    "explain.douque.total": "Bonuses minus Sum.",
    "explain.douque.place": "By total, highest first (ties: fewer covered cards). Covering "
                            "all 13 cards takes 1st.",
    "explain.douque.loser": "How hard a negative total is charged: the last place is Biggest "
                            "Loser \u00d73; the place just above it Runner-up Loser \u00d72 "
                            "(1st is the winner, so with four players that is usually 3rd); "
                            "the others \u00d71.",
    "explain.douque.bust": "\u00d72 when Sum is over 55 (55 itself is not bust).",
    "explain.douque.multiplier": "The winner's multiplier on every payment: Clean Hand "
                                 "\u00d72, Clean Hand with Last Seven \u00d78, All Covered "
                                 "\u00d74, otherwise \u00d71.",
    "explain.douque.money": "Each negative total is paid to the winner: the Total times Loser, "
                            "Bust, Win \u00d7 and the stake ({stake}). A total of 0 or more "
                            "pays nothing.",
    "explain.chips.cards_left": "Cards in hand when the first player went out.",
    "explain.chips.passes": "Times passed this deal.",
    "explain.chips.place": "The first out is 1st; the others by cards left, fewest first.",
    "explain.chips.into_pool": "What you put in the pool: the ante {ante}, plus {pass_chip} "
                               "for every pass.",
    "explain.chips.pool_taken": "The first out takes the whole pool.",
    "explain.chips.card_chips": "Everyone else pays the first out {card_chip} for every card "
                                "left in hand.",
    "explain.chips.chips": "This deal's gain or loss: Pool taken + For cards − Into pool.",
    "explain.penalty.cards_left": "Cards in hand when someone went out.",
    "explain.penalty.cards_held": "The cards left in hand when someone went out: they make "
                                  "the penalty.",
    "explain.penalty.place": "Fewest penalty points first.",
    "explain.penalty.penalty-pips": "Every card left costs its pips: 2–10 face value, "
                                    "J Q K 10, A 15. Lower is better.",
    "explain.penalty.penalty-count": "One penalty point for every card left. Lower is better.",
    "explain.placing.cards_left": "Cards in hand when the deal ended (0: went out).",
    "explain.placing.place": "In the order of going out; then by cards left; anyone put out "
                             "last.",
    "explain.placing.points": "1st gets {top}, each place below one less, the last 0.",
    "explain.wins.cards_left": "Cards in hand when the first player went out.",
    "explain.wins.place": "The first out is 1st; the others by cards left, fewest first.",
    "explain.wins.points": "1 deal won for the first out, 0 for everyone else.",
    "explain.match.higher": "Your running total in {unit} after deal {deal} of {deals}, and "
                            "the place it gives; the highest total wins the match.",
    "explain.match.lower": "Your running total in {unit} after deal {deal} of {deals}, and "
                           "the place it gives; the lowest total wins the match.",
    # Misc
    "autoplay.banner": "Autoplay",
    # Touch at the table (issue 30): two taps play, a long press tells what a card does
    "touch.play_again": "{card} lifted: tap it again, or its lit place, to play it. Tap "
                        "elsewhere to put it back.",
    "touch.choose_row": "{card} fits both {suit} rows: tap the place you want, or the card "
                        "again for the marked one.",
    "touch.cover_again": "Cover {card}: \u2212{penalty}. Tap it again to cover it, or another "
                         "card.",
    "touch.give_again": "Give {card} to {name}? Tap it again to hand it over.",
    "touch.info.fits": "{card} fits now.",
    "touch.info.frees": "Playing it lets you follow with {cards}.",
    "touch.info.frees_none": "Playing it frees none of your cards.",
    "touch.info.opens": "It opens the way for {count} of the others' cards.",
    "touch.info.blocks": "Holding it keeps {count} of the others' cards back.",
    "touch.info.waits_one": "{card} fits once one more card is down.",
    "touch.info.waits": "{card} fits once {count} more cards are down.",
    "touch.info.dead": "{card} can never be played: a card you covered is in its way.",
    "touch.info.behind": "Your cards behind it: {cards}.",
    "touch.info.cover_cost": "Covering {card} costs {penalty}.",
    # Deal links without typing (issue 30): share or copy on the results, paste in the menu
    "results.share": "Share link",
    "results.copy_link": "Copy link",
    "results.link_copied": "Link copied",
    "results.link_shared": "Link shared",
    "results.link_cancelled": "Not shared",
    "results.link_failed": "Could not copy",
    "menu.paste": "Paste a deal",
    "menu.paste_reading": "Reading the clipboard…",
    "menu.paste_none": "The clipboard holds no deal link or deal code.",
    "menu.paste_failed": "The clipboard could not be read: paste the code into the box instead.",
}
