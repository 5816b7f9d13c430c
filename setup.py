"""Packaging hook: everything else is in pyproject.toml.

The fonts, sounds and credits stay in ``assets/`` at the top of the repository (the web build
and a source checkout read them there); the wheel carries the same folder inside the package
as ``sevens/assets``, where ``sevens.ui.resources`` finds it through importlib.resources.
pyproject.toml cannot map a folder outside the package into it while still discovering the
subpackages automatically, hence these few lines.
"""

from setuptools import find_packages, setup

ASSET_PACKAGES = ["sevens.assets", "sevens.assets.fonts", "sevens.assets.sounds"]

setup(
    packages=[*find_packages(include=["sevens", "sevens.*"]), *ASSET_PACKAGES],
    package_dir={"sevens.assets": "assets"},
)
