#!/usr/bin/env bash
# Screenshot the app under Xvfb: docs/screenshot.sh WIDTHxHEIGHT OUT.png [xdotool steps...]
# Each step is "click X Y", "type TEXT", "key NAME" or "sleep S". Uses HEARTH_DB if set.
# Needs xvfb, xdotool and imagemagick (apt-get install xvfb xdotool imagemagick)
# and the programs `make build` makes (./hearth starts ./hearth-app).
#
# MOBILE_APP=PATH runs PATH instead: a hearth-app built with -tags mobile, Fyne's
# phone simulator (go build -tags mobile,no_emoji,migrated_fynedo -o PATH ./cmd/hearth-app).
# WIDTHxHEIGHT is then the phone's size in dp; the window is 1.4 times that in
# pixels (the simulator's fixed scale), and so are the clicks. The simulator
# waits for a ConfigureNotify that only a window manager sends (docs/phone.md):
# resizing its window from here sends one and it draws.
set -eu
size=$1; out=$2; shift 2
w=${size%x*}; h=${size#*x}
if [ -n "${MOBILE_APP:-}" ]; then
  w=$(( w * 14 / 10 )); h=$(( h * 14 / 10 ))
fi
disp=:$((90 + $$ % 9))
Xvfb $disp -screen 0 ${w}x${h}x24 >/dev/null 2>&1 &
xpid=$!
apid=
trap 'kill $apid $xpid 2>/dev/null || true' EXIT
sleep 1
if [ -n "${MOBILE_APP:-}" ]; then
  DISPLAY=$disp "$MOBILE_APP" ${HEARTH_DB:+--db "$HEARTH_DB"} >/tmp/hearth-shot.log 2>&1 &
  apid=$!
  win=
  for _ in $(seq 50); do
    win=$(DISPLAY=$disp xdotool search --name '^App$' 2>/dev/null | head -n1) && [ -n "$win" ] && break
    sleep 0.2
  done
  [ -n "$win" ] || { echo "the simulator opened no window (see /tmp/hearth-shot.log)" >&2; exit 1; }
  DISPLAY=$disp xdotool windowsize "$win" "$w" "$h"
else
  DISPLAY=$disp HEARTH_WINDOW_SIZE=$size ./hearth ${HEARTH_DB:+--db "$HEARTH_DB"} >/tmp/hearth-shot.log 2>&1 &
  apid=$!
fi
sleep 3
for step in "$@"; do
  set -- $step
  case $1 in
    click) DISPLAY=$disp xdotool mousemove "$2" "$3" click 1; sleep 0.6 ;;
    type) shift; DISPLAY=$disp xdotool type -- "$*"; sleep 0.4 ;;
    key) DISPLAY=$disp xdotool key "$2"; sleep 0.4 ;;
    sleep) sleep "$2" ;;
  esac
done
DISPLAY=$disp import -window root "$out"
