#!/bin/sh
# Draws the demo lesson clips (a few seconds each, well under 200 KB) with ffmpeg and a font with
# Vietnamese glyphs. Run once, from anywhere, when the clips should change; the mp4 files are committed,
# so neither a first start nor the tests need ffmpeg. Needs: ffmpeg (with drawtext), DejaVu Sans.
set -eu
cd "$(dirname "$0")"
FONT=${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf}
BOLD=${BOLD:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}

# clip <file> <seconds> <gradient colour 1> <gradient colour 2> <title> <line 2> <line 3>
# The texts go through files: drawtext then needs no escaping of quotes, colons or commas.
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
clip() {
  out=$1 seconds=$2 c0=$3 c1=$4
  printf '%s' "$5" > "$TMP/1.txt"
  printf '%s' "$6" > "$TMP/2.txt"
  printf '%s' "$7" > "$TMP/3.txt"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "gradients=s=480x270:r=12:d=${seconds}:c0=${c0}:c1=${c1}:speed=0.02" \
    -vf "drawtext=fontfile=${BOLD}:textfile=$TMP/1.txt:fontsize=26:fontcolor=white:x=(w-text_w)/2:y=70,\
drawtext=fontfile=${FONT}:textfile=$TMP/2.txt:fontsize=20:fontcolor=white:x=(w-text_w)/2:y=125,\
drawtext=fontfile=${FONT}:textfile=$TMP/3.txt:fontsize=16:fontcolor=white@0.9:x=(w-text_w)/2:y=165,\
drawtext=fontfile=${FONT}:text='ToánHay  %{eif\:t\:d}s':fontsize=12:fontcolor=white@0.8:x=w-text_w-12:y=12" \
    -c:v libx264 -profile:v baseline -pix_fmt yuv420p -preset veryslow -crf 32 -an \
    -movflags +faststart "$out"
}

clip ham-so-bac-hai.mp4 6 0x1e3a8a 0x0ea5e9 'Hàm số bậc hai' 'y = ax² + bx + c' 'Đỉnh I(−b/2a ; −Δ/4a)'
clip dao-ham.mp4 6 0x7c2d12 0xf59e0b 'Đạo hàm' "f'(x) = lim (f(x+h) − f(x)) / h" 'Quy tắc: (uv)′ = u′v + uv′'
clip luong-giac.mp4 6 0x064e3b 0x10b981 'Lượng giác' 'sin²x + cos²x = 1' 'cos 2x = cos²x − sin²x'
clip tich-phan.mp4 6 0x4c1d95 0xa855f7 'Tích phân' '∫ f(x) dx = F(b) − F(a)' 'Diện tích hình phẳng'
ls -l ./*.mp4
