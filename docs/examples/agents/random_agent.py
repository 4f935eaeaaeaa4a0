#!/usr/bin/env python3
"""A random agent for `rbg play` and `rbg match`: ext:cmd=python3 random_agent.py
(the protocol: docs/external-agents.md)."""
import random
import sys

legal = []
for line in sys.stdin:
    words = line.split()
    if not words:
        continue
    if words[0] == "legal":       # "legal K", then K lines "INDEX MOVE"
        legal = [sys.stdin.readline().split(" ", 1)[0] for _ in range(int(words[1]))]
    elif words[0] == "go":        # "go PLAYER NAME SECONDS STATES": answer with a move
        print("play", random.choice(legal), flush=True)
    elif words[0] == "quit":
        break
    # "rbg", "game" and "moves N" (followed by N lines of moves played) need nothing here.
