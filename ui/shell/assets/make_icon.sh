#!/bin/sh
# Rebuilds icon.png as Fyne and Android want an app icon: a full 512 px
# square (no transparent, pre-rounded corners: each platform applies its
# own mask) with the flame inside the central circle of 61 % that every
# mask (Android's adaptive circle, squircle or rounded square) keeps.
# Needs ImageMagick; takes the flame from the current icon (or from $1).
set -eu
cd "$(dirname "$0")"
src=${1:-icon.png}
bg='#2a1a12'
tmp=$(mktemp -d)
convert "$src" -background "$bg" -flatten -fuzz 8% -transparent "$bg" -trim +repage -resize x290 "$tmp/flame.png"
convert -size 512x512 "xc:$bg" "$tmp/flame.png" -gravity center -geometry +0+4 -composite -alpha off -depth 8 -strip icon.png
rm -rf "$tmp"
