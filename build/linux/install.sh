#!/bin/sh
# Nile Table for Linux: install for the current user (no root needed).
#   ./install.sh            copy the game to ~/.local/opt/NileTable and add a menu entry
#   ./install.sh --remove   undo that (your saves and settings stay in ~/.local/share and
#                           ~/.config/NileTable)
# You can also run ./NileTable directly from this folder without installing.
set -eu
HERE="$(cd "$(dirname "$0")" && pwd)"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
TARGET="$HOME/.local/opt/NileTable"
BIN="$HOME/.local/bin"
if [ "${1:-}" = "--remove" ]; then
    rm -rf "$TARGET" "$BIN/NileTable" "$DATA/applications/nile-table.desktop" \
        "$DATA/icons/hicolor/256x256/apps/nile-table.png"
    echo "Nile Table removed."
    exit 0
fi
mkdir -p "$TARGET" "$BIN" "$DATA/applications" "$DATA/icons/hicolor/256x256/apps"
cp -R "$HERE/NileTable" "$HERE/_internal" "$TARGET/"
ln -sf "$TARGET/NileTable" "$BIN/NileTable"
cp "$HERE/nile-table.png" "$DATA/icons/hicolor/256x256/apps/nile-table.png"
sed "s|^Exec=.*|Exec=$TARGET/NileTable|" "$HERE/nile-table.desktop" \
    > "$DATA/applications/nile-table.desktop"
echo "Nile Table installed: run NileTable or pick it from the Games menu."
