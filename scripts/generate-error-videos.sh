#!/usr/bin/env bash
# Generates the error page's 17 sport clips (spec §2.13, §9) into host/static/error-videos/: for each,
# a 4-second 320×180 VP9 WebM with no sound track (the page plays it muted) and a WebP poster of its
# first frame (shown alone when the visitor prefers reduced motion). Abstract sport motion: a ball
# bouncing across a pitch, court, rink or pool, each clip its own colours, speed and markings.
# The files are committed; run this again only to change them (needs ffmpeg with libvpx-vp9 and libwebp).
set -euo pipefail
cd "$(dirname "$0")/.."
out=host/static/error-videos
mkdir -p "$out"

# background RGB | line RGB | ball RGB, one per clip (index 0 is the pool's first entry, never picked).
themes=(
  '30 110 60|235 245 235|250 250 250'   # football pitch
  '40 130 70|255 255 255|245 220 60'    # tennis grass
  '200 110 50|250 240 220|240 120 30'   # basketball court
  '220 235 245|200 40 50|20 20 30'      # ice rink, puck
  '30 90 170|240 250 255|250 210 40'    # pool, water polo ball
  '170 60 50|250 250 250|250 250 250'   # running track
  '60 140 60|250 250 250|240 240 240'   # golf green
  '35 120 55|255 255 255|250 250 250'   # lacrosse field
  '50 80 140|250 250 250|250 230 80'    # volleyball court
  '230 230 225|40 90 170|240 150 30'    # snow, slope
  '90 150 70|245 245 245|200 50 40'     # cricket pitch
  '25 100 50|255 255 255|240 240 240'   # hockey field
  '120 80 50|240 220 180|250 250 250'   # baseball diamond
  '40 40 60|90 200 250|250 120 40'      # night court
  '20 120 110|250 250 250|250 240 80'   # padel
  '180 40 60|250 250 250|250 250 250'   # squash
  '70 120 40|240 240 200|230 90 40'     # rugby
)

for index in "${!themes[@]}"; do
  IFS='|' read -r bg line ball <<<"${themes[$index]}"
  read -r br bgg bb <<<"$bg"
  read -r lr lg lb <<<"$line"
  read -r ar ag ab <<<"$ball"
  speed=$(awk -v i="$index" 'BEGIN { printf "%.3f", 0.35 + (i % 5) * 0.07 }')
  hops=$(awk -v i="$index" 'BEGIN { printf "%.3f", 2.2 + (i % 4) * 0.4 }')
  # The ball: x sweeps back and forth, y bounces |sin|; lines: the half-way line and the centre circle.
  ballx="(W*(0.1+0.8*abs(mod(T*$speed+$index*0.13,2)-1)))"
  bally="(H*(0.82-0.6*abs(sin(T*$hops+$index))))"
  onball="lt(hypot(X-$ballx,Y-$bally),11)"
  shadow="lt(hypot((X-$ballx)/2,Y-H*0.86),6)"
  online="bitor(lt(abs(X-W/2),1.5),lt(abs(hypot(X-W/2,Y-H/2)-34),1.5))"
  name=$(printf 'sport-%02d' "$index")
  geq="r='if($onball,$ar,if($shadow,$br*0.6,if($online,$lr,$br)))'"
  geq+=":g='if($onball,$ag,if($shadow,$bgg*0.6,if($online,$lg,$bgg)))'"
  geq+=":b='if($onball,$ab,if($shadow,$bb*0.6,if($online,$lb,$bb)))'"
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=black:s=320x180:r=15:d=4,format=rgb24,geq=$geq" \
    -c:v libvpx-vp9 -b:v 0 -crf 42 -deadline good -row-mt 1 -pix_fmt yuv420p -an "$out/$name.webm"
  ffmpeg -hide_banner -loglevel error -y -i "$out/$name.webm" -frames:v 1 -c:v libwebp -quality 70 "$out/$name.webp"
done
ls -l "$out"
