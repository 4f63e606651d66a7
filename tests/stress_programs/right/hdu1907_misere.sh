# problem: hdu-1907
# style: POSIX shell arithmetic, a case per two lines.
read t
while [ "$t" -gt 0 ]; do
  read n
  read piles
  x=0
  big=0
  for p in $piles; do
    x=$((x ^ p))
    if [ "$p" -gt 1 ]; then big=1; fi
  done
  if [ "$big" -eq 0 ]; then
    if [ $((n % 2)) -eq 0 ]; then echo John; else echo Brother; fi
  elif [ "$x" -ne 0 ]; then
    echo John
  else
    echo Brother
  fi
  t=$((t - 1))
done
