"""Tables on the local network, by DNS-SD over multicast DNS (zeroconf).

A host announces its table (`Announcer`) as a service of type `protocol.SERVICE_TYPE` with
its port, its addresses and a few words in the TXT record: the protocol's version, the game,
the host's name and how many remote seats are free. The table code is never announced: a
joiner types it. A joining app lists the tables it hears of (`Browser`); what it hears comes
from anyone on the network, so each record is checked (a known game, a name that can be
shown, numbers in range) and the list is bounded. Both do their waiting on threads of their
own (zeroconf's, and one here that announces or resolves), never on the frame's.
"""

import logging
import socket
import threading
from dataclasses import dataclass

import ifaddr
from zeroconf import (
    InterfaceChoice,
    IPVersion,
    ServiceBrowser,
    ServiceInfo,
    ServiceStateChange,
    Zeroconf,
)

from engines.registry import game_ids
from shell.net import protocol
from shell.net.schema import SchemaError

log = logging.getLogger(__name__)

MAX_TABLES = 32  # tables listed at once
MAX_RESOLVING = 8  # records waited for at once
RESOLVE_MS = 1500  # how long one table's record is waited for


@dataclass(frozen=True)
class FoundTable:
    """A table heard of: its service name, who hosts it, its game, where to connect, its
    protocol version and its free remote seats."""

    service: str
    host_name: str
    game: str
    address: str
    port: int
    version: int
    free: int


def local_addresses(interfaces: list[str] | None) -> list[str]:
    """The IPv4 addresses to announce: the given interfaces' addresses, or this machine's
    addresses other than loopback (loopback when it has none)."""
    if interfaces is not None:
        return list(interfaces)
    found = [str(ip.ip) for adapter in ifaddr.get_adapters() for ip in adapter.ips
             if isinstance(ip.ip, str) and not ip.ip.startswith("127.")]
    return found or ["127.0.0.1"]


def _zeroconf(interfaces: list[str] | None) -> Zeroconf:
    return Zeroconf(interfaces=InterfaceChoice.All if interfaces is None else interfaces,
                    ip_version=IPVersion.V4Only)


class Announcer:
    """Announces one hosted table until `stop` (see the module doc)."""

    def __init__(self, port: int, game: str, host_name: str, free: int,
                 interfaces: list[str] | None = None) -> None:
        label = protocol.NAME.check(host_name, "name") if host_name else "Nile Table"
        self.info = ServiceInfo(
            protocol.SERVICE_TYPE, f"{label}.{protocol.SERVICE_TYPE}",
            addresses=[socket.inet_aton(a) for a in local_addresses(interfaces)], port=port,
            properties={"v": str(protocol.VERSION), "game": game, "host": label,
                        "free": str(free)})
        self.interfaces = interfaces
        self._zeroconf: Zeroconf | None = None
        self._lock = threading.Lock()
        self._stopped = False

    def start(self) -> None:
        """Announce, on a thread of its own (announcing takes a second or two)."""
        threading.Thread(target=self._announce, name="table-announce", daemon=True).start()

    def _announce(self) -> None:
        try:
            zeroconf = _zeroconf(self.interfaces)
            zeroconf.register_service(self.info, allow_name_change=True)
        except Exception:  # no network, or multicast refused: the table is still joinable
            log.warning("the table could not be announced on the network", exc_info=True)
            return
        with self._lock:
            if self._stopped:
                zeroconf.unregister_service(self.info)
                zeroconf.close()
            else:
                self._zeroconf = zeroconf

    def stop(self) -> None:
        """Withdraw the announcement (on a thread: it says goodbye on the network)."""
        with self._lock:
            self._stopped = True
            zeroconf, self._zeroconf = self._zeroconf, None
        if zeroconf is not None:
            threading.Thread(target=self._withdraw, args=(zeroconf,), daemon=True).start()

    def _withdraw(self, zeroconf: Zeroconf) -> None:
        try:
            zeroconf.unregister_service(self.info)
        finally:
            zeroconf.close()


def read_record(info: ServiceInfo) -> FoundTable | None:
    """The table a service record describes, or None when it is not one this app can join
    (a bad or hostile record is skipped)."""
    props = {key.decode("utf-8", "replace"): (value or b"").decode("utf-8", "replace")
             for key, value in (info.properties or {}).items()
             if isinstance(key, bytes) and len(key) < 16}
    addresses = info.parsed_addresses(IPVersion.V4Only)
    try:
        version = int(props.get("v", ""))
        free = int(props.get("free", ""))
        name = protocol.NAME.check(props.get("host", ""), "host")
    except (ValueError, SchemaError):
        return None
    game = props.get("game", "")
    if game not in game_ids() or not addresses or not 0 < (info.port or 0) < 65536 \
            or not 0 <= free <= protocol.MAX_SEATS or not 0 < version < 1000:
        return None
    return FoundTable(info.name[:200], name, game, addresses[0], int(info.port or 0),
                      version, free)


class Browser:
    """Lists the tables announced on the local network while it runs (see the module doc)."""

    def __init__(self, interfaces: list[str] | None = None) -> None:
        self.interfaces = interfaces
        self._found: dict[str, FoundTable] = {}
        self._lock = threading.Lock()
        self._zeroconf: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None
        self._resolving: set[str] = set()
        self.version = 0  # bumped when the list changes

    def start(self) -> None:
        try:
            self._zeroconf = _zeroconf(self.interfaces)
            self._browser = ServiceBrowser(self._zeroconf, protocol.SERVICE_TYPE,
                                           handlers=[self._changed])
        except Exception:  # no network: nothing is found, joining by address still works
            log.warning("tables on the network cannot be looked for", exc_info=True)

    def tables(self) -> list[FoundTable]:
        """The tables heard of, by host name."""
        with self._lock:
            return sorted(self._found.values(), key=lambda t: (t.host_name, t.service))

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str,
                 state_change: ServiceStateChange) -> None:
        if state_change is ServiceStateChange.Removed:
            with self._lock:
                if self._found.pop(name, None) is not None:
                    self.version += 1
            return
        with self._lock:
            if (len(self._found) >= MAX_TABLES and name not in self._found) or \
                    len(self._resolving) >= MAX_RESOLVING or name in self._resolving:
                return
            self._resolving.add(name)
        threading.Thread(target=self._resolve, args=(zeroconf, service_type, name),
                         daemon=True).start()

    def _resolve(self, zeroconf: Zeroconf, service_type: str, name: str) -> None:
        try:
            info = zeroconf.get_service_info(service_type, name, timeout=RESOLVE_MS)
        except Exception:
            log.debug("table %r could not be resolved", name[:80], exc_info=True)
            info = None
        finally:
            with self._lock:
                self._resolving.discard(name)
        table = read_record(info) if info is not None else None
        if table is None:
            return
        with self._lock:
            if len(self._found) < MAX_TABLES or name in self._found:
                self._found[name] = table
                self.version += 1

    def stop(self) -> None:
        zeroconf, self._zeroconf = self._zeroconf, None
        if self._browser is not None:
            self._browser.cancel()
        if zeroconf is not None:
            threading.Thread(target=zeroconf.close, daemon=True).start()
