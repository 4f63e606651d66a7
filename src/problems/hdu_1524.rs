//! Inputs for hdu-1524 (poj-2425, tokens on a DAG).
//!
//! Every graph is acyclic by construction: nodes get a random rank and every
//! edge goes from a lower rank to a higher one, so no generated input is
//! refused for a cycle. Traps: several cases in one input; tokens paired on one
//! node (they cancel: `LOSE`) and many tokens on one node; nodes with many
//! successors and parallel edges; input order that is not a topological order;
//! at judge size (and in one small input in four) `N = 1000` and `M = 10`
//! (small inputs only sparse graphs; the 2 MB tournament at judge size).
//! Beyond the judge: line breaks in odd places (line structure must not
//! matter to the solver, but the judge writes one node per line), and past it
//! a 10^6-node chain (deep: a recursive search would overflow its stack), a
//! 10^6-edge graph and a query of 10^5 tokens.

use super::{at_judge_scale, is_beyond, Domain, InputSize, Problem, Source};
use std::fmt::Write;

pub const PROBLEM: Problem = Problem {
    id: "hdu-1524",
    aliases: &["poj-2425"],
    about: "tokens on a DAG, several graphs with queries: WIN or LOSE",
    generate,
    validate: crate::validate::hdu_1524::validate,
};

/// A graph by successor lists, and the queries asked on it.
struct Case {
    successors: Vec<Vec<usize>>,
    queries: Vec<Vec<usize>>,
}

fn generate(src: &mut dyn Source, size: InputSize, domain: Domain) -> Vec<u8> {
    let mut out = String::new();
    match size {
        InputSize::Small if at_judge_scale(src, size, domain) => {
            // The judge's node count, but a sparse graph (a few thousand
            // edges, tens of KB): the dense tournament of half a million
            // edges (2 MB) is `--size judge`'s.
            let n = src.largest(1, 1000) as usize;
            let successors = match src.range(0, 1) {
                0 => {
                    let edges = src.largest(0, 5000) as usize;
                    let wide = src.largest(0, n as u64 - 1) as usize;
                    random_dag(src, n, edges, wide)
                }
                _ => chain(n),
            };
            let queries = (0..src.range(1, 5))
                .map(|_| {
                    let m = src.range(1, 10) as usize;
                    query(src, n, m)
                })
                .collect();
            write_plain(
                &mut out,
                &Case {
                    successors,
                    queries,
                },
            );
        }
        InputSize::Small => {
            let scrambled = is_beyond(size, domain) && src.one_in(4);
            for _ in 0..src.range(1, 3) {
                let case = small_case(src);
                write_case(&mut out, &case, &mut |k| separator(src, scrambled, k));
            }
        }
        InputSize::Judge => {
            let n = src.largest(1, 1000) as usize;
            let edges = src.largest(0, 5000) as usize;
            // A random graph, a chain, a tournament: under `--judge-cases K`
            // the first K of them.
            let count = src.case_count(1, 3);
            for kind in 0..count {
                let successors = match kind {
                    0 => random_dag(src, n, edges, n - 1),
                    1 => chain(n),
                    _ => transitive_tournament(src, n),
                };
                let queries = judge_queries(src, n);
                write_plain(
                    &mut out,
                    &Case {
                        successors,
                        queries,
                    },
                );
            }
        }
        InputSize::Huge => {
            let n = 1_000_000;
            let mut queries: Vec<Vec<usize>> = judge_queries(src, n);
            queries.push(vec![0; 100_000]);
            queries.push(vec![0; 99_999]);
            write_plain(
                &mut out,
                &Case {
                    successors: chain(n),
                    queries,
                },
            );
            let n = 200_000;
            let mut queries: Vec<Vec<usize>> = judge_queries(src, n);
            queries.push(query(src, n, 100_000));
            write_plain(
                &mut out,
                &Case {
                    successors: random_dag(src, n, 5 * n, 100_000),
                    queries,
                },
            );
        }
    }
    out.into_bytes()
}

/// Up to 8 nodes, 14 edges and 3 queries; ten tokens only on graphs of at
/// most 5 nodes, so the oracle's search of every spread of the tokens stays
/// small (at most 1001 positions).
fn small_case(src: &mut dyn Source) -> Case {
    let nodes = src.range(1, 8) as usize;
    let edges = src.range(0, 14) as usize;
    let wide = src.range(0, nodes as u64 - 1) as usize;
    let successors = random_dag(src, nodes, edges, wide);
    let most_tokens = if nodes <= 5 { 10 } else { 3 };
    let mut queries = Vec::new();
    for _ in 0..src.range(0, 3) {
        let m = src.range(1, most_tokens) as usize;
        queries.push(query(src, nodes, m));
    }
    Case {
        successors,
        queries,
    }
}

/// `nodes` nodes ranked at random, about `edges` random edges up the ranks
/// (repeats allowed), and the lowest-ranked node given `wide` more successors.
fn random_dag(src: &mut dyn Source, nodes: usize, edges: usize, wide: usize) -> Vec<Vec<usize>> {
    let mut successors = vec![Vec::new(); nodes];
    if nodes < 2 {
        return successors;
    }
    let by_rank = shuffled(src, nodes);
    for _ in 0..edges {
        let low = src.range(0, nodes as u64 - 2) as usize;
        let high = src.range(low as u64 + 1, nodes as u64 - 1) as usize;
        successors[by_rank[low]].push(by_rank[high]);
    }
    let first = by_rank[0];
    for &to in by_rank[1..].iter().take(wide) {
        successors[first].push(to);
    }
    successors
}

/// `0 -> 1 -> ... -> n-1`: depth `n`, values alternate.
fn chain(n: usize) -> Vec<Vec<usize>> {
    (0..n)
        .map(|v| if v + 1 < n { vec![v + 1] } else { Vec::new() })
        .collect()
}

/// Every edge from a lower rank to a higher one: node of rank `r` has `n-1-r`
/// successors and value `n-1-r`.
fn transitive_tournament(src: &mut dyn Source, n: usize) -> Vec<Vec<usize>> {
    let by_rank = shuffled(src, n);
    let mut successors = vec![Vec::new(); n];
    for r in 0..n {
        successors[by_rank[r]] = by_rank[r + 1..].to_vec();
    }
    successors
}

/// `0..n` in a random order.
fn shuffled(src: &mut dyn Source, n: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        let j = src.range(0, i as u64) as usize;
        order.swap(i, j);
    }
    order
}

/// 1000 queries, half of them of the judge's most tokens (10), the rest of 1
/// to 9 (odd counts keep paired and piled tokens from always losing).
fn judge_queries(src: &mut dyn Source, nodes: usize) -> Vec<Vec<usize>> {
    (0..src.largest(1, 1000))
        .map(|_| {
            let m = if src.one_in(2) { 10 } else { src.range(1, 9) };
            query(src, nodes, m as usize)
        })
        .collect()
}

/// `m` tokens on `0..nodes`: random, or (half the time, for even `m`) in
/// pairs on shared nodes, which cancel.
fn query(src: &mut dyn Source, nodes: usize, m: usize) -> Vec<usize> {
    let top = nodes as u64 - 1;
    if m % 2 == 0 && src.one_in(2) {
        let mut tokens = Vec::with_capacity(m);
        for _ in 0..m / 2 {
            let at = src.range(0, top) as usize;
            tokens.extend([at, at]);
        }
        tokens
    } else if src.one_in(4) {
        vec![src.range(0, top) as usize; m]
    } else {
        (0..m).map(|_| src.range(0, top) as usize).collect()
    }
}

/// Where a separator stands: between words of one line, at a line's end.
#[derive(Clone, Copy)]
enum Gap {
    Word,
    Line,
}

/// The usual separator, or when `scrambled` any white space at all.
fn separator(src: &mut dyn Source, scrambled: bool, gap: Gap) -> &'static str {
    if scrambled {
        const SPACES: [&str; 6] = [" ", "\n", "\n\n", "\t", "\r\n", "  "];
        let space: &&'static str = src.pick(&SPACES);
        space
    } else {
        match gap {
            Gap::Word => " ",
            Gap::Line => "\n",
        }
    }
}

fn write_plain(out: &mut String, case: &Case) {
    write_case(out, case, &mut |gap| match gap {
        Gap::Word => " ",
        Gap::Line => "\n",
    });
}

/// `N`, each node's `X` and successors, each query, `0`.
fn write_case(out: &mut String, case: &Case, sep: &mut dyn FnMut(Gap) -> &'static str) {
    let mut line = |out: &mut String, count: usize, items: &[usize]| {
        write!(out, "{count}").expect("writing to a String");
        for item in items {
            out.push_str(sep(Gap::Word));
            write!(out, "{item}").expect("writing to a String");
        }
        out.push_str(sep(Gap::Line));
    };
    line(out, case.successors.len(), &[]);
    for successors in &case.successors {
        line(out, successors.len(), successors);
    }
    for tokens in &case.queries {
        line(out, tokens.len(), tokens);
    }
    line(out, 0, &[]);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn judge_size_is_the_judge_maximum() {
        let input = PROBLEM.generate_seeded(3, InputSize::Judge, Domain::Inside);
        let program = solver::problems::find("hdu-1524").unwrap();
        let out = solver::problems::run(program, &input).unwrap();
        assert_eq!(
            out.split(|&b| b == b'\n').filter(|l| !l.is_empty()).count(),
            3000
        );
        let text = String::from_utf8(input).unwrap();
        assert!(text.starts_with("1000\n"));
        // The transitive tournament: some node has all 999 others as successors.
        assert!(text.lines().any(|l| l.starts_with("999 ")));
    }

    #[test]
    fn small_inputs_stay_small_and_vary() {
        let (mut wins, mut losses, mut many_tokens) = (0, 0, 0);
        for seed in 0..200 {
            let mut rng = Rng::new(seed);
            let input = generate(&mut rng, InputSize::Small, Domain::Reach);
            assert!(input.len() < 1000, "seed {seed}");
            let program = solver::problems::find("hdu-1524").unwrap();
            let out = String::from_utf8(solver::problems::run(program, &input).unwrap()).unwrap();
            wins += out.matches("WIN").count();
            losses += out.matches("LOSE").count();
            many_tokens += usize::from(String::from_utf8_lossy(&input).contains("\n10 "));
        }
        assert!(wins > 50 && losses > 50, "{wins} wins, {losses} losses");
        assert!(many_tokens > 5, "{many_tokens} inputs with ten tokens");
    }
}
