# problem: hihocoder-1163
# bug: the parity of the sum of the piles instead of their xor: right when
#      the xor is 0 or odd, wrong on an even non-zero xor (2 piles 3 1).
#      Small inputs catch it.
# catches: default
# verdict: WA
read n
read piles
s=0
for p in $piles; do s=$((s + p)); done
if [ $((s % 2)) -eq 1 ]; then echo Alice; else echo Bob; fi
