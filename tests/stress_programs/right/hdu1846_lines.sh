# problem: hdu-1846
# style: POSIX shell, one `read` per line.
read c
i=0
while [ "$i" -lt "$c" ]; do
  read n m
  if [ $((n % (m + 1))) -eq 0 ]; then echo second; else echo first; fi
  i=$((i + 1))
done
