# problem: hihocoder-1163
# hostile: aborts: RE, killed by SIGABRT.
import os

os.abort()
