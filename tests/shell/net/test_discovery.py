"""Tables found on the local network (multicast DNS on 127.0.0.1 here): a hosted table is
heard of with its game, host name, address and port, never its code, and is gone once it is
withdrawn; a record that is no table this app can join is skipped."""

import socket
import time

from zeroconf import ServiceInfo

from shell.net import protocol
from shell.net.discovery import Announcer, Browser, read_record

LOOPBACK = ["127.0.0.1"]


def wait_until(test, timeout: float = 10.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if test():
            return True
        time.sleep(0.05)
    return False


def test_an_announced_table_is_found_and_goes_when_withdrawn():
    browser = Browser(LOOPBACK)
    browser.start()
    announcer = Announcer(47999, "pyramids", "Anna", 2, LOOPBACK)
    announcer.start()
    try:
        assert wait_until(lambda: any(t.host_name == "Anna" for t in browser.tables()))
        (table,) = [t for t in browser.tables() if t.host_name == "Anna"]
        assert (table.game, table.address, table.port, table.free, table.version) == \
            ("pyramids", "127.0.0.1", 47999, 2, protocol.VERSION)
        assert "code" not in repr(announcer.info.properties)  # the code is typed, never heard
        announcer.stop()
        assert wait_until(lambda: not any(t.host_name == "Anna" for t in browser.tables()))
    finally:
        announcer.stop()
        browser.stop()


def record(**props) -> ServiceInfo:
    base = {"v": "1", "game": "aton", "host": "Bo", "free": "1"}
    base.update(props)
    return ServiceInfo(protocol.SERVICE_TYPE, f"x.{protocol.SERVICE_TYPE}",
                       addresses=[socket.inet_aton("192.0.2.7")], port=47474,
                       properties=base)


def test_a_record_that_is_no_joinable_table_is_skipped():
    assert read_record(record()) is not None
    for bad in [{"game": "../engines"}, {"game": "chess"}, {"v": "x"}, {"free": "-1"},
                {"free": "99"}, {"host": "\u202eevil"}, {"host": "x" * 200}, {"v": "10**9"}]:
        assert read_record(record(**bad)) is None, bad
