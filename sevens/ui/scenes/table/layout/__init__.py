"""The table's layout, read from the canvas: :func:`lay_out_table` gives the frozen
:class:`TableLayout` (:mod:`.table`, with the shape rules); its parts are the rows' slots
(:mod:`sevens.ui.card_rows`, shared with the Review), the seats' panels (:mod:`.seats`), the
hand's cards and the face-up leftovers (:mod:`.hand`). Pure geometry in pygame Rects: no
scene, no drawing."""

from sevens.ui.card_rows import RowGeometry, fitted_row_card
from sevens.ui.scenes.table.layout.table import TableLayout, lay_out_table

__all__ = ["RowGeometry", "TableLayout", "fitted_row_card", "lay_out_table"]
