# problem: hihocoder-1163
# hostile: prints without end: OLE.
yes Alice
