#!/usr/bin/env bash
# Start-up of Hearth against a bare Fyne window built the same way
# (tools/bare), side by side in one run: each is launched RUNS times
# (default 9), alternately, under one Xvfb server, Hearth both on a new
# database (a first start) and on the one it made before (every later
# start). tools/framepoll launches each and looks at the window's pixels
# every millisecond until the first frame is drawn; it reports the wall time
# and the CPU time the program used (all threads) up to that frame. Prints
# the medians and the ratios of medians, wall and CPU (goal ≤ 1.10).
#
#   tools/startup.sh           Hearth vs bare
#   OLD_APP=/tmp/old tools/startup.sh   also that build, against bare and Hearth
#   tools/startup.sh --check   bare with BARE_DELAY=100ms (then BARE_SPIN=100ms)
#                              vs bare, 21 runs: proves the yardstick sees 100 ms
#   tools/startup.sh --instructions   the instructions each program runs to
#                              its first frame, counted by valgrind (cachegrind),
#                              RUNS (default 3) each after one uncounted round:
#                              the same to a few parts in a thousand at any load;
#                              EXTRA_APPS="name=PATH ..." counts those builds too,
#                              in turn with the others
#
# Needs xvfb (apt-get install xvfb); framepoll is a Go X11 client, no Xlib;
# --instructions needs valgrind.
# On a shared machine the X server and the programs run at nice NICE
# (default -15 when allowed): a build next door otherwise adds seconds of
# wall time that have nothing to do with either program.
set -eu
cd "$(dirname "$0")/.."
mode=${1:-}
# The check compares wall times, which a loaded machine spreads by hundreds
# of ms: it takes more runs.
RUNS=${RUNS:-$(case $mode in --check) echo 21 ;; --instructions) echo 3 ;; *) echo 9 ;; esac)}
out=$(mktemp -d)
xpid=
trap '[ -n "$xpid" ] && kill $xpid 2>/dev/null; rm -rf "$out"' EXIT
# Hearth as `make build` builds it (APP_TAGS: without Fyne's emoji font);
# the bare window as Fyne builds one by default, or with BARE_TAGS (e.g.
# BARE_TAGS=no_emoji: both without the emoji font).
APP_TAGS=${APP_TAGS-$(sed -n 's/^APP_TAGS *:= *//p' Makefile)}
go build -tags "$APP_TAGS" -o "$out/hearth-app" ./cmd/hearth-app
go build -tags "${BARE_TAGS:-}" -o "$out/bare" ./tools/bare
go build -o "$out/framepoll" ./tools/framepoll
. tools/xvfb.sh
xvfb_start 420x820x24

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
col() { cut -d' ' -f"$1" < "$2"; }

# compare NAME_A FILE_A NAME_B FILE_B: medians, ratios, median pairwise difference.
compare() {
  local a=$2 b=$4 wa wb ca cb
  wa=$(col 1 "$a" | median); wb=$(col 1 "$b" | median)
  ca=$(col 2 "$a" | median); cb=$(col 2 "$b" | median)
  printf '%-13s wall median %7.1f ms  cpu median %7.1f ms  (wall: %s)\n' "$1" "$wa" "$ca" "$(col 1 "$a" | tr '\n' ' ')"
  printf '%-13s wall median %7.1f ms  cpu median %7.1f ms  (wall: %s)\n' "$3" "$wb" "$cb" "$(col 1 "$b" | tr '\n' ' ')"
  awk -v wa="$wa" -v wb="$wb" -v ca="$ca" -v cb="$cb" 'BEGIN {printf "ratio         wall %.2f  cpu %.2f\n", wa / wb, ca / cb}'
  paste -d' ' "$a" "$b" | awk '{print $1 - $3, $2 - $4}' > "$out/diff"
  printf 'pairwise      wall %+.1f ms  cpu %+.1f ms (median of the differences)\n' "$(col 1 "$out/diff" | median)" "$(col 2 "$out/diff" | median)"
}

# run NAME FILE CMD...: one timed launch appended to FILE.
run() {
  local f=$2; shift 2
  # One locale for both: Hearth maps C to English before Fyne reads it, the
  # bare window would log a parse error and look fonts up for no language.
  nice -n "$NICE" env -u LC_ALL -u LC_MESSAGES LANG=en_US.UTF-8 "$out/framepoll" -- "$@" >> "$f"
}

echo "load: $(uptime | sed 's/.*load average: //')  runs: $RUNS  nice: $NICE"
if [ "$mode" = --instructions ]; then
  # count NAME CMD...: the instructions CMD runs until framepoll sees its
  # first frame and stops it (cachegrind writes its count as the program
  # ends), appended to $out/ir/NAME. Valgrind runs a program ~50 times
  # slower: GOGC=off keeps the collector off in both programs (the app's
  # pause before its first frame ends after 3 s of wall time, so that
  # under valgrind it would collect where it never does outside), and
  # without asynchronous preemption Go's signals do not upset valgrind.
  count() {
    local name=$1 f=$out/cg; shift
    rm -f "$f"
    env -u LC_ALL -u LC_MESSAGES LANG=en_US.UTF-8 GOGC=off GODEBUG=asyncpreemptoff=1 "$out/framepoll" -timeout 900s -- \
      valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file="$f" "$@" > /dev/null
    sed -n 's/^summary: //p' "$f" >> "$out/ir/$name"
  }
  apps=(hearth bare); [ -n "${OLD_APP:-}" ] && apps+=(old)
  for e in ${EXTRA_APPS:-}; do apps+=("${e%%=*}"); done
  # The first round is not counted: llvmpipe compiles its shaders into
  # Mesa's disk cache the first time it meets them.
  for i in $(seq 0 "$RUNS"); do
    mkdir -p "$out/ir"; [ "$i" = 1 ] && rm -f "$out/ir/"*
    count hearth "$out/hearth-app" --db "$out/kept"
    count bare "$out/bare"
    if [ -n "${OLD_APP:-}" ]; then count old "$OLD_APP" --db "$out/old.db"; fi
    for e in ${EXTRA_APPS:-}; do count "${e%%=*}" "${e#*=}" --db "$out/${e%%=*}.db"; done
  done
  for a in "${apps[@]}"; do
    printf '%-9s instructions median %6.1f M  (%s)\n' "$a" "$(median < "$out/ir/$a" | awk '{print $1 / 1e6}')" "$(awk '{printf "%.1f ", $1 / 1e6}' "$out/ir/$a")"
  done
  h=$(median < "$out/ir/hearth"); b=$(median < "$out/ir/bare")
  awk -v h="$h" -v b="$b" 'BEGIN {printf "ratio     hearth / bare %.3f\n", h / b}'
  if [ -n "${OLD_APP:-}" ]; then
    o=$(median < "$out/ir/old")
    awk -v h="$h" -v b="$b" -v o="$o" 'BEGIN {printf "ratio     old / bare %.3f  hearth / old %.3f\n", o / b, h / o}'
  fi
  for e in ${EXTRA_APPS:-}; do
    x=$(median < "$out/ir/${e%%=*}")
    awk -v n="${e%%=*}" -v h="$h" -v b="$b" -v x="$x" 'BEGIN {printf "ratio     %s / bare %.3f  hearth / %s %.3f\n", n, x / b, n, h / x}'
  done
  echo "load: $(uptime | sed 's/.*load average: //')"
  exit 0
fi
if [ "$mode" = --check ]; then
  # A sleep must show in the wall time, a 100 ms CPU spin in the CPU time.
  for extra in BARE_DELAY=100ms BARE_SPIN=100ms; do
    : > "$out/a"; : > "$out/b"
    for _ in $(seq "$RUNS"); do
      run slow "$out/a" env "$extra" "$out/bare"
      run bare "$out/b" "$out/bare"
    done
    compare "$extra" "$out/a" bare "$out/b"
    c=1; [ "$extra" = BARE_SPIN=100ms ] && c=2
    d=$(col $c "$out/diff" | median)
    awk -v d="$d" 'BEGIN {exit !(d >= 50 && d <= 200)}' || { echo "FAIL: $extra did not show (median difference $d ms, column $c)"; exit 1; }
  done
  echo "ok: the yardstick sees an added 100 ms"
  exit 0
fi
# Hearth twice: on a new database (the first start ever: it creates and
# syncs the file) and on the database that start left (every later start).
# OLD_APP=PATH (another build of hearth-app, e.g. of the last commit) is
# run too, in turn with the others on a database of its own: a change
# measured against the build before it in the same run.
: > "$out/h"; : > "$out/k"; : > "$out/b"; : > "$out/o"
run hearth "$out/warm" "$out/hearth-app" --db "$out/kept"
if [ -n "${OLD_APP:-}" ]; then run old "$out/warm" "$OLD_APP" --db "$out/old"; fi
for _ in $(seq "$RUNS"); do
  rm -f "$out/db"*
  run hearth "$out/h" "$out/hearth-app" --db "$out/db"
  run bare "$out/b" "$out/bare"
  run hearth "$out/k" "$out/hearth-app" --db "$out/kept"
  if [ -n "${OLD_APP:-}" ]; then run old "$out/o" "$OLD_APP" --db "$out/old"; fi
done
compare "hearth (new)" "$out/h" bare "$out/b"
compare "hearth" "$out/k" bare "$out/b"
if [ -n "${OLD_APP:-}" ]; then
  compare "old build" "$out/o" bare "$out/b"
  compare "hearth" "$out/k" "old build" "$out/o"
fi
echo "load: $(uptime | sed 's/.*load average: //')"
