# Sign Windows files with Azure Artifact Signing (formerly Trusted Signing), a cloud signing
# service: the key stays in Microsoft's HSM (code-signing keys issued since June 2023 cannot be
# exported as .pfx files), signtool sends only the file's digest through the service's dlib.
#   powershell -File build\windows\sign.ps1 <file> [<file> ...]
# Used by the release workflow for NileTable.exe, and by Inno Setup (SignTool) for the setup
# program and its uninstaller. Needs, in the environment:
#   AZURE_TENANT_ID, AZURE_CLIENT_ID, AZURE_CLIENT_SECRET   an app registration (secrets) with the
#                                      "Artifact Signing Certificate Profile Signer" role
#   TRUSTED_SIGNING_ENDPOINT, TRUSTED_SIGNING_ACCOUNT, TRUSTED_SIGNING_PROFILE   (not secret)
param([Parameter(Mandatory = $true, ValueFromRemainingArguments = $true)][string[]] $Files)
$ErrorActionPreference = 'Stop'
$ClientPackage = 'Microsoft.Trusted.Signing.Client'
$ClientVersion = '1.0.95'
$Timestamp = 'http://timestamp.acs.microsoft.com'

foreach ($name in 'AZURE_TENANT_ID', 'AZURE_CLIENT_ID', 'AZURE_CLIENT_SECRET',
                  'TRUSTED_SIGNING_ENDPOINT', 'TRUSTED_SIGNING_ACCOUNT', 'TRUSTED_SIGNING_PROFILE') {
    if (-not [Environment]::GetEnvironmentVariable($name)) { throw "signing needs $name" }
}
$work = Join-Path ([IO.Path]::GetTempPath()) 'niletable-signing'
New-Item -ItemType Directory -Force -Path $work | Out-Null

function Find-Dlib {
    Get-ChildItem $work -Recurse -Filter 'Azure.CodeSigning.Dlib.dll' -ErrorAction SilentlyContinue |
        Where-Object { $_.FullName -match '\\x64\\' } | Select-Object -First 1
}
$dlib = Find-Dlib
if (-not $dlib) {
    nuget install $ClientPackage -Version $ClientVersion -OutputDirectory $work -NonInteractive | Out-Null
    $dlib = Find-Dlib
    if (-not $dlib) { throw "no Azure.CodeSigning.Dlib.dll in $ClientPackage $ClientVersion" }
}
$signtool = Get-ChildItem "${env:ProgramFiles(x86)}\Windows Kits\10\bin\*\x64\signtool.exe" |
    Sort-Object FullName | Select-Object -Last 1
if (-not $signtool) { throw 'signtool.exe (Windows SDK) not found' }

$metadata = Join-Path $work 'metadata.json'
@{
    Endpoint               = $env:TRUSTED_SIGNING_ENDPOINT
    CodeSigningAccountName = $env:TRUSTED_SIGNING_ACCOUNT
    CertificateProfileName = $env:TRUSTED_SIGNING_PROFILE
} | ConvertTo-Json | Set-Content -Encoding utf8 -Path $metadata

& $signtool.FullName sign /v /fd SHA256 /tr $Timestamp /td SHA256 `
    /dlib $dlib.FullName /dmdf $metadata @Files
if ($LASTEXITCODE -ne 0) { throw "signtool sign failed ($LASTEXITCODE)" }
& $signtool.FullName verify /pa /v @Files
if ($LASTEXITCODE -ne 0) { throw "signtool verify failed ($LASTEXITCODE)" }
