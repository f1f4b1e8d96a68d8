#!/usr/bin/env python3
"""How long W (`chances`) takes inside a played game, as a player meets it.

A two-player Yahtzee game in line mode (Ann and Bo, --seed 11, every turn played by Enter three times) starts with
an empty cache directory, so the table is solved and the opening learnt while it is played. `chances` is asked
10 s after the start, at round 4 after Ann's first roll, at the start of round 5 and after Ann's first roll there;
each time the script waits for the answer line and prints how long it took from the line being sent. The goal is
2 s for the first question and 300 ms for the others (ARCHITECTURE.md, "Performance").

Usage: benches/chances-in-game.py [PATH-TO-SAYZEE] [RUNS]   (default target/release/sayzee, 3 runs)
"""

import os
import queue
import subprocess
import sys
import tempfile
import threading
import time

TURN = "enter\nenter\nenter\n"


class Game:
    def __init__(self, binary, home):
        env = dict(os.environ)
        for name in ("CONFIG", "DATA", "CACHE"):
            env[f"SAYZEE_{name}_DIR"] = os.path.join(home, name.lower())
        self.process = subprocess.Popen(
            [binary, "--line-mode", "--no-sound", "--speech", "text", "--lang", "en", "--rules", "yahtzee",
             "--player", "Ann", "--player", "Bo", "--seed", "11"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env, text=True, bufsize=1)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def send(self, text):
        self.process.stdin.write(text)
        self.process.stdin.flush()

    def wait_for(self, start, timeout=600):
        deadline = time.monotonic() + timeout
        while True:
            line = self.lines.get(timeout=max(0.0, deadline - time.monotonic()))
            if line.startswith(start):
                return line

    def chances(self):
        asked = time.monotonic()
        self.send("chances\n")
        self.wait_for("Chances of winning")
        return (time.monotonic() - asked) * 1000

    def close(self):
        self.send("quit\n")
        self.process.stdin.close()
        self.process.wait(timeout=60)


def one_run(binary):
    with tempfile.TemporaryDirectory() as home:
        game = Game(binary, home)
        started = time.monotonic()
        game.wait_for("Your turn, Ann: round 1")
        time.sleep(max(0.0, 10 - (time.monotonic() - started)))
        figures = {"10 s after the start": game.chances()}
        for _ in range(3):
            game.send(TURN)
            game.wait_for("Your turn, Bo")
            game.send(TURN)
            game.wait_for("Your turn, Ann")
        game.send("enter\n")
        game.wait_for("Roll 1 of 3")
        figures["round 4, after Ann's first roll"] = game.chances()
        game.send("enter\nenter\n")
        game.wait_for("Your turn, Bo")
        game.send(TURN)
        game.wait_for("Your turn, Ann: round 5")
        figures["start of round 5"] = game.chances()
        game.send("enter\n")
        game.wait_for("Roll 1 of 3")
        figures["round 5, after Ann's first roll"] = game.chances()
        game.close()
        return figures


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else "target/release/sayzee"
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    results = [one_run(binary) for _ in range(runs)]
    for moment in results[0]:
        times = ", ".join(f"{run[moment]:.0f}" for run in results)
        print(f"{moment}: {times} ms")


if __name__ == "__main__":
    main()
