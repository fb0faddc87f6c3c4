"""The Archaeology view is one GameView composed of parts made from its table's context: the
gestures own the sale record the drawing reads; its area keys are named tuples equal to the
plain tuples the kit hands back."""

from scenes.archaeology import keys as K
from scenes.archaeology.animations import ArchaeologyAnimations
from scenes.archaeology.drawing import ArchaeologyDrawing
from scenes.archaeology.gestures import ArchaeologyGestures
from scenes.archaeology.scene import ArchaeologyView
from scenes.kit.game_view import GameView, ViewPart
from tests.scenes.archaeology.test_archaeology_scene import table  # noqa: F401 (a fixture)


def test_the_view_is_one_game_view_and_its_parts_are_view_parts():
    assert [base for base in ArchaeologyView.__mro__ if base.__module__.startswith("scenes.")
            and base is not ArchaeologyView] == [GameView, ViewPart]
    for part in (ArchaeologyGestures, ArchaeologyDrawing, ArchaeologyAnimations):
        assert issubclass(part, ViewPart) and not issubclass(part, GameView)


def test_the_parts_share_the_table_context_and_the_sale_record(table):  # noqa: F811
    view = table.view
    assert view.gestures.ctx is view.ctx is view.drawing.ctx is view.animations.ctx
    assert view.drawing.sale is view.gestures.sale
    name = next(k.card for k in table.areas if isinstance(k, K.Hand))
    view.gestures.sale.chosen[name] = 1
    assert view.drawing.board_key() == ((name, 1),) == view.board_key()


def test_area_keys_read_as_named_tuples_equal_to_plain_ones(table):  # noqa: F811
    hand = next(k for k in table.areas if K.read(k).__class__ is K.Hand)
    assert hand == ("hand", hand.card, hand.nth)
    assert K.read(("hand", hand.card, hand.nth)) == hand
    assert isinstance(K.read(("hand", hand.card, hand.nth)), K.Hand)
    assert K.read(("chamber", "small")).chamber == "small"
    assert K.read(("deck",)) == K.DECK and hash(K.DECK) == hash(("deck",))
    assert K.read(("no such area",)) is None and K.read(None) is None
    assert all(K.read(key) is not None for key in table.areas)
