#!/usr/bin/env python3
"""Plays keys to a program in a pseudo-terminal, as a person at a terminal would, and checks what it prints.

Usage: pty_keys.py SCRIPT -- COMMAND...
SCRIPT is a file of lines: "expect TEXT" waits (up to 60 s) until TEXT has been printed since the last expect;
"send TEXT" types TEXT, with \\r, \\x11 and the like written as Python escapes; "exit" waits for the program to end
and checks its status is 0. Everything printed is copied to standard output. Exit status 1 on any failure."""
import os
import pty
import select
import sys
import time


def main():
    at = sys.argv.index("--")
    script, command = sys.argv[1], sys.argv[at + 1:]
    pid, fd = pty.fork()
    if pid == 0:
        os.execvp(command[0], command)
    seen = b""
    mark = 0

    def read_for(seconds):
        nonlocal seen
        ready, _, _ = select.select([fd], [], [], seconds)
        if not ready:
            return False
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return None
        if not chunk:
            return None
        seen += chunk
        sys.stdout.write(chunk.decode("utf-8", "replace"))
        sys.stdout.flush()
        return True

    for line in open(script, encoding="utf-8").read().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        verb, _, text = line.partition(" ")
        if verb == "expect":
            wanted = text.encode("utf-8")
            deadline = time.time() + 60
            while wanted not in seen[mark:]:
                if time.time() > deadline or read_for(deadline - time.time()) is None:
                    print(f"\n** never printed: {text!r}", file=sys.stderr)
                    sys.exit(1)
            mark = seen.index(wanted, mark) + len(wanted)
        elif verb == "send":
            time.sleep(0.3)
            os.write(fd, text.encode("utf-8").decode("unicode_escape").encode("utf-8"))
        elif verb == "exit":
            deadline = time.time() + 60
            while time.time() < deadline and read_for(1) is not None:
                pass
            _, status = os.waitpid(pid, 0)
            code = os.waitstatus_to_exitcode(status)
            if code != 0:
                print(f"\n** exit status {code}", file=sys.stderr)
                sys.exit(1)
            return
    print("\n** the script did not end with exit", file=sys.stderr)
    sys.exit(1)


main()
