#!/usr/bin/env python3
"""The window soak (`make soak-window`): the real window (`playground run`) plays a script of
animated layout switches — the seven layouts of keys 1–7 in turn, one every INTERVAL seconds —
and rests REST seconds (at the line layout) after every 70 switches (ten rounds of the seven).
The window's resident memory (VmRSS) is read in the middle of each rest: the same point of the
script, with nothing moving. After the warm-up (the first half of the switches: on a GPU the
layer textures' few sizes are met, and each keeps one texture behind, within the first few
hundred), the memory at the last rest may exceed the memory at the first rest by at most BOUND
percent. Before the fix of issue 46, every switch added megabytes (a new size every frame).

    scripts/soak-window.py PLAYGROUND [--switches N] [--interval S] [--bound PERCENT]

It needs a display (the Makefile runs it under xvfb-run) and xdotool (to see the window open).
Remembered state and recovery copies go to a folder of its own, removed at the end.
Exit status: 0 flat, 1 grew, 2 could not run.
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

LAYOUTS = ["flow", "stacked", "circle", "coverflow", "compositional", "grid", "line"]
SWITCHES_PER_SAMPLE = 70


def resident_megabytes(pid):
    """The process's VmRSS in MiB, or None once it has ended."""
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def script_actions(switches, interval, rest):
    """The script's actions and the moments (seconds after it starts) to sample at."""
    actions, samples, at = [], [], 1.0
    for index in range(switches):
        actions.append({"at": round(at, 3), "do": "setLayout", "layout": LAYOUTS[index % len(LAYOUTS)], "animated": True})
        at += interval
        # Every 70th switch (70 is a multiple of 7) is to the line layout: rest there, sample midway.
        if (index + 1) % SWITCHES_PER_SAMPLE == 0 and index + 1 < switches:
            samples.append((index + 1, at + rest / 2))
            at += rest
    return actions, samples, at


def main():
    parser = argparse.ArgumentParser(description="window soak: animated layout switches, memory at the same point")
    parser.add_argument("playground")
    parser.add_argument("--switches", type=int, default=1000)
    parser.add_argument("--interval", type=float, default=0.45)
    parser.add_argument("--rest", type=float, default=3.0)
    parser.add_argument("--bound", type=float, default=5.0, help="largest growth allowed, in percent")
    options = parser.parse_args()
    if not os.environ.get("DISPLAY"):
        print("error: no DISPLAY: run it under xvfb-run (make soak-window does)", file=sys.stderr)
        return 2
    if shutil.which("xdotool") is None:
        print("error: xdotool is missing (make deps installs it)", file=sys.stderr)
        return 2
    if options.switches < 4 * SWITCHES_PER_SAMPLE:
        print(f"error: --switches must be at least {4 * SWITCHES_PER_SAMPLE}", file=sys.stderr)
        return 2

    folder = tempfile.mkdtemp(prefix="playground-soak-window-")
    try:
        actions, samples, end = script_actions(options.switches, options.interval, options.rest)
        script = os.path.join(folder, "switches.json")
        with open(script, "w") as file:
            json.dump({"actions": actions}, file)
        os.makedirs(os.path.join(folder, "cache"), exist_ok=True)
        environment = dict(os.environ, XDG_CONFIG_HOME=os.path.join(folder, "config"), XDG_STATE_HOME=os.path.join(folder, "state"),
                           XDG_CACHE_HOME=os.path.join(folder, "cache"))
        errors = open(os.path.join(folder, "stderr.txt"), "w")
        app = subprocess.Popen([options.playground, "run", "--fresh", "--script", script, "--exit-after", str(end + 2)],
                               env=environment, stdout=subprocess.DEVNULL, stderr=errors)
        # The script's clock starts once the window is open: wait until it is seen.
        seen = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(app.pid), "--name", "Collection Playground"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
        started = time.monotonic()
        if seen.returncode != 0:
            app.kill()
            print("error: the window did not open", file=sys.stderr)
            return 2
        print(f"soak-window: {options.switches} animated layout switches, one every {options.interval} s "
              f"({end:.0f} s); resident memory at the rest after every {SWITCHES_PER_SAMPLE}")
        measured = []
        for switches, moment in samples:
            delay = started + moment - time.monotonic()
            if delay > 0:
                time.sleep(delay)
            megabytes = resident_megabytes(app.pid)
            if megabytes is None:
                break
            measured.append((switches, megabytes))
            print(f"  after {switches:5d} switches: {megabytes:8.1f} MiB", flush=True)
        app.wait(timeout=end + 120)
        if len(measured) < len(samples):
            print(f"error: the window ended (status {app.returncode}) after {len(measured)} of {len(samples)} samples; "
                  f"its stderr is in {errors.name}", file=sys.stderr)
            return 2
    except subprocess.TimeoutExpired:
        print("error: the window did not open or did not end in time", file=sys.stderr)
        return 2
    finally:
        if 'app' in locals() and app.poll() is None:
            app.kill()
    shutil.rmtree(folder, ignore_errors=True)

    warm_up = options.switches / 2
    settled = [sample for sample in measured if sample[0] >= warm_up]
    first, last = settled[0], settled[-1]
    growth = (last[1] - first[1]) / first[1] * 100
    per_switch = (last[1] - first[1]) / (last[0] - first[0]) * 1024
    flat = growth <= options.bound
    print(f"soak-window: {first[1]:.1f} MiB after {first[0]} switches, {last[1]:.1f} MiB after {last[0]}: "
          f"{growth:+.1f} % ({per_switch:+.0f} KiB a switch); "
          f"{'flat' if flat else 'GROWING'} (bound {options.bound:g} %)")
    return 0 if flat else 1


if __name__ == "__main__":
    sys.exit(main())
