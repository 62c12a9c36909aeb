#!/usr/bin/env python3
"""Checks every relative link and image in the manual (README.md and docs/**/*.md).

Each relative target must exist (relative to the page that links it), and a `#fragment`
must match a heading of the target page by GitHub's slug rules (or an explicit
`<a name=…>`/`id=…` anchor). External links (http, https, mailto, …) are never fetched.

Usage: check-doc-links.py [--root DIR] [FILE.md …]
  --root DIR  the repository to check (default: the folder above this script)
  FILE.md …   pages to check, relative to the root (default: README.md and docs/**/*.md)

Exit status: 0 when every link resolves, 1 with one line a broken link on stdout
(`file:line: broken link: target (why)`), 2 on bad usage.
"""
import os
import re
import sys
import urllib.parse

INLINE = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+(?:\"[^\"]*\"|'[^']*'|\([^)]*\)))?\s*\)")
REFERENCE_DEF = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)")
HTML_ATTR = re.compile(r"<(?:img|a|source)\b[^>]*?\b(?:src|href|srcset)\s*=\s*[\"']([^\"']+)[\"']", re.I)
HTML_ANCHOR = re.compile(r"<a\b[^>]*?\b(?:name|id)\s*=\s*[\"']([^\"']+)[\"']|\bid\s*=\s*[\"']([^\"']+)[\"']", re.I)
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
SCHEME = re.compile(r"^[A-Za-z][A-Za-z0-9+.-]*:")
CODE_SPAN = re.compile(r"(`+)(?:(?!\1).)+?\1")


def slug(text):
    """GitHub's heading anchor: the heading's text, lower case, punctuation gone, spaces to hyphens."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", text)  # links and images keep their text
    text = re.sub(r"<[^>]+>", "", text)                       # inline HTML
    text = text.replace("`", "")
    text = text.strip().lower()
    text = "".join(c for c in text if c.isalnum() or c in " -_")
    return text.replace(" ", "-")


def lines_outside_code(text):
    """(line number, line, line with code spans blanked) for every line outside fenced code."""
    fence = None
    for number, line in enumerate(text.split("\n"), 1):
        stripped = line.lstrip()
        marker = re.match(r"(`{3,}|~{3,})", stripped)
        if fence:
            if marker and stripped.startswith(fence):
                fence = None
            continue
        if marker:
            fence = marker.group(1)
            continue
        yield number, line, CODE_SPAN.sub(lambda m: " " * len(m.group(0)), line)


anchor_cache = {}


def anchors(path):
    if path not in anchor_cache:
        found, counts = set(), {}
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for _, line, _ in lines_outside_code(text):
            heading = HEADING.match(line)
            if heading:
                base = slug(heading.group(2))
                n = counts.get(base, 0)
                counts[base] = n + 1
                found.add(base if n == 0 else f"{base}-{n}")
            for m in HTML_ANCHOR.finditer(line):
                found.add(m.group(1) or m.group(2))
        anchor_cache[path] = found
    return anchor_cache[path]


def targets(line):
    for m in INLINE.finditer(line):
        yield m.group(1)
    m = REFERENCE_DEF.match(line)
    if m:
        yield m.group(1)
    for m in HTML_ATTR.finditer(line):
        yield m.group(1).split()[0]


def check(root, page):
    problems = []
    path = os.path.join(root, page)
    with open(path, encoding="utf-8") as f:
        text = f.read()
    for number, _, line in lines_outside_code(text):
        for raw in targets(line):
            target = raw[1:-1] if raw.startswith("<") and raw.endswith(">") else raw
            if SCHEME.match(target) or target.startswith("//"):
                continue  # external: never fetched
            file_part, _, fragment = target.partition("#")
            file_part = urllib.parse.unquote(file_part)
            if file_part == "":
                resolved = path
            elif file_part.startswith("/"):
                resolved = os.path.join(root, file_part.lstrip("/"))
            else:
                resolved = os.path.normpath(os.path.join(os.path.dirname(path), file_part))
            if not os.path.exists(resolved):
                problems.append(f"{page}:{number}: broken link: {target} (no such file)")
                continue
            if fragment and resolved.endswith(".md") and os.path.isfile(resolved):
                if urllib.parse.unquote(fragment).lower() not in anchors(resolved):
                    where = os.path.relpath(resolved, root)
                    problems.append(f"{page}:{number}: broken link: {target} (no heading #{fragment} in {where})")
    return problems


def main(argv):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    pages = []
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg == "--root" and args:
            root = args.pop(0)
        elif arg in ("-h", "--help"):
            print(__doc__.strip())
            return 0
        elif arg.startswith("-"):
            print(f"error: unknown option {arg}", file=sys.stderr)
            return 2
        else:
            pages.append(arg)
    if not os.path.isdir(root):
        print(f"error: no folder {root}", file=sys.stderr)
        return 2
    if not pages:
        if os.path.exists(os.path.join(root, "README.md")):
            pages.append("README.md")
        for folder, dirs, files in os.walk(os.path.join(root, "docs")):
            dirs.sort()
            for name in sorted(files):
                if name.endswith(".md"):
                    pages.append(os.path.relpath(os.path.join(folder, name), root))
    problems = []
    for page in pages:
        if not os.path.isfile(os.path.join(root, page)):
            print(f"error: no page {page}", file=sys.stderr)
            return 2
        problems += check(root, page)
    for problem in problems:
        print(problem)
    if problems:
        print(f"check-doc-links: {len(problems)} broken link(s) in {len(pages)} page(s)", file=sys.stderr)
        return 1
    print(f"check-doc-links: every link and image in {len(pages)} page(s) resolves")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
