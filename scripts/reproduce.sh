#!/usr/bin/env bash
# One command per table of the four papers: scripts/reproduce.sh TABLE [--scale S] [...];
# scripts/reproduce.sh list names the tables.  See docs/reproducing.md.
exec python3 "$(dirname "$0")/reproduce/main.py" "$@"
