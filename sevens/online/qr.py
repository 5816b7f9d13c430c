"""QR codes for invites and answers, drawn on screen: a small pure-Python encoder.

:func:`qr_matrix` turns text into the modules of a QR code (ISO/IEC 18004): byte mode (the
text as UTF-8), error correction level L (7 % of the code may be lost) or M (15 %), the
smallest version (1–40) that holds the text, and the mask pattern with the lowest penalty.
The result is a square of booleans (True: a dark module) without the quiet zone; whoever
draws it leaves four light modules around it. An invite of a few hundred characters takes
a version around 15 (77×77 modules); the longest a version 40 holds at level L is 2,953
bytes.

The steps follow the standard: the data bits (mode, count, bytes, terminator, padding),
split into blocks, each with its Reed–Solomon error correction codewords over GF(256), the
blocks interleaved, then placed in a zigzag around the function patterns (finders, timing,
alignment, format and version information), masked.
"""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["QrError", "capacity", "qr_matrix"]

#: Error correction codewords per block, by level and version (index 0 unused).
_ECC_PER_BLOCK = {
    "L": (0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28,
          28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30),
    "M": (0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
          26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28),
}
#: Error correction blocks, by level and version (index 0 unused).
_BLOCKS = {
    "L": (0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12,
          12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25),
    "M": (0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20,
          21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49),
}
#: The two format bits of each level.
_LEVEL_BITS = {"L": 1, "M": 0}


class QrError(ValueError):
    """The text does not fit any QR code version at this level, or the level is unknown."""


# ---------------------------------------------------------------------- sizes

def _raw_modules(version: int) -> int:
    """Modules left for data and error correction in a version (all but function patterns,
    format and version information)."""
    result = (16 * version + 128) * version + 64
    if version >= 2:
        count = version // 7 + 2
        result -= (25 * count - 10) * count - 55
        if version >= 7:
            result -= 36
    return result


def _data_codewords(version: int, level: str) -> int:
    return _raw_modules(version) // 8 - _ECC_PER_BLOCK[level][version] * _BLOCKS[level][version]


def capacity(version: int, level: str = "L") -> int:
    """How many bytes a code of ``version`` holds in byte mode at ``level``."""
    count_bits = 8 if version <= 9 else 16
    return (_data_codewords(version, level) * 8 - 4 - count_bits) // 8


# ---------------------------------------------------------------------- Reed–Solomon

def _multiply(x: int, y: int) -> int:
    """Multiply in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1."""
    product = 0
    for bit in range(7, -1, -1):
        product = (product << 1) ^ ((product >> 7) * 0x11D)
        product ^= ((y >> bit) & 1) * x
    return product


def _divisor(degree: int) -> list[int]:
    """The generator polynomial's coefficients (highest first, the leading 1 left out)."""
    result = [0] * (degree - 1) + [1]
    root = 1
    for _ in range(degree):
        for index in range(degree):
            result[index] = _multiply(result[index], root)
            if index + 1 < degree:
                result[index] ^= result[index + 1]
        root = _multiply(root, 0x02)
    return result


def _remainder(data: Sequence[int], divisor: Sequence[int]) -> list[int]:
    result = [0] * len(divisor)
    for byte in data:
        factor = byte ^ result.pop(0)
        result.append(0)
        for index, coefficient in enumerate(divisor):
            result[index] ^= _multiply(coefficient, factor)
    return result


def _codewords(data: bytes, version: int, level: str) -> list[int]:
    """The data split into blocks, each with its error correction, interleaved."""
    blocks_count = _BLOCKS[level][version]
    ecc_length = _ECC_PER_BLOCK[level][version]
    raw = _raw_modules(version) // 8
    short_count = blocks_count - raw % blocks_count
    short_length = raw // blocks_count
    divisor = _divisor(ecc_length)
    blocks: list[list[int]] = []
    start = 0
    for index in range(blocks_count):
        length = short_length - ecc_length + (0 if index < short_count else 1)
        chunk = list(data[start:start + length])
        start += length
        ecc = _remainder(chunk, divisor)
        if index < short_count:
            chunk.append(0)  # a place holder, skipped when interleaving
        blocks.append(chunk + ecc)
    result = []
    for column in range(len(blocks[0])):
        for index, block in enumerate(blocks):
            if column != short_length - ecc_length or index >= short_count:
                result.append(block[column])
    return result


# ---------------------------------------------------------------------- the data bits

def _data_bits(payload: bytes, version: int, level: str) -> bytes:
    bits: list[int] = []

    def put(value: int, length: int) -> None:
        bits.extend((value >> shift) & 1 for shift in range(length - 1, -1, -1))

    put(0b0100, 4)  # byte mode
    put(len(payload), 8 if version <= 9 else 16)
    for byte in payload:
        put(byte, 8)
    room = _data_codewords(version, level) * 8
    put(0, min(4, room - len(bits)))
    put(0, -len(bits) % 8)
    pad = 0xEC
    while len(bits) < room:
        put(pad, 8)
        pad ^= 0xEC ^ 0x11
    return bytes(int("".join(map(str, bits[index:index + 8])), 2)
                 for index in range(0, len(bits), 8))


# ---------------------------------------------------------------------- the matrix

class _Matrix:
    """The modules being drawn, and which of them are function patterns (never masked)."""

    def __init__(self, version: int) -> None:
        self.version = version
        self.size = version * 4 + 17
        self.dark = [[False] * self.size for _ in range(self.size)]
        self.function = [[False] * self.size for _ in range(self.size)]

    def set(self, x: int, y: int, dark: bool) -> None:
        self.dark[y][x] = dark
        self.function[y][x] = True

    def draw_function_patterns(self) -> None:
        size = self.size
        for index in range(size):
            self.set(6, index, index % 2 == 0)
            self.set(index, 6, index % 2 == 0)
        for x, y in ((3, 3), (size - 4, 3), (3, size - 4)):
            self._finder(x, y)
        positions = self._alignment_positions()
        last = len(positions) - 1
        for i, x in enumerate(positions):
            for j, y in enumerate(positions):
                if (i, j) not in ((0, 0), (0, last), (last, 0)):
                    self._alignment(x, y)
        self.draw_format(0, "L")  # reserved now, drawn for real once the mask is chosen
        self._version_information()

    def _finder(self, x: int, y: int) -> None:
        for dy in range(-4, 5):
            for dx in range(-4, 5):
                distance = max(abs(dx), abs(dy))
                if 0 <= x + dx < self.size and 0 <= y + dy < self.size:
                    self.set(x + dx, y + dy, distance not in (2, 4))

    def _alignment(self, x: int, y: int) -> None:
        for dy in range(-2, 3):
            for dx in range(-2, 3):
                self.set(x + dx, y + dy, max(abs(dx), abs(dy)) != 1)

    def _alignment_positions(self) -> list[int]:
        version = self.version
        if version == 1:
            return []
        count = version // 7 + 2
        step = (version * 8 + count * 3 + 5) // (count * 4 - 4) * 2
        positions = [self.size - 7 - index * step for index in range(count - 1)]
        return [6, *reversed(positions)]

    def draw_format(self, mask: int, level: str) -> None:
        data = _LEVEL_BITS[level] << 3 | mask
        remainder = data
        for _ in range(10):
            remainder = (remainder << 1) ^ ((remainder >> 9) * 0x537)
        bits = (data << 10 | remainder) ^ 0x5412
        bit = [(bits >> index) & 1 == 1 for index in range(15)]
        for index in range(6):
            self.set(8, index, bit[index])
        self.set(8, 7, bit[6])
        self.set(8, 8, bit[7])
        self.set(7, 8, bit[8])
        for index in range(9, 15):
            self.set(14 - index, 8, bit[index])
        size = self.size
        for index in range(8):
            self.set(size - 1 - index, 8, bit[index])
        for index in range(8, 15):
            self.set(8, size - 15 + index, bit[index])
        self.set(8, size - 8, True)  # the dark module

    def _version_information(self) -> None:
        if self.version < 7:
            return
        remainder = self.version
        for _ in range(12):
            remainder = (remainder << 1) ^ ((remainder >> 11) * 0x1F25)
        bits = self.version << 12 | remainder
        for index in range(18):
            dark = (bits >> index) & 1 == 1
            a, b = self.size - 11 + index % 3, index // 3
            self.set(a, b, dark)
            self.set(b, a, dark)

    def draw_codewords(self, codewords: Sequence[int]) -> None:
        index = 0
        total = len(codewords) * 8
        right = self.size - 1
        while right >= 1:
            if right == 6:
                right = 5
            for vertical in range(self.size):
                for offset in range(2):
                    x = right - offset
                    upward = ((right + 1) & 2) == 0
                    y = self.size - 1 - vertical if upward else vertical
                    if not self.function[y][x] and index < total:
                        self.dark[y][x] = (codewords[index >> 3] >> (7 - (index & 7))) & 1 == 1
                        index += 1
            right -= 2

    def apply_mask(self, mask: int) -> None:
        for y in range(self.size):
            for x in range(self.size):
                if not self.function[y][x] and _MASKS[mask](x, y):
                    self.dark[y][x] = not self.dark[y][x]

    def penalty(self) -> int:
        """The standard's penalty score of the masked matrix (lower is easier to read)."""
        size, dark = self.size, self.dark
        score = 0
        lines = [dark[y] for y in range(size)] + [[dark[y][x] for y in range(size)]
                                                  for x in range(size)]
        finder_like = ([True, False, True, True, True, False, True, False, False, False, False],
                       [False, False, False, False, True, False, True, True, True, False, True])
        for line in lines:
            run_colour, run = line[0], 1
            for value in line[1:]:
                if value == run_colour:
                    run += 1
                else:
                    score += run - 2 if run >= 5 else 0
                    run_colour, run = value, 1
            score += run - 2 if run >= 5 else 0
            padded = [False] * 4 + list(line) + [False] * 4
            for start in range(len(padded) - 10):
                window = padded[start:start + 11]
                if window in finder_like:
                    score += 40
        for y in range(size - 1):
            for x in range(size - 1):
                colour = dark[y][x]
                if colour == dark[y][x + 1] == dark[y + 1][x] == dark[y + 1][x + 1]:
                    score += 3
        total = size * size
        darks = sum(sum(row) for row in dark)
        score += (abs(darks * 20 - total * 10) + total - 1) // total * 10 - 10 \
            if abs(darks * 20 - total * 10) > total else 0
        return score


_MASKS = (
    lambda x, y: (x + y) % 2 == 0,
    lambda x, y: y % 2 == 0,
    lambda x, y: x % 3 == 0,
    lambda x, y: (x + y) % 3 == 0,
    lambda x, y: (x // 3 + y // 2) % 2 == 0,
    lambda x, y: x * y % 2 + x * y % 3 == 0,
    lambda x, y: (x * y % 2 + x * y % 3) % 2 == 0,
    lambda x, y: ((x + y) % 2 + x * y % 3) % 2 == 0,
)


def qr_matrix(text: str, level: str = "L") -> tuple[tuple[bool, ...], ...]:
    """The modules of the smallest QR code at ``level`` ("L" or "M") holding ``text`` (as
    UTF-8 bytes), row by row, True for dark; no quiet zone.

    Raises:
        QrError: an unknown level, or text too long for a version-40 code.
    """
    if level not in _LEVEL_BITS:
        raise QrError(f"the error correction level must be L or M, not {level!r}")
    payload = text.encode("utf-8")
    version = next((version for version in range(1, 41)
                    if capacity(version, level) >= len(payload)), None)
    if version is None:
        raise QrError(f"{len(payload)} bytes do not fit a QR code at level {level}")
    codewords = _codewords(_data_bits(payload, version, level), version, level)
    best: tuple[int, list[list[bool]]] | None = None
    for mask in range(8):
        matrix = _Matrix(version)
        matrix.draw_function_patterns()
        matrix.draw_codewords(codewords)
        matrix.apply_mask(mask)
        matrix.draw_format(mask, level)
        score = matrix.penalty()
        if best is None or score < best[0]:
            best = (score, matrix.dark)
    assert best is not None
    return tuple(tuple(row) for row in best[1])
