#!/bin/bash
set -e
npm up​date --save
