"""UCT written in Python over rbg, playing the built-in MCTS agent.

    python3 mcts.py [GAME.rbg] [GAMES] [ITERATIONS]

The Python UCT runs ITERATIONS playouts a move; the built-in agent gets a budget of ITERATIONS
nodal states a move (docs/agents.md), which is less search.  Rewards are the scores over 100.
"""
import math
import os
import random
import sys

import rbg

HERE = os.path.dirname(os.path.abspath(__file__))
path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "../../../games-rbg/ticTacToe.rbg")
games = int(sys.argv[2]) if len(sys.argv) > 2 else 4
iterations = int(sys.argv[3]) if len(sys.argv) > 3 else 300
rng = random.Random(1)


class Node:
    def __init__(self, state):
        self.player = state.current_player()
        self.untried = list(state.legal_moves())
        self.children = []  # (move, node)
        self.visits, self.total = 0, 0.0  # total: rewards of the player who moved into it


def uct_child(node):
    log = math.log(node.visits)
    return max(node.children, key=lambda c: c[1].total / c[1].visits +
               0.7 * math.sqrt(log / c[1].visits))


def search(root_state):
    root = Node(root_state)
    for _ in range(iterations):
        node, state, path = root, root_state.clone(), [root]
        while not node.untried and node.children:          # selection
            move, node = uct_child(node)
            state.apply(move)
            path.append(node)
        if node.untried:                                     # expansion
            move = node.untried.pop(rng.randrange(len(node.untried)))
            mover = state.current_player()
            state.apply(move)
            child = Node(state)
            child.mover = mover
            node.children.append((move, child))
            path.append(child)
        while not state.is_terminal():                       # playout
            state.apply(rng.choice(state.legal_moves()))
        scores = state.scores()
        for visited in path:                                 # backpropagation
            visited.visits += 1
            if hasattr(visited, "mover"):
                visited.total += scores[visited.mover - 1] / 100.0
    return max(root.children, key=lambda c: c[1].visits)[0]


game = rbg.load(path)
builtin = rbg.agent("mcts", states=iterations)
results = {"win": 0, "draw": 0, "loss": 0}
for index in range(games):
    python_player = 1 if index % 2 == 0 else 2                # alternate who starts
    state = game.new_initial_state()
    while not state.is_terminal():
        mine = state.current_player() == python_player
        state.apply(search(state) if mine else builtin.choose(state))
    scores = state.scores()
    mine, theirs = scores[python_player - 1], scores[2 - python_player]
    results["win" if mine > theirs else "loss" if mine < theirs else "draw"] += 1
print("%s: Python UCT (%d iterations a move) against the built-in mcts: %s" % (
    game.name, iterations, results))
