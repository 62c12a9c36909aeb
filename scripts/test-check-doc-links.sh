#!/usr/bin/env bash
# Tests scripts/check-doc-links.py on a small made-up manual: the good links pass, each broken
# one is a line naming file:line and target, external links are never flagged, exit status 1.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
t="$(mktemp -d)"; trap 'rm -rf "$t"' EXIT
mkdir -p "$t/docs/gallery"; touch "$t/docs/gallery/a.png" "$t/docs/b.webp"
cat > "$t/README.md" <<'MD'
# Top

## A `code` heading, with: punctuation!

[page](docs/p.md) [anchor](docs/p.md#second-part) ![a](docs/gallery/a.png) [self](#a-code-heading-with-punctuation)
[web](https://example.com/missing.md) [mail](mailto:someone@example.com) `[span](missing-in-span.md)`
[bad anchor](docs/p.md#nope) ![bad image](docs/x.png)
```
[fenced](missing-in-fence.md)
```
MD
cat > "$t/docs/p.md" <<'MD'
# P
## Second part
## Second part
[up](../README.md#top) ![b](b.webp) [twice](#second-part-1) ![gone](gallery/y.png)
MD
set +e; out="$(python3 "$here/check-doc-links.py" --root "$t" 2>/dev/null)"; rc=$?; set -e
expected="README.md:7: broken link: docs/p.md#nope (no heading #nope in docs/p.md)
README.md:7: broken link: docs/x.png (no such file)
docs/p.md:4: broken link: gallery/y.png (no such file)"
if [ "$rc" -ne 1 ] || [ "$out" != "$expected" ]; then
  echo "error: check-doc-links.py self-test failed (exit $rc), got:"; echo "$out"; exit 1
fi
rm "$t/docs/x.png" 2>/dev/null || true
sed -i '/bad anchor/d' "$t/README.md"; sed -i 's/ !\[gone\](gallery\/y.png)//' "$t/docs/p.md"
python3 "$here/check-doc-links.py" --root "$t" >/dev/null || { echo "error: check-doc-links.py flags a clean manual"; exit 1; }
echo "check-doc-links self-test: ok"
