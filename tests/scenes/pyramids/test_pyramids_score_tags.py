"""A scored level's point tags stand apart: three one-cell areas side by side (level 3 in
the playtest, the first tag "+1, Mino +1" wider than its cell) get tags that do not overlap,
each on or next to its area, all inside the score card."""

import pygame

from scenes.pyramids.score_tags import tag_places

BOX = pygame.Rect(50, 52, 880, 650)


def apart(rects) -> bool:
    return all(not a.colliderect(b) for k, a in enumerate(rects) for b in rects[k + 1:])


def test_tags_of_neighbouring_areas_do_not_overlap():
    origin, q = (250.0, 190.0), 48.0
    areas = [{(2, 2)}, {(3, 2)}, {(4, 2)}]
    sizes = [(150, 34), (50, 34), (50, 34)]
    tags = tag_places(sizes, areas, origin, q, BOX, 4)
    assert apart(tags) and all(BOX.contains(tag) for tag in tags)
    for tag, cells in zip(tags, areas, strict=True):
        (x, y), = cells
        cell = pygame.Rect(origin[0] + x * q, origin[1] + y * q, q, q)
        assert tag.inflate(0, 2 * q).colliderect(cell), "each tag by its own area"


def test_a_tag_keeps_to_its_areas_middle_when_it_is_free():
    tags = tag_places([(50, 34)], [{(2, 2), (3, 2), (4, 2)}], (0.0, 0.0), 48.0, BOX, 4)
    assert tags[0].center == (3 * 48 + 24, 2 * 48 + 24)


def test_many_areas_on_one_row_all_find_a_free_place():
    areas = [{(x, 5)} for x in range(8)]
    tags = tag_places([(90, 30)] * 8, areas, (100.0, 100.0), 40.0, BOX, 4)
    assert apart(tags) and all(BOX.contains(tag) for tag in tags)
