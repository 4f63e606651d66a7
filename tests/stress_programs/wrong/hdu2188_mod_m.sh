# problem: hdu-2188
# bug: the losing goals taken as multiples of m instead of m + 1. Small
#      inputs catch it.
# catches: default
# verdict: WA
read c
i=0
while [ "$i" -lt "$c" ]; do
  read n m
  if [ $((n % m)) -eq 0 ]; then echo Rabbit; else echo Grass; fi
  i=$((i + 1))
done
