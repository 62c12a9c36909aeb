#!/usr/bin/env bash
# Runs a test command (make test, make test-asan), keeps its whole output in LOG and, when it
# fails, ends with what failed — each issue a test recorded, with its comment lines, and any
# sanitizer report or crash of the test process — so a CI that keeps only the tail of its output
# still says which test failed and why. The suite's many expected `error:` lines are left out.
#   scripts/run-tests.sh LOG COMMAND [ARGUMENT ...]
set -uo pipefail
log=$1
shift
mkdir -p "$(dirname "$log")"
"$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
  echo "---- the suite failed (exit $status); what failed (all of it in $log):"
  awk '
    /^==[0-9]+==ERROR: (Address|Thread)Sanitizer|^SUMMARY: (Address|Thread)Sanitizer|Exited with (unexpected )?signal/ { print; next }
    /^✘ .*recorded an issue/ && !/known issue/ { print; comments = 1; next }
    comments && /^ *↳/ { print; next }
    { comments = 0 }
  ' "$log" | awk '!seen[$0]++' | head -60
fi
exit "$status"
