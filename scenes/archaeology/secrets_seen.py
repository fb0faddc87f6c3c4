"""Who may see an Archaeology event's secret: its seat, and the seats its "secret_to" lists
(a theft's victim). The log shows a secret only when every human may see it; an animation
shows it face up only to the seat at the screen allowed to."""

from collections.abc import Collection

from engines.core import Event


def allowed(event: Event) -> Collection[int | None]:
    """The seats that may see `event`'s secret."""
    seats: set[int | None] = {event.seat}
    seats.update(event.data.get("secret_to", ()))
    return seats
