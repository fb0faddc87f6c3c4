"""The text at the top of each GitHub release: which file to download and how to open it.

`python build/release_notes.py VERSION > notes.md`; the release workflow passes the file to
`gh release create --notes-file`, and GitHub's generated change list follows it. The downloads
are not code-signed (unless the optional signing is set up, see build/README.md), so the notes
say how to check a download against SHA256SUMS and open it past Microsoft Defender,
SmartScreen and Gatekeeper.
"""

import sys

NOTES = """\
## Nile Table {version}

Imhotep, Pyramids, Archaeology and Aton against bots or hot-seat, offline, in English,
Russian and Polish. Pick the file for your computer:

| computer | file |
|---|---|
| Windows 10 or 11 (64-bit) | `NileTable-{version}-windows-x86_64-setup.exe` |
| Windows, without installing | `NileTable-{version}-windows-x86_64.zip` |
| Mac with Apple Silicon (M1 and later) | `NileTable-{version}-macos-arm64.dmg` |
| Mac with an Intel processor | `NileTable-{version}-macos-x86_64.dmg` |
| Debian, Ubuntu, Mint | `nile-table_{version}_amd64.deb` |
| other Linux (x86_64) | `NileTable-{version}-linux-x86_64.AppImage`, or the `.tar.gz` |

Your saves and settings stay in your user folder when you update or uninstall.

**Check the download.** `SHA256SUMS` lists the checksum of every file. Windows (PowerShell):
`Get-FileHash .\\NileTable-{version}-windows-x86_64-setup.exe`; macOS:
`shasum -a 256 NileTable-{version}-macos-arm64.dmg`; Linux: `sha256sum -c SHA256SUMS
--ignore-missing`. The number must be the one in `SHA256SUMS`.

### How to open the downloads (they are not code-signed)

**Windows: Microsoft Defender.** Defender sometimes takes a new, unsigned game for a threat
(often named "Trojan:Win32/Wacatac" or similar) and quarantines or deletes the download or
the installed `NileTable.exe`. This is a false alarm about how the game is packed, not about
what it does. If it happens and the checksum above matches:
open **Windows Security > Virus & threat protection > Protection history**, select the
Nile Table entry, and choose **Actions > Restore** (or **Allow on device**). If the browser
blocked the download instead, open the browser's downloads list and choose **Keep** (Edge:
**... > Keep > Show more > Keep anyway**). You can also use the `.zip`, which needs no
installer. Reporting the file as a false positive at
https://www.microsoft.com/wdsi/filesubmission helps every player.

**Windows: SmartScreen.** Run the installer. If Windows SmartScreen says "Windows protected
your PC", click **More info**, then **Run anyway**. The game then starts from the Start menu.

**macOS 15 (Sequoia) and newer.** Open the `.dmg` and drag Nile Table into Applications.
The first start is refused ("Apple could not verify..."): click **Done**, open
**System Settings > Privacy & Security**, scroll down to the message about Nile Table, click
**Open Anyway**, then confirm with your password. From then on it opens normally.
(Right-click > Open no longer skips the check on macOS 15.)
**macOS 14 and older:** right-click (or Control-click) Nile Table in Applications, choose
**Open**, then **Open** again.

**Debian / Ubuntu.** `sudo apt install ./nile-table_{version}_amd64.deb`, then start
"Nile Table" from the menu or run `nile-table`. Remove it with `sudo apt remove nile-table`.

**Other Linux.** AppImage: `chmod +x NileTable-*.AppImage` and run it; AppImageUpdate (or
appimaged) updates it to the newest release, downloading only what changed. Tarball: unpack it and
run `./NileTable`, or `./install.sh` for a menu entry (`./install.sh --remove` undoes it).
"""


def release_notes(version: str) -> str:
    return NOTES.format(version=version.removeprefix("v"))


if __name__ == "__main__":
    sys.stdout.write(release_notes(sys.argv[1]))
