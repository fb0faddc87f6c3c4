"""A table over the network (docs/network.md): one app hosts and is the only authority, the
others join over a WebSocket and play their seats from what the host sends them."""
