# problem: hihocoder-1163
# hostile: holds 8 MiB more at every step, forever: MLE at the limit, with
# its peak, long before the time limit.
x = []
while True:
    x.append(bytearray(8 << 20))
