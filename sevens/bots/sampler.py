"""Determinization: deal the hidden cards out again, consistently with what a view shows.

A sampled *world* gives every other seat a hand of exactly its size and a pile of exactly as
many covered cards as it covered, using exactly the cards that are hidden from this seat, so
that

* a seat never holds a card it was proven not to hold (a forced pass or a cover showed a void
  in the cards open at that moment; a card received unseen afterwards is exempt),
* a covered card avoids the voids proven up to the moment it was covered, and
* a card this seat handed to someone is still in that hand.

Cards are placed one at a time, most constrained first, each into a slot group chosen with
weight proportional to the room left (which is a uniform deal when nothing is constrained);
when a card finds every allowed group full, an augmenting path moves other cards along, so a
consistent deal is always found when one exists. With a ``pile_bias`` b, covered piles take a
card of value v with weight ``exp(-b × v)`` instead (players cover cheap cards where covered
cards cost their value). With ``tilts`` (per card kind, a weight per seat, from the learned
card model, :mod:`sevens.bots.card_model`) each seat's room is weighed by its tilt for the card
being placed, and the world carries the log of how much likelier the untilted sampler was to
deal it (:attr:`World.log_weight`), so that a sampler weighing worlds may undo the tilt and use
it as a proposal only (importance sampling).
"""

from __future__ import annotations

import math
import random
from collections import deque
from dataclasses import dataclass

from sevens.bots.knowledge import Knowledge
from sevens.cards import CARDS_PER_SUIT


@dataclass
class World:
    """One consistent guess at the hidden cards: per seat, hand and covered card kinds."""

    hands: list[list[int]]
    covered: list[list[int]]
    relaxed: bool = False  # True if the constraints had to be dropped (should not happen)
    #: with tilts: log(untilted chance of this deal / tilted chance), step by step (0 without)
    log_weight: float = 0.0


@dataclass
class _Group:
    seat: int
    covered: bool
    capacity: int
    void: int


class Sampler:
    """Samples :class:`World` values for one view (build once per decision, sample often)."""

    def __init__(self, knowledge: Knowledge, pile_bias: float = 0.0) -> None:
        """Work out the slot groups for ``knowledge``; ``pile_bias`` tilts covered piles
        towards cheap cards (0: every consistent deal equally likely)."""
        self.knowledge = knowledge
        self.pile_bias = pile_bias
        #: per card kind, a weight per seat multiplying its room (None: no tilt)
        self.tilts: dict[int, dict[int, float]] | None = None
        self._log_weight = 0.0  # the last assignment's World.log_weight
        groups: list[_Group] = []
        pool: list[int] = []
        for index, count in enumerate(knowledge.hidden_counts):
            pool += [index] * count
        self.forced: list[list[int]] = [[] for _ in range(knowledge.players)]
        for other in range(knowledge.players):
            if other == knowledge.seat:
                continue
            for index in knowledge.known_held[other]:
                if index in pool:
                    pool.remove(index)
                    self.forced[other].append(index)
        for other in range(knowledge.players):
            if other == knowledge.seat:
                continue
            room = knowledge.hand_sizes[other] - len(self.forced[other])
            weak = min(knowledge.weak_count[other], max(0, room))
            if room - weak > 0:
                groups.append(_Group(other, False, room - weak, knowledge.strict_void[other]))
            if weak > 0:
                groups.append(_Group(other, False, weak, knowledge.weak_void[other]))
            slots: dict[int, int] = {}
            for slot in knowledge.cover_slots:
                if slot.seat == other:
                    slots[slot.void] = slots.get(slot.void, 0) + 1
            missing = knowledge.covered_counts[other] - sum(slots.values())
            if missing > 0:  # covers without a recorded void (old events)
                slots[0] = slots.get(0, 0) + missing
            for void, count in slots.items():
                groups.append(_Group(other, True, count, void))
        self.groups = groups
        self.pool = pool
        self.consistent = sum(group.capacity for group in groups) == len(pool)
        kinds = sorted(set(pool))
        self._allowed = {index: [number for number, group in enumerate(groups)
                                 if not group.void >> index & 1] for index in kinds}

    def sample(self, rng: random.Random) -> World:
        """One consistent world (constraints are dropped only if no consistent one exists)."""
        players = self.knowledge.players
        self._log_weight = 0.0
        if self.consistent:
            assignment = self._assign(rng, self._allowed)
            relaxed = False
            if assignment is None:
                assignment = self._assign(rng, self._unconstrained())
                relaxed = True
        else:
            assignment = None
            relaxed = True
        hands = [list(cards) for cards in self.forced]
        covered: list[list[int]] = [[] for _ in range(players)]
        if assignment is None:
            return self._fallback(rng, hands, covered)
        for card_position, group_number in enumerate(assignment):
            group = self.groups[group_number]
            target = covered if group.covered else hands
            target[group.seat].append(self.pool[card_position])
        return World(hands, covered, relaxed, 0.0 if relaxed else self._log_weight)

    def _unconstrained(self) -> dict[int, list[int]]:
        every = list(range(len(self.groups)))
        return {index: every for index in self._allowed}

    def _assign(self, rng: random.Random, allowed: dict[int, list[int]]) -> list[int] | None:
        groups = self.groups
        pool = self.pool
        count = len(pool)
        order = list(range(count))
        rng.shuffle(order)
        order.sort(key=lambda position: len(allowed[pool[position]]))
        fill = [0] * len(groups)
        members: list[list[int]] = [[] for _ in groups]
        assignment = [-1] * count
        every = len(groups)
        free = 0  # cards every group may take come last: they fill the room left uniformly
        tilts = self.tilts
        while not tilts and free < count and len(allowed[pool[order[count - 1 - free]]]) == every:
            free += 1
        bias = self.pile_bias
        log_weight = 0.0
        for position in order[:count - free]:
            options = allowed[pool[position]]
            room = [groups[number].capacity - fill[number] for number in options]
            if bias:  # relative to a seven, so that piles and hands keep comparable weights
                tilt = math.exp(-bias * (pool[position] % CARDS_PER_SUIT - 6))
                room = [space * tilt if groups[number].covered else space
                        for space, number in zip(room, options, strict=True)]
            weights = tilts.get(pool[position]) if tilts else None
            untilted = 0.0
            if weights:
                untilted = sum(room)
                room = [space * weights.get(groups[number].seat, 1.0)
                        for space, number in zip(room, options, strict=True)]
            total = sum(room)
            if total > 0:
                pick = rng.random() * total
                number = options[0]
                for option, space in zip(options, room, strict=True):
                    if space > 0:
                        number = option
                        pick -= space
                        if pick < 0:
                            break
                if weights:
                    # untilted chance room/untilted over tilted chance room*tilt/total
                    log_weight += math.log(total / (untilted
                                                    * weights.get(groups[number].seat, 1.0)))
                assignment[position] = number
                fill[number] += 1
                members[number].append(position)
                continue
            if not self._augment(position, allowed, assignment, fill, members):
                return None
        if free:
            # placing each card with weight proportional to the room left is a uniform
            # filling of that room, which a shuffle gives at once
            room = [number for number, group in enumerate(groups)
                    for _ in range(group.capacity - fill[number])]
            rng.shuffle(room)
            if bias:
                self._cheap_piles_first(rng, order, count - free, room)
            for position, number in zip(order[count - free:], room, strict=True):
                assignment[position] = number
        self._log_weight = log_weight
        return assignment

    def _cheap_piles_first(self, rng: random.Random, order: list[int], first_free: int,
                           room: list[int]) -> None:
        """Reorder the free cards so that the room in covered piles goes to cheap cards: a
        weighted draw without replacement, weight ``exp(-pile_bias × value)`` (Gumbel keys)."""
        groups, pool, bias = self.groups, self.pool, self.pile_bias
        piles = sum(1 for number in room if groups[number].covered)
        if not piles or piles == len(room):
            return
        log, random_float = math.log, rng.random
        free = order[first_free:]
        keys = [bias * (pool[position] % CARDS_PER_SUIT) + log(-log(random_float() or 1e-300))
                for position in free]
        keyed = [free[number] for number in sorted(range(len(free)), key=keys.__getitem__)]
        room.sort(key=lambda number: not groups[number].covered)  # pile room first
        order[first_free:] = keyed

    def _augment(self, start: int, allowed: dict[int, list[int]], assignment: list[int],
                 fill: list[int], members: list[list[int]]) -> bool:
        """Find a chain of moves that frees room for card ``start`` (breadth first)."""
        groups, pool = self.groups, self.pool
        came_from: dict[int, tuple[int, int] | None] = {}
        queue: deque[int] = deque()
        for number in allowed[pool[start]]:
            if number not in came_from:
                came_from[number] = None
                queue.append(number)
        while queue:
            number = queue.popleft()
            for position in members[number]:
                for target in allowed[pool[position]]:
                    if target in came_from:
                        continue
                    came_from[target] = (number, position)
                    if fill[target] < groups[target].capacity:
                        # shift cards back along the path, then place ``start``
                        current = target
                        while came_from[current] is not None:
                            source, moved = came_from[current]  # type: ignore[misc]
                            members[source].remove(moved)
                            members[current].append(moved)
                            assignment[moved] = current
                            current = source
                        fill[target] += 1
                        members[current].append(start)
                        assignment[start] = current
                        return True
                    queue.append(target)
        return False

    def _fallback(self, rng: random.Random, hands: list[list[int]],
                  covered: list[list[int]]) -> World:
        """Counts disagree (should not happen): deal the pool by hand sizes, ignoring voids."""
        knowledge = self.knowledge
        pool = list(self.pool)
        rng.shuffle(pool)
        for other in range(knowledge.players):
            if other == knowledge.seat:
                continue
            need = knowledge.hand_sizes[other] - len(hands[other])
            hands[other] += pool[:need]
            pool = pool[need:]
            covered[other] += pool[:knowledge.covered_counts[other]]
            pool = pool[knowledge.covered_counts[other]:]
        return World(hands, covered, True)
