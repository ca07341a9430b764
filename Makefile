# Hearth — make run | make test | make build (see README.md).

GO      ?= go
BIN     ?= hearth
# Debian packages Fyne's desktop driver needs (cgo, GLFW, X11, GL); see TOOLCHAIN facts in docs/.
APT_PKGS := gcc pkg-config libgl1-mesa-dev libx11-dev libxcursor-dev libxrandr-dev libxinerama-dev libxi-dev libxxf86vm-dev
SUDO    := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
FUZZTIME ?= 20s

.PHONY: all deps run build test vet fmt-check bench fuzz package-linux package-android clean

all: build

# deps installs the missing Debian packages (only when some are missing) and the Go modules.
deps:
	@missing=""; for p in $(APT_PKGS); do \
		dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing Debian packages:$$missing"; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends $$missing; \
	fi
	$(GO) mod download

build: deps
	$(GO) build -o $(BIN) ./cmd/hearth

run: build
	./$(BIN)

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi

vet:
	$(GO) vet ./...

# test is what CI runs: formatting, vet, every test (UI tests run headless with
# Fyne's test driver), the UI tests once more under a French locale (they pin
# their language, so the machine's must not matter), the race detector on
# the logic packages, and every benchmark once (one that stops at its own
# check went unnoticed for weeks).
test: deps fmt-check vet
	$(GO) test -count=1 ./...
	LANG=fr_FR.UTF-8 $(GO) test -count=1 ./ui/...
	$(GO) test -count=1 -race ./setup/... ./scoring/... ./solo/...
	$(GO) test -count=1 -run '^$$' -bench . -benchtime 1x ./data/... ./solo/...

bench: deps
	$(GO) test -run '^$$' -bench . -benchmem ./data/... ./solo/...
	$(GO) test -run '^$$' -bench InApp -benchtime 5x ./ui/shell/

# fuzz runs every fuzz target for FUZZTIME each.
fuzz: deps
	@for pkg in $$($(GO) list ./...); do \
		for f in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
			echo "== $$pkg $$f"; $(GO) test -run '^$$' -fuzz "^$$f$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; \
		done; \
	done

# Packaging needs the fyne tool: go install fyne.io/tools/cmd/fyne@latest
# (Android also needs the Android NDK; see README.md).
FYNE ?= fyne
PKG_FLAGS = --src cmd/hearth --icon $(CURDIR)/ui/shell/assets/icon.png --name Hearth --app-id app.hearth.companion --app-version 0.1.0 --release

package-linux: deps
	@command -v $(FYNE) >/dev/null || { echo "Install the fyne tool: go install fyne.io/tools/cmd/fyne@latest"; exit 1; }
	$(FYNE) package -os linux $(PKG_FLAGS)

package-android:
	@command -v $(FYNE) >/dev/null || { echo "Install the fyne tool: go install fyne.io/tools/cmd/fyne@latest"; exit 1; }
	@[ -n "$${ANDROID_NDK_HOME:-}" ] || { echo "Set ANDROID_NDK_HOME to your Android NDK"; exit 1; }
	$(FYNE) package -os android $(PKG_FLAGS)

clean:
	rm -f $(BIN)
