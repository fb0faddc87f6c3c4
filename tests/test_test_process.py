"""The test processes' own housekeeping (tests/conftest.py): what collecting the tests made is
frozen out of the collector's walks, and a test's app neither collects the whole heap nor
maps big blocks on their own."""

import gc

from shell import memory


def test_what_collecting_the_tests_made_stays_out_of_every_collection():
    assert gc.get_freeze_count() > 10_000  # the modules imported, the test items


def test_a_tests_app_keeps_the_heap_and_collects_the_young_generations():
    assert memory.gc is not gc
    assert memory.limit_heap() is False and memory.trim_heap() is False
