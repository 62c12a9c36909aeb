#!/usr/bin/env bash
# Runs an already built test suite RUNS times in a row while LOAD busy loops keep every core
# loaded (as a shared CI machine is), stopping at the first failure; each run's output is kept in
# DIR/run-N.log. This is how the suite is shown not to flake (docs/reliability.md).
#   scripts/stress-suite.sh RUNS LOAD DIR COMMAND [ARGUMENT ...]
set -uo pipefail
runs=$1 load=$2 dir=$3
shift 3
mkdir -p "$dir"
pids=()
stop_load() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; done; }
trap stop_load EXIT
for _ in $(seq "$load"); do
  ( while :; do :; done ) &
  pids+=($!)
done
for run in $(seq "$runs"); do
  started=$(date +%s)
  if ! scripts/run-tests.sh "$dir/run-$run.log" "$@" > /dev/null; then
    echo "stress: run $run of $runs FAILED after $(( $(date +%s) - started )) s under $load busy loops; see $dir/run-$run.log"
    tail -n 40 "$dir/run-$run.log"
    exit 1
  fi
  echo "stress: run $run of $runs passed in $(( $(date +%s) - started )) s under $load busy loops ($(grep -E '^tests: ' "$dir/run-$run.log" | tail -1))"
done
echo "stress: $runs runs in a row passed"
