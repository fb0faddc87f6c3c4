"""Animation: ease-out tweens, queued steps, speed scaling and instant mode."""

from shell.ui.anim import Animator, Cue, Step, Tween, ease_out


def test_ease_out_starts_fast_and_ends_at_one():
    assert ease_out(0) == 0 and ease_out(1) == 1
    assert ease_out(0.5) > 0.5


def test_steps_run_in_order_and_call_back():
    done = []
    animator = Animator(1.0)
    for name in ("a", "b"):
        animator.add(Step([Tween((0, 0), (10, 0), lambda *a: None, duration=0.2)],
                          on_done=lambda n=name: done.append(n)))
    animator.update(0.1)
    assert done == [] and animator.busy
    animator.update(0.15)
    assert done == ["a"]
    animator.update(0.2)
    assert done == ["a", "b"] and not animator.busy


def test_slow_speed_doubles_durations_and_instant_skips():
    done = []
    slow = Animator(2.0)
    slow.add(Step([Tween((0, 0), (1, 1), lambda *a: None, duration=0.2)],
                  on_done=lambda: done.append("slow")))
    slow.update(0.3)
    assert done == []
    slow.update(0.11)
    assert done == ["slow"]
    instant = Animator(0.0)
    instant.add(Step([Tween((0, 0), (1, 1), lambda *a: None, duration=5)],
                     on_done=lambda: done.append("instant")))
    instant.update(0.0)
    assert done == ["slow", "instant"]


def test_hidden_keys_last_until_the_piece_lands():
    animator = Animator(1.0)
    animator.add(Step([Tween((0, 0), (1, 1), lambda *a: None, duration=0.2,
                             hides=frozenset({("cell", 3)}))]))
    assert animator.hidden_keys() == {("cell", 3)}
    animator.update(0.3)
    assert animator.hidden_keys() == set()


def test_tween_position_follows_the_path():
    tween = Tween((0, 0), (100, 0), lambda *a: None, duration=1.0, delay=0.5)
    assert tween.position(0.2) is None
    assert tween.position(1.5) == (100, 0)
    x, _ = tween.position(1.0)
    assert 50 < x < 100


def test_a_queued_step_is_prepared_one_slice_a_frame_while_the_step_before_plays():
    slices = []

    def work():
        for k in range(3):
            slices.append(k)
            yield

    animator = Animator(1.0)
    animator.add(Step([Tween((0, 0), (1, 0), lambda *a: None, duration=1.0)]))
    animator.add(Step([Tween((0, 0), (1, 0), lambda *a: None, duration=1.0)], prepare=work()))
    animator.update(0.01)
    assert slices == [0]
    animator.update(0.01)
    assert slices == [0, 1]


def test_what_is_left_to_prepare_is_finished_when_the_step_starts():
    slices = []

    def work():
        for k in range(4):
            slices.append(k)
            yield

    animator = Animator(1.0)
    animator.add(Step([Tween((0, 0), (1, 0), lambda *a: None, duration=0.1)]))
    animator.add(Step([Tween((0, 0), (1, 0), lambda *a: None, duration=1.0)],
                      on_start=lambda: slices.append("start"), prepare=work()))
    animator.update(0.01)
    animator.update(0.2)  # the first step ends: the second starts, fully prepared
    assert slices == [0, 1, 2, 3, "start"]


def test_a_step_finished_at_once_is_not_prepared():
    slices = []

    def work():
        slices.append("painted")
        yield

    animator = Animator(1.0)
    animator.add(Step([Tween((0, 0), (1, 0), lambda *a: None, duration=1.0)]))
    animator.add(Step([Tween((0, 0), (1, 0), lambda *a: None, duration=1.0)], prepare=work()))
    animator.clear()
    assert slices == [] and not animator.busy


# a step's sound follows the step on screen ------------------------------------------------
def sound_steps(animator, heard, names):
    for name in names:
        animator.add(Step([Tween((0, 0), (1, 1), lambda *a: None, duration=0.3)],
                          on_start=Cue(name, heard.append)))


def test_a_steps_sound_is_heard_when_the_step_starts_on_screen():
    heard: list[str] = []
    animator = Animator(1.0)
    sound_steps(animator, heard, ["stone", "sail"])
    assert heard == []
    animator.update(0.01)
    assert heard == ["stone"]
    animator.update(0.3)
    assert heard == ["stone", "sail"]


def test_a_skipped_animation_is_silent_but_its_other_callbacks_run():
    heard: list[str] = []
    started: list[str] = []
    animator = Animator(1.0)
    sound_steps(animator, heard, ["stone", "sail", "score"])
    animator.add(Step([], on_start=lambda: started.append("plain")))
    animator.update(0.01)  # the first step is on screen: heard
    animator.clear()  # a click: the rest finish unseen
    assert heard == ["stone"] and started == ["plain"] and not animator.busy


def test_at_the_instant_speed_each_sound_of_a_move_is_heard_once():
    heard: list[str] = []
    animator = Animator(0.0)
    sound_steps(animator, heard, ["stone", "stone", "score", "stone"])
    animator.update(0.016)
    assert heard == ["stone", "score"]
