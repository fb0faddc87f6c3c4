"""A small seeded generator whose whole state is one integer.

Engines keep one `Rng` inside their state so that the same seed and the same actions always
give the same game, and so that cloning and saving a state copies its randomness cheaply.
The algorithm is SplitMix64 (Steele, Lea, Flood 2014).
"""

MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15
_TWO64 = 1 << 64
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        self.state = seed & MASK64

    def next64(self) -> int:
        self.state = (self.state + GOLDEN) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * _MIX1) & MASK64
        z = ((z ^ (z >> 27)) * _MIX2) & MASK64
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def random(self) -> float:
        """A uniform float in [0, 1)."""
        return (self.next64() >> 11) / float(1 << 53)

    def choice(self, items):
        return items[self.randrange(len(items))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates shuffle in place: swap item i with item randrange(i + 1), from the
        last down (next64 and randrange written out in the loop: bots shuffle every search
        iteration)."""
        state = self.state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _TWO64 - (_TWO64 % n)
            while True:
                state = (state + GOLDEN) & MASK64
                z = ((state ^ (state >> 30)) * _MIX1) & MASK64
                z = ((z ^ (z >> 27)) * _MIX2) & MASK64
                x = z ^ (z >> 31)
                if x < limit:
                    break
            j = x % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def fork(self) -> "Rng":
        """A new generator seeded from this one (advances this one)."""
        return Rng(self.next64())

    def copy(self) -> "Rng":
        return Rng(self.state)
