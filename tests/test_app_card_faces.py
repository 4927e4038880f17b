"""Card faces read whole: a power of 10 fits its circle, the +1 power counters token covers no text,
and the zoom's keywords box holds a titan's whole explanation."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter

from app.preview import NOTES_PX, PreviewItem, _face_size, _notes_text
from app.smashup.card_face import CARD_H, CARD_W, WRAP, circle_font_px, font, paint_card, paint_table_card
from rules.catalogue import catalogue


def test_a_power_of_10_fits_its_circle_and_a_3_keeps_the_full_size(qapp) -> None:
    assert circle_font_px("3", 34, 46) == 46
    px = circle_font_px("10", 34, 46)
    assert QFontMetricsF(font(px, bold=True)).horizontalAdvance("10") <= 1.5 * 34 < 2 * 34


def render(paint, card_id: str, counters: int) -> QImage:
    img = QImage(int(CARD_W), int(CARD_H), QImage.Format.Format_ARGB32)
    img.fill(QColor("black"))
    p = QPainter(img)
    paint(p, QRectF(0, 0, CARD_W, CARD_H), card_id, None, None, counters)
    p.end()
    return img


def test_the_counters_token_covers_no_text_on_the_table_or_in_the_zoom(qapp) -> None:
    # Where each face writes its text (and, in the zoom, its type line).
    on_table, zoomed = QRectF(18, 90, CARD_W - 36, CARD_H - 100), QRectF(18, 70, CARD_W - 36, CARD_H - 80)
    for paint, body, card_id in ((paint_table_card, on_table, "ninjas/tiger_assassin"),
                                 (paint_card, zoomed, "ninjas/tiger_assassin"),
                                 (paint_table_card, on_table, "dinosaurs/fort_titanosaurus")):
        plain, with_token = render(paint, card_id, 0), render(paint, card_id, 3)
        r = body.toRect()
        assert plain.copy(r) == with_token.copy(r), (paint.__name__, card_id)  # the text, untouched
        assert plain != with_token  # the token is drawn (elsewhere)


def test_the_zoom_holds_a_titans_whole_keywords_text(qapp) -> None:
    titan = catalogue().cards["dinosaurs/fort_titanosaurus"]
    zoom = PreviewItem()
    zoom.show_card(titan.id)
    box_h = zoom.boundingRect().height() - _face_size(False)[1] - 10
    width = zoom.boundingRect().width() - 24
    needed = QFontMetricsF(font(NOTES_PX)).boundingRect(QRectF(0, 0, width, 10_000),
                                                        WRAP, _notes_text(titan)).height()
    assert box_h >= needed + 16
