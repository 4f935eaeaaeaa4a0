#!/usr/bin/env python3
"""Hung kings in a match of a game won by taking the king (chess without check).

usage: scripts/hung-king.py MATCH.jsonl [--probe AGENT,...] [--states N] [--positions K]
                            [--seeds S]

For every lost game of the match file (`rbg match --out`), whether the loser's last move left
its king to be taken at once while a move that kept it safe existed: such losses per agent.
Then, over every position of every game, how often each agent could take the other king and
did: a search that averages a piece's moves together may see the threat it makes too late.
With --probe, each AGENT is asked afresh for a move (S seeds, N states) in the first K of those
positions, and the share of its picks that keep the king safe is printed: it tells a search
that does not see a one-move threat from a bad game record.  Needs the Python package of this
tree (python/rbg) and its library (build/lib)."""
import argparse
import collections
import json
import os
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
sys.path.insert(0, os.path.join(ROOT, "python"))
import rbg  # noqa: E402


def king_hangs(state, mover):
    """Whether the player to move after `state` can end the game with `mover` at 0."""
    for reply in state.legal_moves():
        child = state.child(reply)
        if child.is_terminal() and child.score(mover) == 0:
            return True
    return False


def positions(game, records):
    """(loser, state before its last move, whether a safe move existed) of every lost game."""
    for record in records:
        if record["result"] == "draw" or record.get("cut"):
            continue
        loser = record["a"] if record["result"] == "loss" else record["b"]
        state = game.new_initial_state()
        for move in record["moves"][:-2]:
            state.apply(move)
        mover = state.current_player()
        safe = any(not king_hangs(state.child(m), mover) for m in state.legal_moves())
        yield loser, state, mover, safe


def won(child, mover):
    """Whether `child` ends the game with `mover` scoring and another player at 0."""
    scores = child.scores()
    return child.is_terminal() and scores[mover - 1] > 0 and \
        any(s == 0 for p, s in enumerate(scores, 1) if p != mover)


def king_takings(game, records):
    """Per agent, (positions where it could take the other king at once, those where it did)."""
    chances, taken = collections.Counter(), collections.Counter()
    for record in records:
        agent_of = {record["a_player"]: record["a"], record["b_player"]: record["b"]}
        state = game.new_initial_state()
        for move in record["moves"]:
            mover = state.current_player()
            agent = agent_of[game.player_names[mover]]
            if any(won(state.child(m), mover) for m in state.legal_moves()):
                chances[agent] += 1
                taken[agent] += won(state.child(move), mover)
            state.apply(move)
    return chances, taken


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("match")
    parser.add_argument("--probe", default="", help="agents to ask, separated by commas")
    parser.add_argument("--states", type=int, default=52200)
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--seeds", type=int, default=3)
    args = parser.parse_args()
    try:
        with open(args.match) as f:
            lines = [json.loads(line) for line in f if line.strip()]
    except (OSError, ValueError) as error:
        sys.exit("hung-king.py: %s: %s" % (args.match, error))
    if not lines or "rbg_match" not in lines[0]:
        sys.exit("hung-king.py: %s: not a match file of rbg match" % args.match)
    head = lines[0]
    game_file = head["game_file"]
    if not os.path.isabs(game_file) and not os.path.exists(game_file):
        game_file = os.path.join(ROOT, game_file)
    game = rbg.load(game_file)
    losses, hung, probe_at = collections.Counter(), collections.Counter(), []
    for loser, state, mover, safe in positions(game, lines[1:]):
        losses[loser] += 1
        if safe:
            hung[loser] += 1
            probe_at.append((state, mover))
    for agent in sorted(losses):
        print("%s: %d losses, %d with the king left to be taken while a safe move existed"
              % (agent, losses[agent], hung[agent]))
    chances, taken = king_takings(game, lines[1:])
    for agent in sorted(chances):
        print("%s: took the king in %d of %d positions where it could"
              % (agent, taken[agent], chances[agent]))
    for spec in [s for s in args.probe.split(",") if s]:
        picks = safe_picks = 0
        for state, mover in probe_at[:args.positions]:
            for seed in range(1, args.seeds + 1):
                move = rbg.agent(spec, states=args.states, seed=seed).choose(state)
                picks += 1
                safe_picks += not king_hangs(state.child(move), mover)
        print("probe %s, %d states: %d of %d picks keep the king safe (%d positions, %d seeds)"
              % (spec, args.states, safe_picks, picks, min(len(probe_at), args.positions), args.seeds))


if __name__ == "__main__":
    main()
