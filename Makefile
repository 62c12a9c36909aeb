# Two commands on a fresh Debian/Ubuntu machine with the Swift toolchain:
#   make run    installs missing system packages, builds, opens the playground window
#   make test   installs missing system packages, builds, runs the whole test suite
SWIFT ?= swift
APT_PACKAGES := pkg-config libsdl2-dev libsdl2-image-dev libfreetype-dev libharfbuzz-dev \
	libicu-dev libfribidi-dev libwebp-dev libvips-dev libvips-tools libturbojpeg0-dev libexif-dev liblcms2-dev libhyphen-dev hyphen-en-us \
	libfontconfig1-dev fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji pango1.0-tools xvfb xauth xdotool
PLAYGROUND := .build/debug/playground
# The suite's test binary (all test targets), run in shards by scripts/test-shards.sh, each on a display of its own.
TEST_BINARY := CollectionPlaygroundPackageTests.xctest
# The display the window soak opens on (the suite's shards start their own servers, with the same
# -noreset, in scripts/test-shards.sh). -noreset: by default Xvfb resets itself whenever its last
# client disconnects, and a client that connected in that instant (a window test's app, while the
# tests' short-lived xdotool and screen-reading connections come and go) is dropped before its
# setup is answered, so its XOpenDisplay fails and SDL falls back to no display at all.
XVFB_RUN := xvfb-run -a -s "-screen 0 1600x1200x24 -noreset"

.PHONY: deps build run test release bench-smoke docs docs-check docs-links clean

# Installs only what is missing, quietly, without a question; sudo when not root.
deps:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing system packages:$$missing"; \
	  if [ "$$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo -n"; fi; \
	  $$sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null && \
	  $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing >/dev/null \
	  || { echo "error: could not install:$$missing (run make as root or with passwordless sudo)"; exit 1; }; \
	fi

# The UIKit product (Modules/UIKit.swiftmodule, libUIKit.so) next to the executable: what `--layout-source` compiles against.
build: deps
	$(SWIFT) build --product playground
	$(SWIFT) build --product UIKit

run: build
	$(PLAYGROUND) run

# The whole suite runs as three processes at once, each under a virtual X server of its own so the window
# tests have a display (scripts/test-shards.sh, itself checked first on a made-up test binary by
# scripts/test-test-shards.sh); its output is kept in .build/test.log and, when it fails, its failing lines
# are repeated at the end.
test: deps
	$(SWIFT) build --build-tests
	@scripts/test-test-shards.sh
	scripts/run-tests.sh .build/test.log scripts/test-shards.sh .build/debug/$(TEST_BINARY)
	$(MAKE) --no-print-directory docs-check

# What users build and the README's figures come from; CI builds it before the suite, so a
# release-only compiler error (Swift 6's region checks) fails in minutes.
release: deps
	$(SWIFT) build -c release --product playground
	$(SWIFT) build -c release --product UIKit

# Every benchmark workload once on the release build (no timings judged): a workload that no
# longer runs fails CI. Its table is kept in .build/bench-smoke.txt.
bench-smoke: release
	@.build/release/playground bench --runs 1 > .build/bench-smoke.txt 2>&1 \
	  || { cat .build/bench-smoke.txt; echo "error: a benchmark workload failed (make bench-smoke)"; exit 1; }
	@echo "bench-smoke: $$(grep -c median .build/bench-smoke.txt) workloads ran once on the release build"

# The manual's pictures other than the gallery (README.md and docs/*.md show them), made into $(1).
define readme_pictures
	$(PLAYGROUND) shot --script Assets/scripts/flow-to-circle.json --frames 6 --size 400x300 --out $(1)/filmstrip-flow-to-circle.png
	$(PLAYGROUND) shot --script Assets/scripts/flow-to-circle.json --size 600x450 --animate $(1)/flow-to-circle.webp --hold 0.5
	$(PLAYGROUND) sheet --categories xS,L,AX3 --appearances light,dark --size 360x300 --out $(1)/sheet-sizes-appearances.png
	$(PLAYGROUND) shot --spec --size 800x500 --out $(1)/redlines.png
	$(PLAYGROUND) shot --layout grid --script Assets/scripts/grid-swipe.json --frames 5 --size 400x300 --out $(1)/filmstrip-grid-swipe.png
	$(PLAYGROUND) shot --layout grid --script Assets/scripts/grid-batch-reorder.json --frames 5 --size 400x300 --out $(1)/filmstrip-grid-batch-reorder.png
	$(PLAYGROUND) shot --script Assets/scripts/inspector-tune.json --at 2.5 --out $(1)/inspector-parameters.png
	$(PLAYGROUND) shot --script Assets/scripts/inspector-calls.json --at 1.3 --out $(1)/inspector-calls.png
	$(PLAYGROUND) shot --script Assets/scripts/inspector-audit.json --at 1.5 --category AX5 --out $(1)/inspector-audit.png
	$(PLAYGROUND) shot Assets/bookshelf-scene.json --size 800x600 --out $(1)/bookshelf.png
	$(PLAYGROUND) shot Assets/paintings-scene.json --size 1024x640 --out $(1)/paintings.png
	$(PLAYGROUND) shot Assets/mosaic-scene.json --size 600x700 --out $(1)/mosaic.png
	$(PLAYGROUND) sheet Assets/app-store-scene.json --categories xS,L,AX5 --size 390x560 --out $(1)/sheet-pictures-app-store.png
	$(PLAYGROUND) sheet Assets/albums-scene.json --categories xS,L,AX5 --size 560x300 --out $(1)/sheet-pictures-albums.png
	$(PLAYGROUND) shot Assets/list-scene.json --chrome none --out $(1)/list-inset-grouped.png
	$(PLAYGROUND) shot Assets/fonts-scene.json --size 900x560 --out $(1)/font-catalogue.png
	$(PLAYGROUND) shot Tests/PlaygroundTests/Fixtures/world-text-scene.json --size 1024x600 --chrome none --out $(1)/world-text.png
	$(PLAYGROUND) shot --script Assets/scripts/variants-text-sizes.json --size 1200x700 --out $(1)/variants-text-sizes.png
	$(PLAYGROUND) shot Assets/table-1-scene.json --category AX2 --chrome none --out $(1)/table-1-AX2.png
	$(PLAYGROUND) shot Assets/table-2-scene.json --category AX2 --chrome none --out $(1)/table-2-AX2.png
	$(PLAYGROUND) shot Assets/table-3-scene.json --category AX2 --chrome none --out $(1)/table-3-AX2.png
	$(PLAYGROUND) shot --images Assets/images/photos --size 900x640 --out $(1)/own-content-photos.png
	$(PLAYGROUND) shot Tests/PlaygroundTests/LayoutSource/Layouts/circle-scene.json --layout-source Tests/PlaygroundTests/LayoutSource/Layouts/WaveLayout.swift --size 800x450 --out $(1)/own-layout-wave.png
	$(PLAYGROUND) audit Assets/podcast-scene.json --devices "iPhone 15" --orientations landscape --categories L --appearances light --directions ltr --sheet $(1)/audit-podcast-landscape.png > /dev/null; test $$? -le 1
	mkdir -p $(1)/export
	$(PLAYGROUND) export Assets/app-store-scene.json --to uikit --out $(1)/export/app-store-uikit.swift 2>/dev/null
	$(PLAYGROUND) export Assets/app-store-scene.json --to swiftui --out $(1)/export/app-store-swiftui.swift 2>/dev/null
endef
README_PICTURES := filmstrip-flow-to-circle.png flow-to-circle.webp sheet-sizes-appearances.png redlines.png \
	filmstrip-grid-swipe.png filmstrip-grid-batch-reorder.png inspector-parameters.png inspector-calls.png inspector-audit.png bookshelf.png paintings.png mosaic.png sheet-pictures-app-store.png sheet-pictures-albums.png list-inset-grouped.png font-catalogue.png table-1-AX2.png table-2-AX2.png table-3-AX2.png own-content-photos.png own-layout-wave.png audit-podcast-landscape.png world-text.png variants-text-sizes.png \
	export/app-store-uikit.swift export/app-store-swiftui.swift

# Regenerates the manual's images (the gallery, a filmstrip, an animated switch, a variant
# sheet, a redline spec) with the tool itself.
docs: build
	rm -rf docs/gallery
	$(PLAYGROUND) gallery --out docs/gallery
	$(call readme_pictures,docs)

# Every relative link and image in README.md and docs/**/*.md must resolve (a #fragment to a
# heading of its page); one line a broken link, file:line and target. External links are not fetched.
docs-links:
	@scripts/test-check-doc-links.sh
	@python3 scripts/check-doc-links.py

# Fails when any link of the manual is broken or any of its pictures is stale (make test, so CI,
# runs it after the suite): the gallery is compared in memory, the other pictures are made afresh
# and compared byte for byte.
docs-check: docs-links build
	$(PLAYGROUND) gallery --check docs/gallery
	rm -rf .build/docs-check && mkdir -p .build/docs-check
	$(call readme_pictures,.build/docs-check)
	@for f in $(README_PICTURES); do \
	  cmp -s docs/$$f .build/docs-check/$$f || { echo "error: docs/$$f is stale; run make docs"; exit 1; }; \
	done; echo "docs-check: the manual's pictures are up to date"

clean:
	rm -rf .build

# Hardening (see NOTES / docs/reliability.md).
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= scene script measure actions
FUZZ_BINARY := Fuzz/.build/release/PlaygroundFuzz
.PHONY: fuzz fuzz-build test-asan test-tsan soak soak-window test-stress test-asan-stress

# libFuzzer targets (Fuzz/), built apart from the app; each runs FUZZ_SECONDS from its seed corpus
# (Fuzz/corpus/<target>), keeping what it learns in .build/fuzz/<target> and any crash beside it.
fuzz-build: deps
	$(SWIFT) build --package-path Fuzz -c release -Xswiftc -sanitize=fuzzer,address --product PlaygroundFuzz

fuzz: fuzz-build
	@for t in $(FUZZ_TARGETS); do \
	  mkdir -p .build/fuzz/$$t; \
	  echo "fuzz: $$t for $(FUZZ_SECONDS) s"; \
	  FUZZ_TARGET=$$t LSAN_OPTIONS=suppressions=Fuzz/lsan.supp $(FUZZ_BINARY) -max_total_time=$(FUZZ_SECONDS) -timeout=20 -rss_limit_mb=4096 \
	    -max_len=65536 -print_final_stats=1 -artifact_prefix=.build/fuzz/$$t- \
	    $$( [ -f Fuzz/$$t.dict ] && echo -dict=Fuzz/$$t.dict ) .build/fuzz/$$t Fuzz/corpus/$$t || exit 1; \
	done

# The whole suite under AddressSanitizer / ThreadSanitizer, each in its own build folder.
# Leak checking is off: XCTest and the system libraries SDL loads (dbus, X11, GL drivers unloaded
# at exit) report small leaks outside this code; the soak checks this code's memory instead.
test-asan: deps
	$(SWIFT) build --build-tests --scratch-path .build/asan --sanitize=address
	ASAN_OPTIONS=detect_leaks=0 scripts/run-tests.sh .build/asan/test.log scripts/test-shards.sh .build/asan/debug/$(TEST_BINARY)

# The suite STRESS_RUNS times in a row with a busy loop on every core (how the suite is shown not to
# flake; long, so not in CI): make test-stress, make test-asan-stress. Each run's log is in .build/stress*/.
STRESS_RUNS ?= 5
STRESS_LOAD ?= $(shell nproc)
test-stress: deps
	$(SWIFT) build --build-tests
	scripts/stress-suite.sh $(STRESS_RUNS) $(STRESS_LOAD) .build/stress scripts/test-shards.sh .build/debug/$(TEST_BINARY)

test-asan-stress: deps
	$(SWIFT) build --build-tests --scratch-path .build/asan --sanitize=address
	ASAN_OPTIONS=detect_leaks=0 scripts/stress-suite.sh $(STRESS_RUNS) $(STRESS_LOAD) .build/asan/stress scripts/test-shards.sh .build/asan/debug/$(TEST_BINARY)

test-tsan: deps
	$(SWIFT) build --build-tests --scratch-path .build/tsan --sanitize=thread
	scripts/run-tests.sh .build/tsan/test.log scripts/test-shards.sh .build/tsan/debug/$(TEST_BINARY)

# The 100,000-frame soak: heap, live views and caches sampled; memory must stay flat.
soak: build
	$(PLAYGROUND) bench --filter soak.memory --runs 1
	$(PLAYGROUND) bench --filter soak.pictures --runs 1

# The window soak (8 minutes): the real window, under a virtual X server, plays 1,000 animated layout
# switches; its resident memory at the same point of the script must grow by at most 5 %.
soak-window: build
	$(XVFB_RUN) scripts/soak-window.py $(PLAYGROUND)
