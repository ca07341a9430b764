#!/usr/bin/env bash
# Start-up time of Hearth against a bare Fyne window built the same way
# (tools/bare), side by side in one run: each is launched RUNS times,
# alternating, under one Xvfb server, on a fresh database, and timed from
# launch until its window is mapped and has drawn (xdotool --sync, then the
# first non-empty screenshot of the window). Prints both medians and their
# ratio. Needs xvfb, xdotool and imagemagick (apt-get install xvfb xdotool imagemagick).
set -eu
cd "$(dirname "$0")/.."
RUNS=${RUNS:-9}
out=$(mktemp -d)
trap 'kill $xpid 2>/dev/null || true; rm -rf "$out"' EXIT
go build -o "$out/hearth" ./cmd/hearth
go build -o "$out/bare" ./tools/bare
disp=:$((50 + $$ % 40))
Xvfb $disp -screen 0 420x820x24 >/dev/null 2>&1 &
xpid=$!
sleep 1
export DISPLAY=$disp

# first_frame NAME CMD...: milliseconds from launch to a drawn window.
first_frame() {
  local name=$1; shift
  local t0 t1 wid
  t0=$(date +%s%N)
  "$@" >/dev/null 2>&1 &
  local pid=$!
  wid=$(xdotool search --sync --onlyvisible --name "^$name\$" | head -1)
  # Drawn: the window's pixels are no longer a single colour.
  while [ "$(import -window "$wid" -format '%k' info: 2>/dev/null || echo 1)" -le 1 ]; do sleep 0.005; done
  t1=$(date +%s%N)
  kill $pid; wait $pid 2>/dev/null || true
  echo $(( (t1 - t0) / 1000000 ))
}

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

: > "$out/h"; : > "$out/b"
for i in $(seq "$RUNS"); do
  rm -f "$out/db"*
  first_frame Hearth env HEARTH_DB="$out/db" "$out/hearth" >> "$out/h"
  first_frame Bare "$out/bare" >> "$out/b"
done
h=$(median < "$out/h"); b=$(median < "$out/b")
echo "hearth: median ${h} ms over $RUNS runs ($(tr '\n' ' ' < "$out/h"))"
echo "bare:   median ${b} ms over $RUNS runs ($(tr '\n' ' ' < "$out/b"))"
awk -v h="$h" -v b="$b" 'BEGIN {printf "ratio:  %.2f (goal ≤ 1.20)\n", h / b}'
