"""The interface's lab: the frame benchmark and the screenshot scripts, which draw with pygame
and so live under ``sevens/ui`` (the rules core, the bots and ``sevens/tools`` never import
pygame). Like ``sevens/tools``, the web build leaves this folder out by its name."""
