// The checker of "a winning move of Nim", called as
//   check INPUT OUTPUT ANSWER
// (testlib's convention): exit 0 accepts, 1 rejects (wrong answer), 3 when
// the reference's answer itself is wrong (the checker's "fail"). The reason
// goes to stderr.
#include <cstdio>
#include <cstring>

static int n, heaps[8], x;

// Reads "lose" or "i k" from `f`; 1 when read, 0 when malformed.
static int read_answer(FILE *f, int *lose, int *i, int *k) {
    char word[32];
    if (fscanf(f, "%31s", word) != 1) return 0;
    if (strcmp(word, "lose") == 0) {
        *lose = 1;
    } else {
        *lose = 0;
        if (sscanf(word, "%d", i) != 1 || fscanf(f, "%d", k) != 1) return 0;
    }
    char extra[2];
    return fscanf(f, "%1s", extra) != 1;
}

// Whether the move "i k" is legal and leaves a xor of 0.
static int wins(int i, int k) {
    if (i < 1 || i > n || k < 1 || k > heaps[i - 1]) return 0;
    return (x ^ heaps[i - 1] ^ (heaps[i - 1] - k)) == 0;
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: check INPUT OUTPUT ANSWER\n");
        return 3;
    }
    FILE *input = fopen(argv[1], "r"), *output = fopen(argv[2], "r"),
         *answer = fopen(argv[3], "r");
    if (!input || !output || !answer) {
        fprintf(stderr, "cannot open the files\n");
        return 3;
    }
    if (fscanf(input, "%d", &n) != 1 || n < 1 || n > 8) return 3;
    for (int i = 0; i < n; i++) {
        if (fscanf(input, "%d", &heaps[i]) != 1) return 3;
        x ^= heaps[i];
    }
    int lose, i = 0, k = 0;
    if (!read_answer(answer, &lose, &i, &k) || lose != (x == 0) || (!lose && !wins(i, k))) {
        fprintf(stderr, "the reference's answer is wrong\n");
        return 3;
    }
    if (!read_answer(output, &lose, &i, &k)) {
        fprintf(stderr, "expected `lose` or a move `i k`, and nothing after it\n");
        return 1;
    }
    if (x == 0) {
        if (lose) {
            fprintf(stderr, "ok, lost\n");
            return 0;
        }
        fprintf(stderr, "the position is lost (xor 0), but the program moves %d %d\n", i, k);
        return 1;
    }
    if (lose) {
        fprintf(stderr, "the position is won (xor %d), but the program says lose\n", x);
        return 1;
    }
    if (!wins(i, k)) {
        fprintf(stderr, "the move %d %d does not win (xor %d)\n", i, k, x);
        return 1;
    }
    fprintf(stderr, "ok, %d %d wins\n", i, k);
    return 0;
}
