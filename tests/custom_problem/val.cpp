// The validator of "a winning move of Nim": reads an input on stdin and
// exits 0 when it is exactly "n\na_1 ... a_n\n" within the bounds; else says
// what is wrong on stderr and exits 1.
#include <cstdio>
#include <cstdlib>

static int line = 1;

static void refuse(const char *what) {
    fprintf(stderr, "line %d: %s\n", line, what);
    exit(1);
}

// A number without sign or leading zero, in [low, high].
static int number(int low, int high) {
    int c = getchar();
    if (c < '0' || c > '9') refuse("expected a number");
    if (c == '0') {
        int d = getchar();
        if (d >= '0' && d <= '9') refuse("a number with a leading zero");
        ungetc(d, stdin);
        if (low > 0) refuse("a number below its lower bound");
        return 0;
    }
    long value = 0;
    while (c >= '0' && c <= '9') {
        value = value * 10 + (c - '0');
        if (value > high) refuse("a number above its upper bound");
        c = getchar();
    }
    ungetc(c, stdin);
    if (value < low) refuse("a number below its lower bound");
    return (int)value;
}

static void expect(int wanted, const char *what) {
    if (getchar() != wanted) refuse(what);
}

int main() {
    int n = number(1, 8);
    expect('\n', "expected the end of the line after n");
    line++;
    for (int i = 0; i < n; i++) {
        if (i > 0) expect(' ', "expected one space between heaps");
        number(1, 1000);
    }
    expect('\n', "expected the end of the line after n heaps");
    if (getchar() != EOF) refuse("expected the end of the input");
    return 0;
}
