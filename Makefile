# Hearth — make run | make test | make build (see README.md).

GO      ?= go
BIN     ?= hearth
# The window's program; hearth starts it (from beside itself) when given no command.
APP_BIN ?= hearth-app
# The window is built without Fyne's bundled emoji font: no text of Hearth's
# needs it (ui/glyphs_test.go), it is 4 MB of every package, and Fyne parsed
# it again for each text style before the first frame (issue 21). A player's
# emoji is drawn from the system's fonts.
# migrated_fynedo is the tag `fyne package` sets for FyneApp.toml's
# [Migrations] fyneDo: Fyne then leaves out its thread checks, as in the
# packages users get. Every build passes it, so the binary a developer runs
# behaves as the one users run; the tests (`go test`, no tag) keep the checks.
APP_TAGS := no_emoji,migrated_fynedo
# Debian packages Fyne's desktop driver needs (cgo, GLFW, X11, GL, and since
# Fyne 2.8 Wayland: without libwayland-dev and libxkbcommon-dev the build stops
# on wayland-client-core.h); see TOOLCHAIN facts in docs/.
APT_PKGS := gcc pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev libxinerama-dev libxi-dev libxxf86vm-dev libwayland-dev libxkbcommon-dev
SUDO    := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
FUZZTIME ?= 20s
# Minimizing a new input of the targets that run SQLite takes minutes in
# which nothing else is tried (3 to 11 inputs in 30 s); a short bound keeps
# them fuzzing (FuzzImportJSON: 4150 inputs in 40 s).
FUZZMINTIME ?= 2s
# The brotli quality of the web build's files (make web): 11, the
# smallest, is what a host should send; lower is faster to build.
WEB_BROTLI ?= 11

.PHONY: all deps go-version run build test test-mobile vet fmt-check cyclo bench fuzz stress mutate package-linux package-android package-android-release web serve-web test-web clean

all: build

# GO_WANT is the Go release go.mod asks for; go-version refuses an older Go
# with one sentence saying how to get the right one (Debian 12 ships 1.19).
GO_WANT := $(shell sed -n 's/^go //p' go.mod)

go-version:
	@have=$$($(GO) env GOVERSION 2>/dev/null | sed 's/^go//; s/[ -].*//'); \
	if [ -z "$$have" ] || [ "$$(printf '%s\n%s\n' "$(GO_WANT)" "$$have" | sort -V | head -n1)" != "$(GO_WANT)" ]; then \
		echo "Hearth needs Go $(GO_WANT) or newer (go.mod); this machine has $${have:-no Go}."; \
		echo "Get it from https://go.dev/dl/: tar -C /usr/local -xzf go$(GO_WANT).linux-amd64.tar.gz, then put /usr/local/go/bin first in PATH."; \
		exit 1; \
	fi

# deps checks the Go version, installs the missing Debian packages (only
# when some are missing) and the Go modules.
deps: go-version
	@missing=""; for p in $(APT_PKGS); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing Debian packages:$$missing"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing; \
	fi
	$(GO) mod download

# build builds the command line without cgo (it links no GUI toolkit and runs
# without a display or GL libraries) and the window (cgo, GLFW) beside it.
# The command line is stripped (-s -w): `hearth version` then starts in
# ~0.85× the CPU time, closer to a hello-world (BenchmarkVersionVsHello).
build: deps
	CGO_ENABLED=0 $(GO) build -ldflags='-s -w' -o $(BIN) ./cmd/hearth
	$(GO) build -tags $(APP_TAGS) -o $(APP_BIN) ./cmd/hearth-app

# run opens the app through the command line, as a user types it.
run: build
	./$(BIN)

# cyclo is the complexity ceiling (issue 19): no function outside tests has a
# cyclomatic complexity over 15 (gocyclo, installed at a pinned version into
# GOPATH/bin when missing, as the Debian packages are).
GOCYCLO_VERSION := v0.6.0
GOCYCLO := $(shell $(GO) env GOPATH)/bin/gocyclo
CYCLO_MAX := 15

cyclo:
	@[ -x "$(GOCYCLO)" ] || $(GO) install github.com/fzipp/gocyclo/cmd/gocyclo@$(GOCYCLO_VERSION)
	@out=$$("$(GOCYCLO)" -over $(CYCLO_MAX) -ignore '_test\.go$$' .); \
	if [ -n "$$out" ]; then echo "Functions over complexity $(CYCLO_MAX) (split them by step):"; echo "$$out"; exit 1; fi

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet ./...

# test is what CI runs: formatting, vet, the complexity ceiling, every test (UI tests run headless with
# Fyne's test driver), the UI tests once more under a French locale (they pin
# their language, so the machine's must not matter), the race detector on
# the logic packages, and every benchmark once (one that stops at its own
# check went unnoticed for weeks), then test-mobile.
test: deps fmt-check vet cyclo
	$(GO) test -count=1 ./...
	LANG=fr_FR.UTF-8 $(GO) test -count=1 ./ui/...
	$(GO) test -count=1 -race ./setup/... ./scoring/... ./solo/...
	$(GO) test -count=1 -run '^$$' -bench . -benchtime 1x ./data/... ./solo/... ./cmd/hearth
	$(MAKE) --no-print-directory test-mobile

# test-mobile is what can be checked of the phone build without an Android
# NDK: the app compiles with the mobile tag, and the UI tests run again on
# Fyne's test driver as a mobile device (-tags mobile: IsMobile is true, so
# entries, lists, menus and focus take their phone paths, with no hover).
# migrated_fynedo is the tag fyne package sets for FyneApp.toml's
# [Migrations] fyneDo: without it the mobile test driver runs theme changes
# on stray goroutines and the tests race. See docs/phone.md, "What is
# tested here without a phone".
MOBILE_TAGS := mobile,migrated_fynedo

test-mobile:
	$(GO) build -tags mobile,$(APP_TAGS) -o /dev/null ./cmd/hearth-app
	$(GO) test -count=1 -tags $(MOBILE_TAGS) ./ui/...

# bench runs a benchmark per row of issue 21, each reporting its ratio to a
# floor measured in the same run: the store's (x-floor: stats, handicap,
# import, decode, backup), the app's Stats and History at 100k plays
# (x-empty, and x-rss in a process of its own), `hearth version` against a
# hello-world Go binary, and start-up to the first drawn frame against a
# bare Fyne window (tools/startup.sh, when Xvfb is installed); and issue
# 19's taps on the three session screens (tap CPU early and late, on disk
# against one durable append) and resuming a game of Tom against
# session.Open.
bench: deps
	$(GO) test -run '^$$' -bench . -benchmem ./data/... ./solo/...
	$(GO) test -tags ci -run '^$$' -bench 'Tap|Resume' -benchtime 5x ./ui/lueur/ ./ui/insula/ ./ui/bonfire/
	$(GO) test -tags ci -run '^$$' -bench InApp -benchtime 5x ./ui/shell/
	$(GO) test -run '^$$' -bench . -benchtime 40x ./cmd/hearth
	@if command -v Xvfb >/dev/null; then tools/startup.sh; else echo "start-up: skipped, no Xvfb (apt-get install xvfb)"; fi
	@if command -v Xvfb >/dev/null; then tools/opentime.sh; else echo "Stats and History in the app: skipped, no Xvfb"; fi

# stress runs the crash and concurrency tests with many more kills and races
# than `make test` (each ≥ 100 runs): restores killed between their renames,
# backups and exports killed mid-write, exports read while a writer saves;
# 40 rounds of six processes creating one database, 40 restores racing
# saves and backups.
stress: deps
	@HEARTH_STRESS=1 $(GO) test -count=1 -timeout 30m -run 'Kill|Concurrent|WhileAWriter' -v ./data/... > stress.log 2>&1; \
	status=$$?; grep -E '^(--- |ok|FAIL)|kills|exports read|first saves|restores beside' stress.log; exit $$status

# fuzz runs every fuzz target for FUZZTIME each.
fuzz: deps
	@for pkg in $$($(GO) list ./...); do \
		for f in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
			echo "== $$pkg $$f"; $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) -fuzzminimizetime $(FUZZMINTIME) $$pkg || exit 1; \
		done; \
	done

# mutate is mutation testing of the logic packages (issue 32; not part of
# test: hours on two cores for all of them): tools/mutate swaps operators,
# changes integer literals and deletes statements one at a time and reports
# the share of mutants the package's tests kill, then the survivors.
# docs/testing.md keeps the scores and why each survivor left is harmless.
# random.go is solo/lueur's random player, test support kept beside the
# engine for the UI's tests. One package: make mutate PKG=./scoring/lueur
MUTATE_PKGS := ./scoring/bonfire ./scoring/lueur ./scoring/insula ./solo/tom ./solo/handicap ./setup/code ./solo/lueur ./solo/insula
PKG ?= $(MUTATE_PKGS)

mutate: go-version
	$(GO) run ./tools/mutate -skip random.go $(PKG)

# Packaging uses the fyne tool (fyne.io/tools v1.7.4), pinned in its own module
# file, tools/fyne/fyne.mod, so that its dependencies stay out of go.mod.
# Every metadata (name, ID, version, build, icon, the Linux desktop entry's
# comment and categories) comes from FyneApp.toml at the top of the
# repository; the tool reads it through the link cmd/hearth-app/FyneApp.toml,
# and the paths in it are relative to cmd/hearth-app. See docs/phone.md.
FYNE ?= $(GO) tool -modfile=$(CURDIR)/tools/fyne/fyne.mod fyne

# APP_VERSION and APP_BUILD are what a package carries (Android's versionName
# and versionCode): FyneApp.toml's Version and Build unless given
# (make package-android-release APP_BUILD=7). Each fyne package or release
# run also adds one to Build in FyneApp.toml and rewrites the file in the
# tool's layout, --app-build or not (tools 1.7.4, packageWithoutValidate):
# fyne_keeping_toml puts the file back as it was, so a package leaves the
# tree clean and Build changes only when someone raises it for a store.
APP_VERSION ?= $(shell sed -n 's/^Version *= *"\(.*\)"/\1/p' FyneApp.toml)
APP_BUILD ?= $(shell sed -n 's/^Build *= *//p' FyneApp.toml)
fyne_keeping_toml = keep=$$(mktemp) && cp FyneApp.toml "$$keep" && \
	{ (cd $(2) && $(FYNE) $(1)); status=$$?; cat "$$keep" > FyneApp.toml; rm -f "$$keep"; exit $$status; }

package-linux: deps
	@$(call fyne_keeping_toml,package -os linux --src cmd/hearth-app --release --app-version $(APP_VERSION) --app-build $(APP_BUILD) --tags $(APP_TAGS),.)

# ndk_check stops with one sentence when the fyne tool would find no Android
# NDK (it looks at ANDROID_NDK_HOME, then at $ANDROID_HOME/ndk-bundle).
ndk_check = ndk=$${ANDROID_NDK_HOME:-}; { [ -n "$$ndk" ] && [ -d "$$ndk" ]; } || ndk=$${ANDROID_HOME:+$$ANDROID_HOME/ndk-bundle}; \
	if [ -z "$$ndk" ] || [ ! -d "$$ndk" ]; then \
		echo "make $@ needs the Android NDK, and this machine has none$${ANDROID_NDK_HOME:+ at ANDROID_NDK_HOME=$$ANDROID_NDK_HOME}: unpack NDK r27c or newer and set ANDROID_NDK_HOME to its folder (docs/phone.md)."; exit 1; \
	fi

# package-android writes Hearth.apk, a debug-signed APK that `adb install`
# takes: the fyne tool needs only the NDK for it. The launcher shows
# icon.png (the adaptive icon needs the SDK, see the release target). The
# tool builds mobile packages only from the main package's folder.
package-android:
	@$(ndk_check)
	@$(call fyne_keeping_toml,package -os android --app-version $(APP_VERSION) --app-build $(APP_BUILD) --tags $(APP_TAGS),cmd/hearth-app)
	mv cmd/hearth-app/Hearth.apk Hearth.apk

# package-android-release writes Hearth.aab, the Play Store bundle, signed
# with the upload key: `fyne release` builds for API 36 with 16 KB pages and
# converts the APK with the SDK's aapt2, bundletool and zip, aligns it with
# zipalign and signs it with jarsigner. The adaptive icon (Icon-foreground
# and Icon-background, which the tool reads beside the main package and
# compiles with aapt2 against a platform's android.jar) is put there for
# this run only. KEYSTORE_PASS is the keystore's password; left out,
# jarsigner asks for it.
KEYSTORE ?=
KEY_NAME ?=
KEYSTORE_PASS ?=
ADAPTIVE_ICON := ui/shell/assets/Icon-foreground.png ui/shell/assets/Icon-background.png

package-android-release:
	@$(ndk_check)
	@missing=""; \
	ls "$${ANDROID_HOME:-/nonexistent}"/build-tools/*/aapt2 >/dev/null 2>&1 || missing="$$missing, ANDROID_HOME set to an Android SDK with build-tools (aapt2, zipalign)"; \
	ls "$${ANDROID_HOME:-/nonexistent}"/platforms/android-*/android.jar >/dev/null 2>&1 || missing="$$missing, a platform in that SDK (sdkmanager \"platforms;android-36\")"; \
	command -v bundletool >/dev/null || missing="$$missing, bundletool on PATH"; \
	command -v jarsigner >/dev/null || missing="$$missing, jarsigner (a JDK)"; \
	{ command -v zip >/dev/null && command -v unzip >/dev/null; } || missing="$$missing, zip and unzip"; \
	[ -n "$(KEYSTORE)" ] && [ -f "$(KEYSTORE)" ] || missing="$$missing, KEYSTORE=your upload keystore"; \
	[ -n "$(KEY_NAME)" ] || missing="$$missing, KEY_NAME=its key's alias"; \
	if [ -n "$$missing" ]; then echo "make $@ builds the Play Store bundle (Hearth.aab) and still needs$${missing#,} (docs/phone.md)."; exit 1; fi
	@cp $(ADAPTIVE_ICON) cmd/hearth-app/ && trap 'rm -f cmd/hearth-app/Icon-foreground.png cmd/hearth-app/Icon-background.png' EXIT && \
	$(call fyne_keeping_toml,release -os android --app-version $(APP_VERSION) --app-build $(APP_BUILD) --keystore $(abspath $(KEYSTORE)) --key-name $(KEY_NAME) $(if $(KEYSTORE_PASS),--keystore-pass '$(KEYSTORE_PASS)') --tags $(APP_TAGS),cmd/hearth-app)
	mv cmd/hearth-app/Hearth.aab Hearth.aab

# web builds Hearth for a browser (docs/web.md) into build/web: main.wasm
# (GOOS=js GOARCH=wasm, the same ui and logic packages, the database on
# ncruces/go-sqlite3 in IndexedDB), Go's wasm_exec.js, the page
# (cmd/hearth-web/web), and a brotli and a gzip copy of each file for the
# server to send. The service worker's cache is named after a hash of the
# files, so that a new build replaces the old one on the phones. Brotli
# (Debian's brotli) is installed when missing, as deps installs its
# packages.
WEB_DIR := build/web
# WEB_GCFLAGS are the web build's compiler flags (see docs/web.md, "Size").
WEB_GCFLAGS ?=
# WEB_OVERLAY builds the web app with text/template's method lookup cut out
# (go build -overlay; docs/web.md, "Size"): the one call of
# reflect.Value.MethodByName with a name known only at run time (a
# template's {{.Name}}), linked through Fyne's lang (go-i18n), makes the
# linker keep every exported method of every type put in an interface
# (golang/go#72895).
# Without it main.wasm is 56.5 MB and 9.23 MB in brotli; with it 49.0 MB and
# 8.51 MB. Hearth's templates fill in maps, which have no methods, and only
# ever name a key ({{.Name}}; TestTemplatesNameOnlyKeys), so they read the
# same. The overlay is made from this toolchain's own exec.go, and the
# build stops if the line it changes is not there. WEB_OVERLAY= builds
# without it. Its folder's name begins with _ so that ./... (make test,
# vet) never takes its exec.go for a package of Hearth's.
WEB_OVERLAY ?= build/_web-overlay
TEMPLATE_LOOKUP := if method := ptr.MethodByName(fieldName); method.IsValid() {
TEMPLATE_NO_LOOKUP := if method := (reflect.Value{}); method.IsValid() {
web: go-version
	@command -v brotli >/dev/null || { echo "Installing Debian packages: brotli"; $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends brotli; }
	rm -rf $(WEB_DIR) && mkdir -p $(WEB_DIR)
ifneq ($(WEB_OVERLAY),)
	@mkdir -p $(WEB_OVERLAY) && src="$$($(GO) env GOROOT)/src/text/template/exec.go" && \
	  [ "$$(grep -cF '$(TEMPLATE_LOOKUP)' "$$src")" = 1 ] || { echo "web: $$src has no one line '$(TEMPLATE_LOOKUP)' to change: build with WEB_OVERLAY= (see docs/web.md, Size)"; exit 1; }; \
	  sed 's/if method := ptr\.MethodByName(fieldName); method\.IsValid() {/$(TEMPLATE_NO_LOOKUP)/' "$$src" > $(WEB_OVERLAY)/exec.go && \
	  grep -qF '$(TEMPLATE_NO_LOOKUP)' $(WEB_OVERLAY)/exec.go && \
	  printf '{"Replace":{"%s":"%s"}}\n' "$$src" "$(abspath $(WEB_OVERLAY))/exec.go" > $(WEB_OVERLAY)/overlay.json
endif
	GOOS=js GOARCH=wasm $(GO) build -tags $(APP_TAGS) -trimpath $(WEB_GCFLAGS) $(if $(WEB_OVERLAY),-overlay $(abspath $(WEB_OVERLAY))/overlay.json) -ldflags='-s -w' -o $(WEB_DIR)/main.wasm ./cmd/hearth-web
	cp cmd/hearth-web/web/* "$$($(GO) env GOROOT)/lib/wasm/wasm_exec.js" $(WEB_DIR)/
	@v=$$(cat $(WEB_DIR)/* | sha256sum | cut -c1-12) && sed -i "s/'hearth-dev'/'hearth-$$v'/" $(WEB_DIR)/sw.js && echo "version hearth-$$v"
	cd $(WEB_DIR) && for f in *.wasm *.js *.html *.webmanifest; do gzip -9 -k "$$f" && brotli -q $(WEB_BROTLI) -k "$$f"; done
	@ls -l $(WEB_DIR)/main.wasm*

# serve-web builds (brotli at its fastest: it is a look on this machine)
# and serves build/web on http://127.0.0.1:8036/ (tools/webserve).
serve-web:
	$(MAKE) web WEB_BROTLI=1
	$(GO) run ./tools/webserve -dir $(WEB_DIR) -port 8036

# test-web drives the web build in Debian's Chromium as a phone
# (tools/webtest/webtest.js; screenshots and log in build/webtest):
# Chromium and puppeteer-core (npm) are installed when missing. Not part of
# make test: it needs a browser, and takes minutes. WEBTEST_FLAGS=--measure
# adds the figures of docs/web.md.
WEBTEST_PORT ?= 8037
test-web:
	@command -v chromium >/dev/null || { echo "Installing Debian packages: chromium"; $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium; }
	@[ -d tools/webtest/node_modules/puppeteer-core ] || (cd tools/webtest && npm ci --no-audit --no-fund)
	$(MAKE) web WEB_BROTLI=$(or $(WEB_BROTLI_TEST),1)
	$(GO) build -o build/webserve ./tools/webserve
	@build/webserve -dir $(WEB_DIR) -port $(WEBTEST_PORT) & pid=$$!; sleep 1; \
	  kill -0 $$pid 2>/dev/null || { echo "test-web: the server did not start: is port $(WEBTEST_PORT) taken (WEBTEST_PORT=...)?"; exit 1; }; \
	  rm -rf build/webtest; node tools/webtest/webtest.js http://127.0.0.1:$(WEBTEST_PORT)/ build/webtest --web=$(WEB_DIR) $(WEBTEST_FLAGS); rc=$$?; \
	  kill $$pid; exit $$rc

clean:
	rm -f $(BIN) $(APP_BIN) Hearth.tar.xz Hearth.apk Hearth.aab
	rm -rf build
