"""Scenes laid out by the layout toolkit, one package each (see ``docs/architecture.md``).

Each package has its scene (state and input, ``scene.py``), its pure layout (``layout.py``:
a :class:`~sevens.ui.geometry.canvas.Canvas` and the words in, frozen places out, no pygame)
and its drawing (``drawing.py``: the places painted). The layout and the drawing never import
the scene, not even for type checking; the scene imports both. Nothing is imported here, so
a pygame-free part (the table's interaction state, every layout) loads without pygame.
"""
