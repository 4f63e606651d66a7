//! Tokens on a directed acyclic graph (hdu-1524): a move slides one token along
//! one edge; several tokens may share a node.
//!
//! Compared: first whether the input is a game at all ("validity": both sides
//! must agree that the graph is acyclic with every edge on it, or refuse it for
//! the same reason: an edge off the graph, or a cycle); then, for a DAG, the
//! value of one token on each node, and the position's outcome, Grundy value and
//! winning moves (token, target node) by token then target, each once
//! (parallel edges are one move).
//!
//! The oracle does not know what a cycle is: it searches one token from every
//! node, and the game is finite from every node exactly when the graph has no
//! cycle, which its engine reports as a position it can return to.
//!
//! Laws, checked at any size: each node's value is the mex of its successors';
//! winning moves are legal, listed in the stated order, and leave a position the
//! solver calls lost; a lost position has none and a won one has one; a refused
//! graph is refused with a cycle that is one (each named node has an edge to the
//! next, the last back to the first) or with an edge that really leaves it.

use crate::family::{list, parse_u64, take_option, Comparison, Family};
use crate::fixed_hash::HashSet;
use arbitrary::{Arbitrary, Unstructured};
use oracle::dag::TokenGraph;
use oracle::search::{SearchError, Searcher};
use solver::dag::{Dag as SolvedDag, DagError};
use std::fmt;

/// States (and moves) one oracle query may visit; a graph with more nodes and
/// edges than this is not searched at all.
pub const ORACLE_BUDGET: usize = 200_000;

/// A graph on nodes `0..nodes`, its edges `(from, to)` in the order given, and
/// the node under each token. Edges may leave the graph or close a cycle (both
/// sides must refuse those); tokens are always on a node. Generated with at
/// most [`DagPosition::MAX_NODES`] nodes, [`DagPosition::MAX_EDGES`] edges and
/// [`DagPosition::MAX_TOKENS`] tokens, which the oracle searches in well under a
/// millisecond; parsed from the command line up to the solver's node limit.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DagPosition {
    pub nodes: usize,
    pub edges: Vec<(usize, usize)>,
    pub tokens: Vec<usize>,
}

impl DagPosition {
    pub const MAX_NODES: usize = 8;
    pub const MAX_EDGES: usize = 14;
    pub const MAX_TOKENS: usize = 3;

    /// `--nodes N [--edges a-b,c-d,...] TOKEN...`
    pub fn parse(args: &[String]) -> Result<Self, String> {
        let mut token_words = args.to_vec();
        let nodes = take_option(&mut token_words, "--nodes", "a value: a number of nodes")?;
        let edges = match take_option(&mut token_words, "--edges", "a value: a-b,c-d,...")? {
            Some(value) => parse_edges(&value)?,
            None => Vec::new(),
        };
        if let Some(w) = token_words.iter().find(|w| w.starts_with("--")) {
            return Err(format!("unknown option `{w}` (--nodes, --edges)"));
        }
        let n = parse_u64(&nodes.ok_or("missing --nodes N")?, "--nodes")?;
        let limit = solver::dag::MAX_NODES;
        let nodes = usize::try_from(n)
            .ok()
            .filter(|&n| n <= limit)
            .ok_or(format!("--nodes {n}: at most {limit} nodes"))?;
        let tokens = token_words
            .iter()
            .enumerate()
            .map(|(i, w)| {
                let node = parse_node(w, &format!("token {}", i + 1))?;
                if node < nodes {
                    Ok(node)
                } else {
                    Err(format!(
                        "token {} is on node {node}, which is not one of the {nodes} nodes",
                        i + 1
                    ))
                }
            })
            .collect::<Result<_, String>>()?;
        Ok(DagPosition {
            nodes,
            edges,
            tokens,
        })
    }

    /// Every graph on `size` nodes whose edges go from a lower to a higher
    /// node (each subset of the pairs, in pair order), with one token on each
    /// node and two tokens on each pair of nodes (shared ones too); each of
    /// those graphs again with the back edge `size-1 -> 0` and a token on 0;
    /// and one graph with an edge off it.
    pub fn of_size(size: u32) -> Vec<Self> {
        let n = size as usize;
        let pairs: Vec<(usize, usize)> = (0..n)
            .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
            .collect();
        let mut token_sets: Vec<Vec<usize>> = (0..n).map(|v| vec![v]).collect();
        token_sets.extend((0..n).flat_map(|i| (i..n).map(move |j| vec![i, j])));
        if token_sets.is_empty() {
            token_sets.push(Vec::new());
        }
        let mut out = Vec::new();
        for mask in 0u64..1 << pairs.len() {
            let edges: Vec<(usize, usize)> = pairs
                .iter()
                .enumerate()
                .filter(|&(i, _)| mask >> i & 1 == 1)
                .map(|(_, &e)| e)
                .collect();
            for tokens in &token_sets {
                out.push(DagPosition {
                    nodes: n,
                    edges: edges.clone(),
                    tokens: tokens.clone(),
                });
            }
            if n >= 1 {
                let mut cyclic = edges;
                cyclic.push((n - 1, 0));
                out.push(DagPosition {
                    nodes: n,
                    edges: cyclic,
                    tokens: vec![0],
                });
            }
        }
        if n >= 1 {
            out.push(DagPosition {
                nodes: n,
                edges: vec![(0, n)],
                tokens: vec![0],
            });
        }
        out
    }
}

fn parse_node(word: &str, what: &str) -> Result<usize, String> {
    let n = parse_u64(word, what)?;
    usize::try_from(n).map_err(|_| format!("{what}: {n} does not fit this machine"))
}

/// `a-b,c-d`; an empty list is no edges.
fn parse_edges(text: &str) -> Result<Vec<(usize, usize)>, String> {
    if text.is_empty() {
        return Ok(Vec::new());
    }
    text.split(',')
        .enumerate()
        .map(|(i, w)| {
            let what = format!("edge {} `{w}`", i + 1);
            let (from, to) = w
                .split_once('-')
                .ok_or(format!("{what}: write an edge as FROM-TO"))?;
            Ok((parse_node(from, &what)?, parse_node(to, &what)?))
        })
        .collect()
}

impl<'a> Arbitrary<'a> for DagPosition {
    /// Mostly DAGs: edges from a lower to a higher rank, with ranks mapped to
    /// nodes by a random permutation (so node order is not a topological
    /// order). One graph in ten gets one edge from a rank to a rank at or below
    /// it (a cycle when the lower rank reaches the higher, always for a
    /// self-loop), one in ten an edge with an end off the graph.
    fn arbitrary(u: &mut Unstructured<'a>) -> arbitrary::Result<Self> {
        let nodes = u.int_in_range(0..=Self::MAX_NODES)?;
        let mut label: Vec<usize> = (0..nodes).collect();
        for i in (1..nodes).rev() {
            let j = u.int_in_range(0..=i)?;
            label.swap(i, j);
        }
        let mut edges = Vec::new();
        if nodes >= 2 {
            for _ in 0..u.int_in_range(0..=Self::MAX_EDGES - 1)? {
                let a = u.int_in_range(0..=nodes - 2)?;
                let b = u.int_in_range(a + 1..=nodes - 1)?;
                edges.push((label[a], label[b]));
            }
        }
        let odd_edge = match u.int_in_range(0..=9u8)? {
            0 if nodes >= 1 => {
                let a = u.int_in_range(0..=nodes - 1)?;
                let b = u.int_in_range(0..=a)?;
                Some((label[a], label[b]))
            }
            1 => {
                let inside = u.int_in_range(0..=nodes.saturating_sub(1))?;
                let outside = nodes + u.int_in_range(0..=2)?;
                Some(if u.arbitrary()? {
                    (inside, outside)
                } else {
                    (outside, inside)
                })
            }
            _ => None,
        };
        if let Some(edge) = odd_edge {
            let at = u.int_in_range(0..=edges.len())?;
            edges.insert(at, edge);
        }
        let mut tokens = Vec::new();
        if nodes >= 1 {
            for _ in 0..u.int_in_range(0..=Self::MAX_TOKENS)? {
                tokens.push(u.int_in_range(0..=nodes - 1)?);
            }
        }
        Ok(DagPosition {
            nodes,
            edges,
            tokens,
        })
    }
}

impl fmt::Display for DagPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "--nodes {}", self.nodes)?;
        if !self.edges.is_empty() {
            let edges: Vec<String> = self.edges.iter().map(|(a, b)| format!("{a}-{b}")).collect();
            write!(f, " --edges {}", edges.join(","))?;
        }
        for t in &self.tokens {
            write!(f, " {t}")?;
        }
        Ok(())
    }
}

/// A move written as both sides are compared.
pub fn move_text(token: usize, to: usize) -> String {
    format!("token {token} to {to}")
}

const ACYCLIC: &str = "acyclic graph";
const EDGE_OFF: &str = "refused: an edge leaves the graph";
const CYCLE: &str = "refused: a cycle";

/// The solver's verdict on the input, as the kind of answer both sides give.
fn solver_validity(result: &Result<SolvedDag, DagError>) -> String {
    match result {
        Ok(_) => ACYCLIC.into(),
        Err(DagError::EdgeOutOfRange { .. }) => EDGE_OFF.into(),
        Err(DagError::Cycle { .. }) => CYCLE.into(),
        Err(e) => format!("refused: {e}"),
    }
}

/// What the oracle found out about one graph, kept while positions on the
/// same graph are checked one after another.
struct Searched {
    nodes: usize,
    edges: Vec<(usize, usize)>,
    /// The searcher, or the edge that kept the graph from being a game.
    searcher: Result<Searcher<TokenGraph>, String>,
    /// The game's verdict, and the value of one token on each node.
    validity: Result<String, String>,
    node_values: Result<Vec<u64>, String>,
}

impl Searched {
    fn new(nodes: usize, edges: &[(usize, usize)]) -> Self {
        let searcher = TokenGraph::new(nodes, edges)
            .map(|g| Searcher::new(g, crate::check::oracle_budget(ORACLE_BUDGET)))
            .map_err(|e| e.to_string());
        let mut searched = Searched {
            nodes,
            edges: edges.to_vec(),
            searcher,
            validity: Ok(EDGE_OFF.into()),
            node_values: Err("the graph is not a game".into()),
        };
        if let Ok(searcher) = &mut searched.searcher {
            let budget = searcher.budget();
            let too_large = SearchError::TooLarge { budget };
            // One query per node: skip graphs whose nodes alone exceed the
            // budget instead of spending it once per node.
            let values: Result<Vec<u64>, SearchError> =
                if nodes.saturating_add(edges.len()) > budget {
                    Err(too_large)
                } else {
                    (0..nodes)
                        .map(|v| searcher.value(&vec![v]))
                        .collect::<Result<_, _>>()
                };
            searched.validity = match &values {
                Ok(_) => Ok(ACYCLIC.into()),
                Err(SearchError::Cycle) => Ok(CYCLE.into()),
                Err(e) => Err(e.to_string()),
            };
            searched.node_values = values.map_err(|e| e.to_string());
        }
        searched
    }
}

pub struct Dag;

/// The oracle's findings for the graph it last saw.
#[derive(Default)]
pub struct DagOracle(Option<Searched>);

impl DagOracle {
    fn graph(&mut self, nodes: usize, edges: &[(usize, usize)]) -> &mut Searched {
        let same = self
            .0
            .as_ref()
            .is_some_and(|s| s.nodes == nodes && s.edges == edges);
        if !same {
            self.0 = Some(Searched::new(nodes, edges));
        }
        self.0.as_mut().expect("just set")
    }
}

impl Family for Dag {
    type Position = DagPosition;
    type Oracle = DagOracle;

    const NAME: &'static str = "dag";
    const ABOUT: &'static str =
        "tokens on a directed acyclic graph: slide one token along one edge (hdu-1524)";
    const SYNTAX: &'static str =
        "--nodes N [--edges FROM-TO,...] TOKEN... (e.g. `--nodes 4 --edges 0-1,0-2,2-3 0 2`)";
    const EXHAUSTIVE_SIZE: u32 = 5;

    fn parse(args: &[String]) -> Result<DagPosition, String> {
        DagPosition::parse(args)
    }

    fn size(p: &DagPosition) -> u64 {
        p.nodes as u64
    }

    fn positions_of_size(size: u32) -> Vec<DagPosition> {
        DagPosition::of_size(size)
    }

    fn compare(p: &DagPosition, oracle: &mut DagOracle) -> Comparison {
        let searched = oracle.graph(p.nodes, &p.edges);
        let solved = SolvedDag::new(p.nodes, &p.edges);
        let mut c = Comparison::default();
        c.row(
            "validity",
            Ok(solver_validity(&solved)),
            searched.validity.clone(),
        );
        let dag = match solved {
            Ok(dag) => dag,
            Err(e) => {
                c.note(format!("solver: {e}"));
                refusal_laws(&mut c, p, &e);
                return c;
            }
        };

        c.row(
            "node-values",
            Ok(list(dag.node_values())),
            searched
                .node_values
                .as_ref()
                .map(list)
                .map_err(Clone::clone),
        );
        let answer = match &mut searched.searcher {
            Ok(searcher) => searcher.analyze(&p.tokens).map_err(|e| e.to_string()),
            Err(e) => Err(e.clone()),
        };
        let grundy = dag.grundy(&p.tokens).map_err(|e| e.to_string());
        let moves = dag.winning_moves(&p.tokens).map_err(|e| e.to_string());
        c.impartial_rows(&grundy, &answer);
        c.row(
            "winning-moves",
            moves
                .as_ref()
                .map(|ms| list(ms.iter().map(|m| move_text(m.token, m.to))))
                .map_err(Clone::clone),
            answer
                .as_ref()
                .map(|a| {
                    let mut found: Vec<(usize, usize)> =
                        a.winning_moves.iter().map(|m| (m.token, m.to)).collect();
                    found.sort_unstable();
                    found.dedup();
                    list(found.into_iter().map(|(t, w)| move_text(t, w)))
                })
                .map_err(Clone::clone),
        );

        value_laws(&mut c, &dag);
        if let (Ok(g), Ok(ms)) = (&grundy, &moves) {
            let edges: HashSet<(usize, usize)> = if ms.is_empty() {
                HashSet::default()
            } else {
                p.edges.iter().copied().collect()
            };
            for m in ms {
                let legal = p
                    .tokens
                    .get(m.token)
                    .is_some_and(|&at| edges.contains(&(at, m.to)));
                c.law("winning-move-is-legal", legal, || {
                    format!("{} is not a move", move_text(m.token, m.to))
                });
                if legal {
                    let mut next = p.tokens.clone();
                    next[m.token] = m.to;
                    let after = dag.grundy(&next);
                    c.law("winning-move-leaves-a-loss", after == Ok(0), || {
                        format!("after {} the value is {after:?}", move_text(m.token, m.to))
                    });
                }
            }
            let ordered = ms
                .windows(2)
                .all(|w| (w[0].token, w[0].to) < (w[1].token, w[1].to));
            c.law("winning-moves-in-stated-order", ordered, || {
                format!("not strictly by token then target: {ms:?}")
            });
            c.law("win-has-a-winning-move", *g == 0 || !ms.is_empty(), || {
                "won, yet no winning move".into()
            });
            c.law("loss-has-no-winning-move", *g != 0 || ms.is_empty(), || {
                "lost, yet winning moves".into()
            });
        }
        c
    }
}

/// Every node's value is the mex of its successors' values.
fn value_laws(c: &mut Comparison, dag: &SolvedDag) {
    let values = dag.node_values();
    for (v, &value) in values.iter().enumerate() {
        let mut options: Vec<u32> = dag.successors(v).map(|w| values[w]).collect();
        options.sort_unstable();
        options.dedup();
        let mex = options
            .iter()
            .enumerate()
            .find(|&(i, &g)| g as usize != i)
            .map_or(options.len(), |(i, _)| i);
        c.law("value-is-mex-of-successors", value as usize == mex, || {
            format!("node {v}: value {value}, mex of successors {mex}")
        });
    }
}

/// A refusal must name a real problem of the input.
fn refusal_laws(c: &mut Comparison, p: &DagPosition, error: &DagError) {
    match error {
        DagError::Cycle { cycle } => {
            let edges: HashSet<(usize, usize)> = p.edges.iter().copied().collect();
            let closes = !cycle.is_empty()
                && (0..cycle.len())
                    .all(|i| edges.contains(&(cycle[i], cycle[(i + 1) % cycle.len()])));
            let mut distinct = cycle.clone();
            distinct.sort_unstable();
            distinct.dedup();
            c.law(
                "named-cycle-is-a-cycle",
                closes && distinct.len() == cycle.len(),
                || format!("{cycle:?} is not a simple cycle of the edges"),
            );
        }
        DagError::EdgeOutOfRange {
            index,
            from,
            to,
            nodes,
        } => {
            let first_bad = p
                .edges
                .iter()
                .position(|&(a, b)| a >= p.nodes || b >= p.nodes);
            c.law(
                "named-edge-is-the-first-off-the-graph",
                first_bad == Some(*index)
                    && p.edges.get(*index) == Some(&(*from, *to))
                    && *nodes == p.nodes,
                || format!("named edge {index} ({from}-{to}), first bad edge {first_bad:?}"),
            );
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    fn check(text: &str) -> Comparison {
        Dag::compare(
            &DagPosition::parse(&words(text)).unwrap(),
            &mut DagOracle::default(),
        )
    }

    #[test]
    fn parse_and_display_round_trip() {
        for text in [
            "--nodes 4 --edges 0-1,0-2,2-3 0 2",
            "--nodes 3",
            "--nodes 2 --edges 0-1,1-0 0 0 1",
            "--nodes 2 --edges 0-7 1",
        ] {
            let p = DagPosition::parse(&words(text)).unwrap();
            assert_eq!(p.to_string(), text);
        }
        let p = DagPosition::parse(&words("1 --edges=0-1 --nodes=2")).unwrap();
        assert_eq!(p.to_string(), "--nodes 2 --edges 0-1 1");
    }

    #[test]
    fn bad_words_are_named() {
        let err = |t: &str| DagPosition::parse(&words(t)).unwrap_err();
        assert!(err("0 1").contains("--nodes"));
        assert!(err("--nodes 1000000000000000000").contains("at most"));
        assert!(err("--nodes 3 --edges 0-1,2 0").contains("edge 2"));
        assert!(err("--nodes 3 --edges 0-x").contains("edge 1"));
        assert!(err("--nodes 3 0 3").contains("token 2"));
        assert!(err("--nodes 0 0").contains("token 1"));
        assert!(err("--nodes 3 --colour red").contains("--colour"));
        assert!(err("--nodes").contains("needs a value"));
    }

    #[test]
    fn agrees_on_the_hdu_1524_sample() {
        let c = check("--nodes 4 --edges 0-1,0-2,2-3 0 2");
        assert!(c.discrepancies("dag", "").is_empty(), "{c:?}");
        assert_eq!(c.rows[0].solver, Ok(ACYCLIC.to_string()));
        assert_eq!(c.rows[1].solver, Ok("[2, 0, 1, 0]".to_string()));
        assert_eq!(c.rows[4].solver, Ok("[token 0 to 2]".to_string()));
        let c = check("--nodes 4 --edges 0-1,1-2 1 1");
        assert_eq!(c.rows[2].oracle, Ok(crate::games::outcome_word(false)));
        assert!(c.discrepancies("dag", "").is_empty(), "{c:?}");
    }

    #[test]
    fn both_sides_refuse_a_cycle_even_far_from_the_tokens() {
        // The token on 3 cannot reach the cycle 1 -> 2 -> 1: the oracle still
        // sees it from one token on 1.
        let c = check("--nodes 4 --edges 0-1,1-2,2-1 3");
        assert_eq!(c.rows.len(), 1);
        assert_eq!(c.rows[0].solver, Ok(CYCLE.to_string()));
        assert_eq!(c.rows[0].oracle, Ok(CYCLE.to_string()));
        assert!(c.discrepancies("dag", "").is_empty(), "{c:?}");
        assert!(c.notes[0].contains("1 -> 2 -> 1"), "{:?}", c.notes);
    }

    #[test]
    fn both_sides_refuse_an_edge_off_the_graph() {
        let c = check("--nodes 2 --edges 0-1,1-5 0");
        assert_eq!(c.rows[0].solver, Ok(EDGE_OFF.to_string()));
        assert_eq!(c.rows[0].oracle, Ok(EDGE_OFF.to_string()));
        assert!(c.discrepancies("dag", "").is_empty(), "{c:?}");
    }

    #[test]
    fn parallel_edges_and_shared_nodes() {
        let c = check("--nodes 3 --edges 0-1,0-1,1-2,0-2 0 0 1");
        assert!(c.discrepancies("dag", "").is_empty(), "{c:?}");
    }

    #[test]
    fn a_wrong_refusal_is_a_broken_law() {
        let p = DagPosition::parse(&words("--nodes 3 --edges 0-1,1-2 0")).unwrap();
        let mut c = Comparison::default();
        refusal_laws(&mut c, &p, &DagError::Cycle { cycle: vec![0, 1] });
        assert_eq!(c.broken_laws.len(), 1);
        refusal_laws(
            &mut c,
            &p,
            &DagError::EdgeOutOfRange {
                index: 1,
                from: 1,
                to: 2,
                nodes: 3,
            },
        );
        assert_eq!(c.broken_laws.len(), 2);
    }

    #[test]
    fn a_graph_too_large_for_the_oracle_gets_laws_only() {
        let n = 300_000;
        let edges: Vec<String> = (0..n - 1).map(|i| format!("{i}-{}", i + 1)).collect();
        let text = format!("--nodes {n} --edges {} 0 5", edges.join(","));
        let c = check(&text);
        assert!(c.oracle_gave_up());
        assert!(c.discrepancies("dag", "").is_empty(), "{c:?}");
        assert_eq!(c.rows[3].solver, Ok("1".to_string()));
    }

    #[test]
    fn sizes_and_sweep() {
        assert_eq!(DagPosition::of_size(0).len(), 1);
        // 2 nodes: 2 graphs x (2 singles + 3 pairs), 2 with the back edge, 1
        // off the graph.
        assert_eq!(DagPosition::of_size(2).len(), 2 * 5 + 2 + 1);
        let mut oracle = DagOracle::default();
        for size in 0..=3 {
            for p in DagPosition::of_size(size) {
                let c = Dag::compare(&p, &mut oracle);
                assert!(
                    c.discrepancies("dag", &p.to_string()).is_empty(),
                    "{p}: {c:?}"
                );
            }
        }
    }

    #[test]
    fn generated_positions_are_in_bounds() {
        let mut seen_cycle = false;
        let mut seen_off = false;
        for seed in 0..400u32 {
            let bytes: Vec<u8> = (0..64u32)
                .map(|i| (seed.wrapping_mul(2_654_435_761).wrapping_add(i * 40_503) >> 13) as u8)
                .collect();
            let Ok(p) = DagPosition::arbitrary(&mut Unstructured::new(&bytes)) else {
                continue;
            };
            assert!(p.nodes <= DagPosition::MAX_NODES);
            assert!(p.edges.len() <= DagPosition::MAX_EDGES);
            assert!(p.tokens.len() <= DagPosition::MAX_TOKENS);
            assert!(p.tokens.iter().all(|&t| t < p.nodes));
            match SolvedDag::new(p.nodes, &p.edges) {
                Err(DagError::Cycle { .. }) => seen_cycle = true,
                Err(DagError::EdgeOutOfRange { .. }) => seen_off = true,
                _ => {}
            }
            let round = DagPosition::parse(&words(&p.to_string())).unwrap();
            assert_eq!(round, p);
        }
        assert!(seen_cycle && seen_off);
    }
}
