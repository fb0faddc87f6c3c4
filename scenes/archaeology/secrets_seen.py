"""Who may see an Archaeology event's secret: its seat, and the seats its "secret_to" lists
(a theft's victim), the rule of `engines.core.events.secret_seats`. The log shows a secret
only when every human may see it; an animation shows it face up only to the seat at the
screen allowed to."""

from collections.abc import Collection

from engines.core import Event
from engines.core.events import secret_seats


def allowed(event: Event) -> Collection[int | None]:
    """The seats that may see `event`'s secret."""
    return secret_seats(event)
