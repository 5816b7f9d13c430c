"""Synthesise the table's sound effects and encode them to OGG Vorbis.

Run from the repository root: ``python assets/tools/make_sounds.py``. Pure Python synthesis
(no NumPy) writes 16-bit mono WAV files to a temporary folder, then Debian's ``oggenc``
(package vorbis-tools) encodes them into ``assets/sounds/``. The .ogg files are committed;
the game itself never needs this script or oggenc.
"""

from __future__ import annotations

import math
import random
import shutil
import struct
import subprocess
import tempfile
import wave
from collections.abc import Callable
from pathlib import Path

SAMPLE_RATE = 22050
TARGET_FOLDER = Path(__file__).resolve().parents[1] / "sounds"

Signal = Callable[[float], float]


def render(duration: float, signal: Signal, volume: float = 0.8) -> list[float]:
    """Sample ``signal`` (a function of time in seconds) for ``duration`` seconds."""
    count = int(duration * SAMPLE_RATE)
    samples = [signal(index / SAMPLE_RATE) for index in range(count)]
    peak = max(1e-9, max(abs(sample) for sample in samples))
    fade = int(0.004 * SAMPLE_RATE)
    for index in range(min(fade, count)):
        samples[count - 1 - index] *= index / fade
    return [sample / peak * volume for sample in samples]


def envelope(time: float, attack: float, decay: float) -> float:
    """A linear attack followed by an exponential decay with time constant ``decay``."""
    if time < attack:
        return time / attack
    return math.exp(-(time - attack) / decay)


def filtered_noise(seed: int, smoothing: float) -> Signal:
    """Noise through a one-pole low-pass filter (``smoothing`` 0..1, higher is duller)."""
    generator = random.Random(seed)
    state = {"value": 0.0, "index": -1}
    cache: dict[int, float] = {}

    def signal(time: float) -> float:
        index = int(time * SAMPLE_RATE)
        while state["index"] < index:
            state["index"] += 1
            white = generator.uniform(-1.0, 1.0)
            state["value"] = smoothing * state["value"] + (1.0 - smoothing) * white
            cache[state["index"]] = state["value"]
        return cache[index]

    return signal


def card_play() -> list[float]:
    """A crisp card snapping onto the felt: a short filtered-noise burst with a low body."""
    noise = filtered_noise(1, 0.55)
    return render(0.16, lambda t: noise(t) * envelope(t, 0.002, 0.025)
                  + 0.35 * math.sin(2 * math.pi * 180 * t) * envelope(t, 0.001, 0.03))


def card_slide() -> list[float]:
    """A soft slide, used when cards are dealt."""
    noise = filtered_noise(2, 0.8)
    return render(0.22, lambda t: noise(t) * envelope(t, 0.05, 0.05), volume=0.5)


def knock() -> list[float]:
    """Two knocks on the table: the traditional signal for a pass."""

    def one(time: float) -> float:
        if time < 0:
            return 0.0
        tone = math.sin(2 * math.pi * 110 * time) + 0.5 * math.sin(2 * math.pi * 240 * time)
        return tone * envelope(time, 0.001, 0.035)

    return render(0.32, lambda t: one(t) + one(t - 0.14), volume=0.7)


def cover() -> list[float]:
    """A muffled thud: a card laid face down."""
    noise = filtered_noise(3, 0.9)
    return render(0.2, lambda t: 0.8 * math.sin(2 * math.pi * 90 * t) * envelope(t, 0.002, 0.05)
                  + 0.6 * noise(t) * envelope(t, 0.001, 0.03), volume=0.7)


def chime(frequencies: list[float], spacing: float, length: float) -> Signal:
    """Bell-like notes started ``spacing`` seconds apart."""

    def signal(time: float) -> float:
        total = 0.0
        for number, frequency in enumerate(frequencies):
            local = time - number * spacing
            if local < 0:
                continue
            tone = (math.sin(2 * math.pi * frequency * local)
                    + 0.3 * math.sin(2 * math.pi * 2 * frequency * local)
                    + 0.1 * math.sin(2 * math.pi * 3 * frequency * local))
            total += tone * envelope(local, 0.004, length)
        return total

    return signal


def your_turn() -> list[float]:
    """A gentle two-note chime: it is your turn."""
    return render(0.45, chime([659.25, 880.0], 0.09, 0.12), volume=0.45)


def deal_won() -> list[float]:
    """A bright rising arpeggio: you won the deal."""
    return render(0.9, chime([523.25, 659.25, 783.99, 1046.5], 0.09, 0.25), volume=0.6)


def deal_over() -> list[float]:
    """A neutral falling pair: the deal is over."""
    return render(0.6, chime([587.33, 440.0], 0.12, 0.2), volume=0.45)


def refused() -> list[float]:
    """A soft low blip: that move is not allowed."""
    return render(0.14, lambda t: math.sin(2 * math.pi * 196 * t) * envelope(t, 0.004, 0.04),
                  volume=0.4)


def click() -> list[float]:
    """A tiny tick for buttons."""
    return render(0.05, lambda t: math.sin(2 * math.pi * 1400 * t) * envelope(t, 0.001, 0.008),
                  volume=0.35)


SOUNDS: dict[str, Callable[[], list[float]]] = {
    "play": card_play,
    "deal": card_slide,
    "pass": knock,
    "cover": cover,
    "turn": your_turn,
    "win": deal_won,
    "over": deal_over,
    "refused": refused,
    "click": click,
}


def write_wave(path: Path, samples: list[float]) -> None:
    """Write 16-bit mono PCM."""
    with wave.open(str(path), "wb") as output:
        output.setnchannels(1)
        output.setsampwidth(2)
        output.setframerate(SAMPLE_RATE)
        frames = b"".join(struct.pack("<h", int(max(-1.0, min(1.0, s)) * 32767)) for s in samples)
        output.writeframes(frames)


def main() -> None:
    """Render every sound in ``SOUNDS`` and encode it with oggenc."""
    encoder = shutil.which("oggenc")
    if encoder is None:
        raise SystemExit("oggenc not found: apt-get install vorbis-tools")
    TARGET_FOLDER.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as temporary:
        for name, make in SOUNDS.items():
            wave_path = Path(temporary) / f"{name}.wav"
            write_wave(wave_path, make())
            target = TARGET_FOLDER / f"{name}.ogg"
            subprocess.run([encoder, "--quiet", "-q", "3", "-o", str(target), str(wave_path)],
                           check=True)
            print(f"{target}: {target.stat().st_size} bytes")


if __name__ == "__main__":
    main()
