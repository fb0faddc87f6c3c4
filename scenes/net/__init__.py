"""The screens of a table over the network (docs/network.md): the host's lobby and table,
the join screen and a joined seat's table. The transport and the authority are
`shell/net/`; these screens only show them."""
