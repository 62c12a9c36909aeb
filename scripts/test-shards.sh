#!/usr/bin/env bash
# Runs the suite's test binary (Swift Testing) as three processes at once, each on a virtual X server of
# its own, then prints their outputs one after the other and a closing count. One process keeps about one
# core busy: 204 of its 251 files are @MainActor suites, which take turns on the main thread while they
# wait for a child, a window or pango-view (docs/tests.md). Three processes keep both cores busy.
#   scripts/test-shards.sh BINARY        e.g. .build/debug/CollectionPlaygroundPackageTests.xctest
# The shards: the last one runs everything the others do not take, so a new suite or test target always
# runs; the counts of the three runs must add up to the binary's own list of tests, or this fails.
set -uo pipefail
set -f # the shards' patterns are split into words below, never expanded as file names ([A-K])
binary=$1
dir=$(mktemp -d "${TMPDIR:-/tmp}/test-shards.XXXXXX")
servers=() pids=()
# On any exit (a server that did not start, an interrupt), no shard or server is left running.
stop_all() { for pid in "${pids[@]}" "${servers[@]}"; do kill "$pid" 2>/dev/null; done; rm -rf "$dir"; }
trap stop_all EXIT
trap 'exit 130' INT TERM

# Every real-window test is in the serialized CommandLineTests: they share one display's pointer, so they
# stay in one shard. The patterns of the earlier shards are skipped by the last. Each shard takes about a
# third of the suite's time on two cores (about 250 s each on a quiet machine).
windows='^PlaygroundTests\.CommandLineTests/'
targets='^(AppSupportTests|AuditTests|BenchmarksTests|CardDrawingTests|CollectionLayoutTests|CollectionViewTests|CommandsTests|ExportTests|LayoutSourceTests|OwnContentTests|PersistenceTests|PicturesTests|SceneFormatTests|SpawningTests|TypographyTests|UIKitTests)\.'
first_half='^PlaygroundTests\.[A-K]'
shard_arguments=(
  "--filter $windows --filter $targets"
  "--filter $first_half --skip $windows"
  "--skip $windows --skip $targets --skip $first_half"
)

# Only Swift Testing's tests are run: an XCTest test would be left out, so it is refused.
if [ "$("$binary" --list-tests 2>/dev/null | grep -c '/')" -ne 0 ]; then
  echo "error: $binary has XCTest tests, which scripts/test-shards.sh does not run; write them with Swift Testing"
  exit 1
fi
listed=$("$binary" --testing-library swift-testing --list-tests 2>/dev/null | grep -c '/') || {
  echo "error: $binary did not list its tests"; exit 1; }

# A display of its own for each shard, chosen by the X server itself (-displayfd), so shards started
# together never race for one number; it writes the number once it takes connections. -noreset: see the
# Makefile's XVFB_RUN. Sets `display`.
start_display() {
  local file=$dir/display-$1
  Xvfb -displayfd 3 -screen 0 1600x1200x24 -noreset -nolisten tcp 3> "$file" > /dev/null 2> "$dir/xvfb-$1.log" &
  servers+=($!)
  for _ in $(seq 400); do
    [ -s "$file" ] && { display=":$(tr -d '[:space:]' < "$file")"; return 0; }
    sleep 0.05
  done
  echo "error: the virtual X server for shard $1 did not start: $(cat "$dir/xvfb-$1.log")"
  return 1
}

for index in "${!shard_arguments[@]}"; do
  start_display "$index" || exit 1
  # shellcheck disable=SC2086 # each shard's arguments are words on purpose (globbing is off: set -f)
  ( DISPLAY=$display NO_COLOR=1 exec "$binary" --testing-library swift-testing ${shard_arguments[$index]} \
      > "$dir/shard-$index.log" 2>&1 ) &
  pids+=($!)
done

status=0
for index in "${!pids[@]}"; do
  wait "${pids[$index]}" || status=1
done
pids=()

ran=0 failed=0
for index in "${!shard_arguments[@]}"; do
  log=$dir/shard-$index.log
  echo "──── shard $((index + 1)) of ${#shard_arguments[@]}: ${shard_arguments[$index]}"
  cat "$log"
  count=$(grep -Eo 'Test run with [0-9]+ tests?' "$log" | grep -Eo '[0-9]+' | tail -1)
  if [ -z "$count" ]; then
    echo "error: shard $((index + 1)) ended without its closing line (a crash of the test process?)"
    status=1
  fi
  ran=$((ran + ${count:-0}))
  # A failed test's line, not the run's own closing line ("✘ Test run with N tests … failed after").
  failed=$((failed + $(grep -E '^✘ Test .* failed after' "$log" 2>/dev/null | grep -vc '^✘ Test run with' || true)))
done
if [ "$ran" -ne "$listed" ]; then
  echo "error: the shards ran $ran tests, but the binary lists $listed"
  status=1
fi
echo "tests: $((ran - failed)) passed, $failed failed"
exit "$status"
