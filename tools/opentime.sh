#!/usr/bin/env bash
# Stats and History opened in the app itself (issue 21: click → drawn at
# 100,000 plays ≤ 2× an empty database): Hearth as `make build` builds it,
# under Xvfb, on databases in turn: empty, 100,000 plays (the data
# package's Scale benchmarks build it: go test -run '^$' -bench Scale
# ./data/) and, when there is one, 500 plays (the same screens over a
# small history). tools/framepoll launches it in a
# 390×844 window, clicks Bonfire, then times the click on Stats to the
# page drawn; goes back twice and times the click on History; goes back and
# does both again. Prints, per database, the medians of the first opens
# after launch (nothing cached yet: every text shaped and drawn anew) and
# of the later ones, wall and CPU, and the ratios to the empty database
# and to 500 plays: for Stats + History, Stats alone and History alone.
# Then, over 100,000 plays, the first player of Bonfire's leaderboard (Ben,
# 5,479 plays: the busiest at the table but for a few) is opened from
# Stats, twice (issue 35: within 2× of the empty database's Stats).
#
#   tools/opentime.sh        RUNS launches per database (default 7)
set -eu
cd "$(dirname "$0")/.."
RUNS=${RUNS:-7}
schema=$(ls data/migrations/*.sql | wc -l) # data.SchemaVersion: one per migration
big=${TMPDIR:-/tmp}/hearth-scale-v$schema-100000.db
small=${TMPDIR:-/tmp}/hearth-scale-v$schema-500.db
[ -f "$big" ] || { echo "opentime: skipped, no $big (go test -run '^\$' -bench Scale ./data/)"; exit 0; }
dbs="empty big"
[ -f "$small" ] && dbs="empty small big"
out=$(mktemp -d)
xpid=
trap '[ -n "$xpid" ] && kill $xpid 2>/dev/null; rm -rf "$out"' EXIT
APP_TAGS=${APP_TAGS-$(sed -n 's/^APP_TAGS *:= *//p' Makefile)}
go build -tags "$APP_TAGS" -o "$out/hearth-app" ./cmd/hearth-app
go build -o "$out/framepoll" ./tools/framepoll
. tools/xvfb.sh
xvfb_start 420x900x24

# An empty database as the app leaves it after its first start.
HEARTH_DB= nice -n "$NICE" env LANG=en_US.UTF-8 HEARTH_WINDOW_SIZE=390x844 "$out/framepoll" -- "$out/hearth-app" --db "$out/empty.db" > /dev/null
# Bonfire; Stats (timed); back to Bonfire's menu, back Home; History
# (timed); back Home; the same again. The places are those of the 390×844
# window (docs/measuring.md, "Measuring Stats and History in the app").
steps="click:195,150 time:195,385 click:25,27 click:25,27 time:100,430 click:25,27"
steps="$steps $steps"
# run NAME DB: one launch on a copy of DB (as it was), its line appended
# to NAME.
run() {
  cp "$2" "$out/run.db"
  rm -f "$out/run.db-wal" "$out/run.db-shm"
  nice -n "$NICE" env -u LC_ALL -u LC_MESSAGES LANG=en_US.UTF-8 HEARTH_WINDOW_SIZE=390x844 \
    "$out/framepoll" -steps "${3:-$steps}" -- "$out/hearth-app" --db "$out/run.db" >> "$out/$1"
}
# Bonfire; Stats; the first line (timed); back to Stats; the line again
# (timed).
player_steps="click:195,150 click:195,385 time:195,205 click:25,27 time:195,205"
echo "load: $(uptime | sed 's/.*load average: //')  runs: $RUNS  nice: $NICE"
cp "$big" "$out/big.db"
[ -f "$small" ] && cp "$small" "$out/small.db"
for n in $dbs; do : > "$out/$n"; done
for _ in $(seq "$RUNS"); do
  for n in $dbs; do run "$n" "$out/$n.db"; done
  run player "$out/big.db" "$player_steps"
done
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# sum NAME A [B]: the median of column A (plus column B), per line.
sum() { awk -v a="$2" -v b="${3:-0}" '{print $a + (b ? $b : 0)}' "$out/$1" | median; }
# Columns: 1-2 start-up; 3-4 Stats, 5-6 History (first); 7-8, 9-10 again.
report() {
  local what=$1 sf=$2 hf=$3 sl=$4 hl=$5
  echo "$what"
  printf '  %-10s %21s %21s\n' "" "first open: wall cpu" "again: wall cpu"
  for n in $dbs; do
    printf '  %-10s %10s %10s %10s %10s ms\n' "$n" "$(sum $n $sf $hf)" "$(sum $n $((sf + 1)) ${hf:+$((hf + 1))})" \
      "$(sum $n $sl $hl)" "$(sum $n $((sl + 1)) ${hl:+$((hl + 1))})"
  done
  for base in ${dbs% big}; do
    awk -v a="$(sum big $sf $hf)" -v b="$(sum $base $sf $hf)" \
        -v c="$(sum big $((sf + 1)) ${hf:+$((hf + 1))})" -v d="$(sum $base $((sf + 1)) ${hf:+$((hf + 1))})" \
        -v e="$(sum big $sl $hl)" -v f="$(sum $base $sl $hl)" \
        -v g="$(sum big $((sl + 1)) ${hl:+$((hl + 1))})" -v h="$(sum $base $((sl + 1)) ${hl:+$((hl + 1))})" -v n="$base" \
      'BEGIN {printf "  100k ÷ %-5s first open: wall %.2f cpu %.2f   again: wall %.2f cpu %.2f\n", n, a/b, c/d, e/f, g/h}'
  done
}
report "Stats + History" 3 5 7 9
report "Stats" 3 "" 7 ""
report "History" 5 "" 9 ""
# Columns of player: 1-2 start-up; 3-4 the page first, 5-6 again.
echo "Ben's page (5,479 plays) at 100k"
printf '  %-10s %10s %10s %10s %10s ms\n' "player" "$(sum player 3)" "$(sum player 4)" "$(sum player 5)" "$(sum player 6)"
awk -v a="$(sum player 3)" -v b="$(sum empty 3)" -v c="$(sum player 4)" -v d="$(sum empty 4)" \
    -v e="$(sum player 5)" -v f="$(sum empty 7)" -v g="$(sum player 6)" -v h="$(sum empty 8)" \
  'BEGIN {printf "  ÷ empty Stats  first open: wall %.2f cpu %.2f   again: wall %.2f cpu %.2f\n", a/b, c/d, e/f, g/h}'
echo "load: $(uptime | sed 's/.*load average: //')"
