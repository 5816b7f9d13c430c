"""The QR codes drawn for invites (sevens.online.qr): read back by a reference decoder
(zxing-cpp, a test dependency) at every size an invite may take, at levels L and M; the
capacities are the standard's table; a real invite link fits and reads back whole."""

from __future__ import annotations

import random
import string

import pytest

from sevens.online import HostTable
from sevens.online.invite import invite_link
from sevens.online.qr import QrError, capacity, qr_matrix
from sevens.rules import preset

zxingcpp = pytest.importorskip("zxingcpp")


def decoded(matrix: tuple[tuple[bool, ...], ...], scale: int = 3) -> list[str]:
    """The QR codes the reference decoder reads from ``matrix`` drawn black on white with a
    quiet zone of four modules."""
    quiet = 4
    side = (len(matrix) + 2 * quiet) * scale
    pixels = bytearray([255]) * (side * side)
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                for line in range(scale):
                    start = ((y + quiet) * scale + line) * side + (x + quiet) * scale
                    pixels[start:start + scale] = b"\0" * scale
    image = memoryview(bytes(pixels)).cast("B", (side, side))
    # QR codes alone: a run of modules can also read as a linear barcode (a stray "0216")
    return [barcode.text for barcode in zxingcpp.read_barcodes(
        image, formats=zxingcpp.BarcodeFormat.QRCode)]


def test_the_capacities_are_the_standards() -> None:
    # ISO/IEC 18004 table 7, byte mode
    assert [capacity(version, "L") for version in (1, 2, 10, 27, 40)] == [17, 32, 271, 1465,
                                                                           2953]
    assert [capacity(version, "M") for version in (1, 2, 10, 27, 40)] == [14, 26, 213, 1125,
                                                                           2331]


@pytest.mark.parametrize("level", ["L", "M"])
@pytest.mark.parametrize("version", [1, 2, 6, 7, 9, 10, 14, 21, 32, 40])
def test_a_full_code_of_each_size_reads_back(level: str, version: int) -> None:
    rng = random.Random(version)
    text = "".join(rng.choice(string.ascii_letters + "._-") for _ in range(capacity(version,
                                                                                    level)))
    matrix = qr_matrix(text, level)
    assert len(matrix) == 4 * version + 17  # the smallest version that holds it
    assert decoded(matrix) == [text]


def test_an_invite_link_reads_back_whole() -> None:
    table = HostTable(preset("douque"), "douque", friends=[1, 2], names={0: "Ada", 1: "Ben"})
    offer = "v=0\r\n" + "a=candidate:1 1 udp 2122260223 192.168.1.20 53211 typ host\r\n" * 6
    link = invite_link("https://example.org/sevens/", table.invite(1, offer))
    matrix = qr_matrix(link, "M")
    assert decoded(matrix) == [link]
    assert qr_matrix("Sevens \u4e03\u4e26\u3079") and decoded(qr_matrix("Sevens 七並べ")) == [
        "Sevens 七並べ"]


def test_too_long_or_an_unknown_level_is_refused() -> None:
    with pytest.raises(QrError):
        qr_matrix("x" * 2954)
    with pytest.raises(QrError):
        qr_matrix("x", "Q")
