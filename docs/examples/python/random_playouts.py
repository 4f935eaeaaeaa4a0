"""Random playouts in pure Python over rbg, against the same playouts in C (game.bench).

    python3 random_playouts.py [GAME.rbg] [SECONDS]

prints the moves per second of a Python loop over legal_moves() and apply(), and of
game.bench(), which runs the loop in C.
"""
import os
import random
import sys
import time

import rbg

HERE = os.path.dirname(os.path.abspath(__file__))
path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "../../../games-rbg/breakthrough.rbg")
seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 5.0

game = rbg.load(path)
choice = random.Random(1).choice
moves = playouts = 0
start = time.perf_counter()
while time.perf_counter() - start < seconds:
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply(choice(state.legal_moves()))
        moves += 1
    playouts += 1
elapsed = time.perf_counter() - start
print("%s (%s backend): Python loop %d playouts, %.0f moves/s" % (
    game.name, game.backend, playouts, moves / elapsed))
figures = game.bench(seconds)
print("%s (%s backend): game.bench %d playouts, %.0f moves/s" % (
    game.name, game.backend, figures["playouts"], figures["moves_per_s"]))
