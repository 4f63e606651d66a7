# problem: hihocoder-1163
# hostile: answers right, and leaves a double-forked grandchild (its parent
# exits at once, so it is nobody's child) sleeping with stdout closed: it is
# gone when stress returns. $GRUNDY_MARKER lets the test find it.
read n
read piles
x=0
for p in $piles; do x=$((x ^ p)); done
( sh -c "sleep 300; : $GRUNDY_MARKER" > /dev/null 2>&1 & ) &
if [ "$x" -ne 0 ]; then echo Alice; else echo Bob; fi
