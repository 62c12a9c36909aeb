#!/usr/bin/env bash
# Runs a test command (make test, make test-asan), keeps its whole output in LOG and, when it
# fails, ends with the failing tests' own lines, so a CI that keeps only the tail of its output
# still says which test failed and why.
#   scripts/run-tests.sh LOG COMMAND [ARGUMENT ...]
set -uo pipefail
log=$1
shift
mkdir -p "$(dirname "$log")"
"$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
  echo "---- the suite failed (exit $status); its failing lines (all of it in $log):"
  grep -a -E '^✘|^ *↳|error:|Fatal error|ERROR: AddressSanitizer|ERROR: ThreadSanitizer|^SUMMARY: |Exited with' "$log" \
    | grep -a -v -E '^✘ Test run with|recorded a known issue' | head -80
fi
exit "$status"
