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

# One argument of a desktop file's Exec key (desktop-entry spec): in double quotes, with
# \ " ` $ escaped by a backslash and % doubled, then every backslash doubled again for the
# key file's own string escapes. So a home folder with spaces or quotes still starts.
desktop_exec_arg() {
    printf '"%s"' "$(printf '%s' "$1" | sed -e 's/[\\"`$]/\\&/g' -e 's/%/%%/g' -e 's/\\/\\\\/g')"
}

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
EXEC_LINE="Exec=$(desktop_exec_arg "$TARGET/NileTable")" \
    awk '/^Exec=/ { print ENVIRON["EXEC_LINE"]; next } { print }' "$HERE/nile-table.desktop" \
    > "$DATA/applications/nile-table.desktop"
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database "$DATA/applications" >/dev/null 2>&1 || true
fi
echo "Nile Table installed: pick it from the Games menu, or run NileTable."
case ":${PATH:-}:" in
    *":$BIN:"*) ;;
    *)
        echo "Note: $BIN is not on your PATH, so the NileTable command is not found there."
        echo "The menu entry works anyway. To run it by name, add this line to ~/.profile"
        echo "and log in again:"
        echo '    export PATH="$HOME/.local/bin:$PATH"'
        ;;
esac
