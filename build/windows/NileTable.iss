; Inno Setup 6/7 script for the Windows installer of Nile Table.
; Built by `python build/build.py --package` on Windows, which passes:
;   /DAppVersion=<pyproject version> /DNumericVersion=<a.b.c.d> /DSourceDir=<dist\NileTable>
;   /DOutputDir=<dist>
;   /DOutputBaseName=<NileTable-<v>-windows-x86_64-setup> /DIconFile=<assets\icons\NileTable.ico>
;   and, when the release signs (WINDOWS_SIGNING=1), /DSignToolName=niletable with
;   /Sniletable=<build\windows\sign.ps1 $f>: the setup program and its uninstaller are signed.
; Per-user install (no administrator rights): {localappdata}\Programs\Nile Table.
; Saves, settings and the log live in %LOCALAPPDATA%\NileTable\NileTable (platformdirs: app
; name, then author), never in the install folder, and the uninstaller leaves them alone.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef NumericVersion
  #define NumericVersion "0.0.0.0"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\NileTable"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#ifndef OutputBaseName
  #define OutputBaseName "NileTable-" + AppVersion + "-windows-x86_64-setup"
#endif
#ifndef IconFile
  #define IconFile "..\..\assets\icons\NileTable.ico"
#endif

[Setup]
AppId={{6F1C2B7E-4E0B-4A5B-9B7A-4E696C655461}
AppName=Nile Table
AppVersion={#AppVersion}
AppVerName=Nile Table {#AppVersion}
AppPublisher=Nile Table
DefaultDirName={autopf}\Nile Table
DefaultGroupName=Nile Table
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
OutputDir={#OutputDir}
OutputBaseFilename={#OutputBaseName}
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\NileTable.exe
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; Windows 10 or newer (per-monitor DPI awareness v2, the Python 3.11 runtime)
MinVersion=10.0
; the installer's own version resource (the game's exe gets its own from the spec)
VersionInfoVersion={#NumericVersion}
VersionInfoProductName=Nile Table
VersionInfoDescription=Nile Table setup
#ifdef SignToolName
; signs Setup and the uninstaller it writes (Defender and SmartScreen check both)
SignTool={#SignToolName}
SignedUninstaller=yes
#endif

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "polish"; MessagesFile: "compiler:Languages\Polish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the bundle's libraries whole: files of the old version that the new one
; no longer ships must not stay behind in _internal (PyInstaller loads what it finds there).
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Nile Table"; Filename: "{app}\NileTable.exe"
Name: "{group}\{cm:UninstallProgram,Nile Table}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Nile Table"; Filename: "{app}\NileTable.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\NileTable.exe"; Description: "{cm:LaunchProgram,Nile Table}"; Flags: nowait postinstall skipifsilent
