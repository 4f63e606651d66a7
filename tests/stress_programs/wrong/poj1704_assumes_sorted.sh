# problem: poj-1704
# bug: pairs the pieces in the order given, but the cells come in any
#      order: wrong as soon as they are not sorted. Small inputs catch it.
# catches: default
# verdict: WA
read t
while [ "$t" -gt 0 ]; do
  read n
  read cells
  x=0
  if [ $((n % 2)) -eq 1 ]; then left=0; open=1; else open=0; fi
  for c in $cells; do
    if [ "$open" -eq 1 ]; then
      x=$((x ^ (c - left - 1)))
      open=0
    else
      left=$c
      open=1
    fi
  done
  if [ "$x" -ne 0 ]; then echo "Georgia will win"; else echo "Bob will win"; fi
  t=$((t - 1))
done
