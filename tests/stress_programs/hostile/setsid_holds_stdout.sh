# problem: hihocoder-1163
# hostile: answers right, then exits while a `setsid` child (out of its
# process group, holding stdout) sleeps on: the verdict is the program's own
# (AC), at once, and the child is gone when stress returns. $GRUNDY_MARKER
# lets the test find it.
read n
read piles
x=0
for p in $piles; do x=$((x ^ p)); done
setsid sh -c "sleep 300; : $GRUNDY_MARKER" &
if [ "$x" -ne 0 ]; then echo Alice; else echo Bob; fi
