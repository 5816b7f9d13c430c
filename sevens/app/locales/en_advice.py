"""English for the hint's reasons, the notices of launch options and save files, and the
suits' words (part of :mod:`sevens.app.locales.en`). Parameters as :mod:`sevens.app.locales.en`
says.
"""

from __future__ import annotations

ADVICE_AND_NOTICES: dict[str, str] = {
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
    "hint.reason.far_end": "Playing {what} first: the others must lay {count:words} "
                           "{suit:counted} before they reach your {card}.",
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
    # Notices of the launch options and the save files (sevens/app/launch_options.py,
    # sevens/app/storage.py, issues 12 and 32). {value}: what was typed, quoted; {title}: a rule
    # system; {record}: what was saved; {problem}: what is wrong with it; {error}, {where}:
    # the system's own words, kept as they are.
    "notice.unknown_rules": "Unknown rules {value} — playing {title} instead.",
    "notice.players": "{title} is for {seats}, not {value} — playing with the usual "
                      "number instead.",
    "notice.level": "Unknown level {value} (choose random, easy, normal or hard) — "
                    "playing at {level:lower} instead.",
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
    "notice.record.saved_game": "game in progress",
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
    # --screenshot DIR that cannot take them (issue 45)
    "notice.screenshots": "Screenshots cannot be saved in {folder} ({reason}) — "
                          "playing on without them.",
    "notice.not_a_folder": "a file, not a folder",
    "notice.other_copy": "Sevens is already open with the same saved data (process {process}), so this window saves nothing. Play on in the other one.",
    "notice.other_tab": "The game is open in a newer tab, which now keeps your settings and statistics, so this tab saves nothing more.",
}
