#!/usr/bin/env bash
# Tests scripts/test-shards.sh with a made-up test binary that prints what Swift Testing prints for
# the tests its filters select: every test runs exactly once across the shards, each shard on a display
# of its own; a failing test, a lost test and a crashed shard each fail the run with a line saying so.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
t="$(mktemp -d)"; trap 'rm -rf "$t"' EXIT
# Six tests in four targets; MODE (in the environment) makes one fail, one vanish or the binary crash.
cat > "$t/fake.xctest" <<'SH'
#!/usr/bin/env bash
tests="PlaygroundTests.CommandLineTests/aWindow()
PlaygroundTests.AlphaTests/one()
PlaygroundTests.ZuluTests/two()
TypographyTests.WidthTests/three()
ExportTests.ProofTests/four()
NewTargetTests.FreshTests/five()"
[ "$1" = "--list-tests" ] && { [ "${MODE:-}" = xctest ] && echo "Old.Case/testX"; exit 0; }
[ "$3" = "--list-tests" ] && { echo "$tests"; exit 0; }
shift 2
args=("$@") selected=""
matches() { # KIND ID: whether any pattern given with KIND (--filter or --skip) matches ID
  local i
  for ((i = 0; i < ${#args[@]}; i += 2)); do
    [ "${args[$i]}" = "$1" ] && grep -Eq "${args[$((i + 1))]}" <<< "$2" && return 0
  done
  return 1
}
while IFS= read -r id; do
  if [[ " ${args[*]} " == *" --filter "* ]] && ! matches --filter "$id"; then continue; fi
  matches --skip "$id" && continue
  selected="$selected$id"$'\n'
done <<< "$tests"
[ -n "$DISPLAY" ] && echo "display $DISPLAY" >> "$(dirname "$0")/displays"
[ "${MODE:-}" = crash ] && echo "$selected" | grep -q ZuluTests && exit 139
count=0 failed=0
while IFS= read -r id; do
  [ -z "$id" ] && continue
  [ "${MODE:-}" = lose ] && [[ "$id" == *FreshTests* ]] && continue
  echo "$id" >> "$(dirname "$0")/ran"
  count=$((count + 1))
  if [ "${MODE:-}" = fail ] && [[ "$id" == *AlphaTests* ]]; then
    echo "✘ Test one() failed after 0.001 seconds with 1 issue."; failed=1
  else
    echo "✔ Test ${id#*/} passed after 0.001 seconds."
  fi
done <<< "$selected"
if [ $failed = 1 ]; then echo "✘ Test run with $count tests in 1 suites failed after 0.1 seconds with 1 issue."; exit 1; fi
echo "✔ Test run with $count tests in 1 suites passed after 0.1 seconds."
SH
chmod +x "$t/fake.xctest"

check() { # MODE EXPECTED_STATUS EXPECTED_LINE
  rm -f "$t/ran" "$t/displays"
  set +e; out="$(MODE=$1 "$here/test-shards.sh" "$t/fake.xctest" 2>&1)"; rc=$?; set -e
  if [ "$rc" -ne "$2" ] || ! grep -qxF "$3" <<< "$out"; then
    echo "test-test-shards: MODE=$1: exit $rc (expected $2), no line \"$3\" in:"; echo "$out"; exit 1
  fi
}
check "" 0 "tests: 6 passed, 0 failed"
if [ "$(sort "$t/ran" | uniq -d)" != "" ] || [ "$(wc -l < "$t/ran")" -ne 6 ]; then
  echo "test-test-shards: a test ran twice or not at all:"; sort "$t/ran"; exit 1
fi
if [ "$(sort -u "$t/displays" | wc -l)" -ne 3 ]; then
  echo "test-test-shards: the three shards did not each have a display of their own:"; cat "$t/displays"; exit 1
fi
check fail 1 "tests: 5 passed, 1 failed"
check lose 1 "error: the shards ran 5 tests, but the binary lists 6"
check crash 1 "error: shard 3 ended without its closing line (a crash of the test process?)"
check xctest 1 "error: $t/fake.xctest has XCTest tests, which scripts/test-shards.sh does not run; write them with Swift Testing"
echo "test-test-shards: every test once, a display a shard; a failure, a lost test, a crash and XCTest tests each fail the run"
