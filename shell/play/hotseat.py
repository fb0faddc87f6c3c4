"""Hot-seat: who is at the screen, whose view the table shows and when the cover is due.

The rules (docs/architecture.md), for a game with two or more human seats:
- Nobody is known to be at the screen at the start of a game, after loading, and after an
  undo made on the cover (whoever pressed it may be the next player arriving): the cover is
  due before a seat's view is shown if it holds anything another human may not see (a game
  without secrets, such as Imhotep without Market B, shows its one public view at once).
- Between turns the cover is due when the seat to decide is another human whose view differs
  from the view of the one at the screen (one sees something the other does not). When the
  two views are the same nothing is secret: the screen passes to that seat without a cover.
- While a bot decides, the table keeps the view of the one at the screen.
- Lifting the cover puts its seat at the screen.
With fewer than two human seats there is never a cover: the table shows the human's view (or
seat 0's when only bots play), and that seat is the one at the screen.
"""


class HotSeat:
    """The screen's holder and the cover due, updated with `settle` after every change."""

    def __init__(self, humans: list[int], seats: int):
        self.humans = list(humans)
        self.seats = seats
        self.shared = len(self.humans) >= 2  # a screen shared by several people
        self.holder: int | None = None if self.shared else (humans[0] if humans else 0)
        self.due: int | None = None  # the seat the cover is up for

    def settle(self, mover: int | None, differs) -> int:
        """Decide the cover for a table where `mover` decides now (None: the game is over);
        `differs(a, b)` tells whether seats a and b see different things. Returns the seat
        whose view the table is laid out for (only drawn when no cover is due)."""
        if not self.shared:
            assert self.holder is not None  # one person: the holder is fixed
            self.due = None
            return self.holder
        wanted = mover if mover in self.humans else self.holder
        if wanted is None:
            wanted = self.next_human(mover)
        if self.holder is None:
            if any(differs(wanted, seat) for seat in self.humans if seat != wanted):
                self.due = wanted
                return wanted
            self.holder, self.due = wanted, None
            return wanted
        if wanted != self.holder and differs(wanted, self.holder):
            self.due = wanted
            return self.holder
        self.holder, self.due = wanted, None
        return wanted

    def next_human(self, mover: int | None) -> int:
        """The first human seat after `mover` in seat order (the next human to decide when
        bots play in seat order)."""
        start = 0 if mover is None else mover + 1
        for k in range(self.seats):
            seat = (start + k) % self.seats
            if seat in self.humans:
                return seat
        return self.humans[0]

    def lift(self) -> None:
        """The seat the cover named is at the screen now."""
        if self.due is not None:
            self.holder, self.due = self.due, None

    def forget(self) -> None:
        """Nobody is known to be at the screen (a cover is due before any view is shown)."""
        if self.shared:
            self.holder = None
