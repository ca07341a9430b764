#!/bin/sh
# Rebuilds the app's icons from the flame of icon.png, or of $1 (the
# flame on transparency or on the hearth's dark colour). Needs ImageMagick.
#   icon.png             512 px RGBA: the flame on a dark rounded square whose
#                        corners are transparent. Desktops draw it as it is
#                        (no dark corners on a light panel), and so does
#                        Android's launcher for a package without the
#                        adaptive pair (the debug APK, docs/phone.md).
#   Icon-foreground.png  432 px (108 dp at xxxhdpi), transparent, the flame
#   Icon-background.png  inside the 66 dp circle every launcher mask keeps;
#                        the dark colour, opaque. Android's adaptive icon:
#                        the launcher masks the pair to its own shape.
# Then run `go generate ./cmd/hearth-app` (the window's 64 px icon).
set -eu
cd "$(dirname "$0")"
src=${1:-icon.png}
bg='#2a1a12'
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
convert "$src" -background "$bg" -flatten -fuzz 8% -transparent "$bg" -trim +repage "$tmp/flame.png"
convert -size 512x512 xc:none -fill "$bg" -draw "roundrectangle 20,20 491,491 90,90" \
	\( "$tmp/flame.png" -resize x270 \) -gravity center -geometry +0+4 -composite -depth 8 -strip PNG32:icon.png
convert -size 432x432 xc:none \( "$tmp/flame.png" -resize x216 \) -gravity center -geometry +0+3 -composite \
	-depth 8 -strip PNG32:"$tmp/fg.png"
mv "$tmp/fg.png" Icon-foreground.png
convert -size 432x432 "xc:$bg" -alpha off -depth 8 -strip PNG24:Icon-background.png
