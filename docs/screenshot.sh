#!/usr/bin/env bash
# Screenshot the app under Xvfb: docs/screenshot.sh WIDTHxHEIGHT OUT.png [xdotool steps...]
# Each step is "click X Y", "type TEXT", "key NAME" or "sleep S". Uses HEARTH_DB if set.
set -eu
size=$1; out=$2; shift 2
w=${size%x*}; h=${size#*x}
disp=:$((90 + $$ % 9))
Xvfb $disp -screen 0 ${w}x${h}x24 >/dev/null 2>&1 &
xpid=$!
trap 'kill $apid $xpid 2>/dev/null || true' EXIT
sleep 1
DISPLAY=$disp HEARTH_WINDOW_SIZE=$size ./hearth ${HEARTH_DB:+--db "$HEARTH_DB"} >/tmp/hearth-shot.log 2>&1 &
apid=$!
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
