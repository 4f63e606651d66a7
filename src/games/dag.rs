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

use crate::fixed_hash::HashSet;
use crate::mex::mex;
use crate::notation::prelude::*;
use oracle::dag::{Slide, TokenGraph};
use oracle::search::SearchError;
use solver::dag::{Dag as SolvedDag, DagError};

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

/// A graph: its node count and edges, as given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    pub nodes: usize,
    pub edges: Vec<(usize, usize)>,
}

/// Hashes the node and edge counts and the first edge only: the oracle
/// keeps a check per graph, found by this hash for every position, and
/// hashing every edge (SipHash) cost more than telling apart the few graphs
/// kept.
impl std::hash::Hash for Graph {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        (self.nodes, self.edges.len(), self.edges.first()).hash(state);
    }
}

/// What each side found out about a graph, kept with its check: the
/// solver's graph (or why it refused it), and the rows of the graph itself.
pub struct Seen {
    solved: Result<SolvedDag, DagError>,
    /// The laws the solver's node values break (see [`value_laws`]): the
    /// same for every position of the graph.
    value_laws: Vec<BrokenLaw>,
    /// The oracle's refusal of the graph: an edge off it.
    off_graph: Option<String>,
    /// The oracle's graph, built once with `off_graph` and taken by
    /// [`Declaration::rules`].
    rules: Option<TokenGraph>,
    /// Both sides' verdict on the graph and node values, written at the
    /// check's first position (the oracle's within the check's budget).
    rows: Option<Vec<Row>>,
}

impl Seen {
    fn of(Graph { nodes, edges }: &Graph) -> Seen {
        let solved = SolvedDag::new(*nodes, edges);
        let (rules, off_graph) = match TokenGraph::new(*nodes, edges) {
            Ok(rules) => (Some(rules), None),
            Err(e) => (None, Some(e.to_string())),
        };
        Seen {
            value_laws: solved.as_ref().map_or_else(|_| Vec::new(), value_laws),
            solved,
            off_graph,
            rules,
            rows: None,
        }
    }
}

/// A graph with what is found out about it, built on first use.
pub type SeenGraph = WithState<Graph, Option<Seen>>;

/// Runs `f` on what is known of `graph`, found out once per check.
fn with_seen<T>(graph: &SeenGraph, f: impl FnOnce(&mut Seen) -> T) -> T {
    graph.with(|g, seen| f(seen.get_or_insert_with(|| Seen::of(g))))
}

/// Both sides' verdict on the graph and, where the solver took it, their
/// node values. The oracle's: one token on each node, searched; the game is
/// finite from every node exactly when the graph has no cycle, which its
/// engine reports as a position it can return to. A graph whose nodes
/// alone exceed the budget is not searched.
fn graph_rows(graph: &SeenGraph, check: &mut DeclaredCheck<DagGame>, budget: usize) -> Vec<Row> {
    let (validity, values) = if with_seen(graph, |seen| seen.off_graph.is_some()) {
        (Ok(EDGE_OFF.into()), Err("the graph is not a game".into()))
    } else {
        let values: Result<Vec<u64>, String> =
            if graph.nodes.saturating_add(graph.edges.len()) > budget {
                Err(SearchError::TooLarge { budget }.to_string())
            } else {
                (0..graph.nodes)
                    .map(|v| check.oracle_value(&vec![v]).map(|g| g.unwrap_or(0)))
                    .collect()
            };
        let validity = match &values {
            Ok(_) => Ok(ACYCLIC.into()),
            Err(e) if *e == SearchError::Cycle.to_string() => Ok(CYCLE.into()),
            Err(e) => Err(e.clone()),
        };
        (validity, values.map(list))
    };
    with_seen(graph, |seen| {
        let mut rows = vec![Row {
            field: "validity",
            solver: Ok(solver_validity(&seen.solved)),
            oracle: validity,
        }];
        if let Ok(dag) = &seen.solved {
            rows.push(Row {
                field: "node-values",
                solver: Ok(list(dag.node_values())),
                oracle: values,
            });
        }
        rows
    })
}

/// The rows the check cannot ask, first (see [`graph_rows`]); where the
/// solver refused the graph, its error as a note and the laws of a refusal.
fn finish(
    graph: &SeenGraph,
    p: &DagPosition,
    check: &mut DeclaredCheck<DagGame>,
    budget: usize,
    found: &mut Found,
) {
    let (kept, refused) = with_seen(graph, |seen| {
        (seen.rows.clone(), seen.solved.as_ref().err().cloned())
    });
    let rows = kept.unwrap_or_else(|| {
        let rows = graph_rows(graph, check, budget);
        with_seen(graph, |seen| seen.rows = Some(rows.clone()));
        rows
    });
    if let Some(e) = refused {
        found.outside = None;
        found.notes.push(format!("solver: {e}"));
        found.broken_laws.extend(refusal_law(p, &e));
    }
    found.rows.splice(0..0, rows);
}

pub struct DagGame;
pub type Dag = Declared<DagGame>;

impl Declaration for DagGame {
    type Position = DagPosition;
    type Rules = TokenGraph;
    type Variant = SeenGraph;
    const NAME: &'static str = "dag";
    const ABOUT: &'static str =
        "tokens on a directed acyclic graph: slide one token along one edge (hdu-1524)";
    const SYNTAX: &'static str =
        "--nodes N [--edges FROM-TO,...] TOKEN... (e.g. `--nodes 4 --edges 0-1,0-2,2-3 0 2`)";
    const EXHAUSTIVE_SIZE: u32 = 5;
    /// States (and moves) one oracle query may visit; a graph with more nodes and
    /// edges than this is not searched at all.
    const ORACLE_BUDGET: usize = 200_000;
    /// The graph last seen: a sweep and a fuzz run check many positions of
    /// one graph in a row.
    const KEPT_VARIANTS: usize = 1;
    /// The one check kept goes when another graph comes, as it would when
    /// the most used half (none of one) is chosen: dropped here, the map
    /// keeps its room instead of being built anew for every graph.
    fn keep_when_full(_: &SeenGraph, _: usize) -> bool {
        false
    }

    /// `--nodes N [--edges a-b,c-d,...] TOKEN...`
    fn parse(args: &[String]) -> Result<DagPosition, String> {
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
        let token = |(i, word): (usize, &String)| {
            let what = format!("token {}", i + 1);
            let node = parse_node(word, &what)?;
            let off = || format!("{what} is on node {node}, which is not one of the {nodes} nodes");
            (node < nodes).then_some(node).ok_or_else(off)
        };
        let tokens: Result<_, String> = token_words.iter().enumerate().map(token).collect();
        Ok(DagPosition {
            nodes,
            edges,
            tokens: tokens?,
        })
    }

    /// Every graph on `size` nodes whose edges go from a lower to a higher
    /// node (each subset of the pairs, in pair order), with one token on each
    /// node and two tokens on each pair of nodes (shared ones too); each of
    /// those graphs again with the back edge `size-1 -> 0` and a token on 0;
    /// and one graph with an edge off it.
    fn positions_of_size(size: u32) -> Vec<DagPosition> {
        let n = size as usize;
        let pairs: Vec<(usize, usize)> = (0..n)
            .flat_map(|i| (i + 1..n).map(move |j| (i, j)))
            .collect();
        let mut token_sets: Vec<Vec<usize>> = (0..n).map(|v| vec![v]).collect();
        token_sets.extend((0..n).flat_map(|i| (i..n).map(move |j| vec![i, j])));
        if token_sets.is_empty() {
            token_sets.push(Vec::new());
        }
        let at = |edges: Vec<(usize, usize)>, tokens: Vec<usize>| DagPosition {
            nodes: n,
            edges,
            tokens,
        };
        let mut out = Vec::new();
        for mask in 0u64..1 << pairs.len() {
            let edges: Vec<(usize, usize)> = pairs
                .iter()
                .enumerate()
                .filter(|&(i, _)| mask >> i & 1 == 1)
                .map(|(_, &e)| e)
                .collect();
            out.extend(token_sets.iter().map(|t| at(edges.clone(), t.clone())));
            if n >= 1 {
                out.push(at([&edges[..], &[(n - 1, 0)]].concat(), vec![0]));
            }
        }
        if n >= 1 {
            out.push(at(vec![(0, n)], vec![0]));
        }
        out
    }
    fn size(p: &DagPosition) -> u64 {
        p.nodes as u64
    }
    fn variant(p: &DagPosition) -> SeenGraph {
        WithState::new(Graph {
            nodes: p.nodes,
            edges: p.edges.clone(),
        })
    }
    /// The oracle's graph, built with the rest of what is found out about
    /// it; one with an edge off it is not a game, and no position of it is
    /// searched (see `not_asked`).
    fn rules(graph: &SeenGraph) -> TokenGraph {
        let built = with_seen(graph, |seen| seen.rules.take());
        built
            .map_or_else(|| TokenGraph::new(graph.nodes, &graph.edges), Ok)
            .or_else(|_| TokenGraph::new(0, &[]))
            .unwrap_or_else(|_| unreachable!("a graph with no edge has none off it"))
    }
    fn not_asked() -> Option<NotAsked<Self>> {
        Some(|g, _| with_seen(g, |seen| seen.off_graph.clone()))
    }
    fn in_rules(p: &DagPosition) -> Cow<'_, Vec<usize>> {
        Cow::Borrowed(&p.tokens)
    }
    /// The solver's values and winning moves (each along the first edge
    /// that makes it); laws: each node's value is the mex of its
    /// successors', the moves come by token then target.
    fn solve(graph: &SeenGraph, tokens: &Vec<usize>) -> Answer<Slide> {
        with_seen(graph, |seen| {
            let dag = match &seen.solved {
                Ok(dag) => dag,
                Err(e) => return Answer::outside(e.to_string()),
            };
            let (grundy, moves) = match (dag.grundy(tokens), dag.winning_moves(tokens)) {
                (Ok(g), Ok(moves)) => (g, moves),
                (Err(e), _) | (_, Err(e)) => return failed_on_both(e),
            };
            let ordered = moves
                .windows(2)
                .all(|w| (w[0].token, w[0].to) < (w[1].token, w[1].to));
            let slides = moves.iter().map(|m| {
                let from = tokens.get(m.token).copied().unwrap_or(usize::MAX);
                let edge = graph.edges.iter().position(|&e| e == (from, m.to));
                Slide {
                    token: m.token,
                    edge: edge.unwrap_or(usize::MAX),
                    from,
                    to: m.to,
                }
            });
            let answer = Answer::grundy(grundy)
                .with_moves(slides.collect())
                .with_law("winning-moves-in-stated-order", ordered, || {
                    format!("not strictly by token then target: {moves:?}")
                });
            seen.value_laws
                .iter()
                .fold(answer, |a, b| a.with_law(b.law, false, || b.detail.clone()))
        })
    }
    fn for_children() -> Option<Solve<Self>> {
        Some(|graph, tokens| {
            with_seen(graph, |seen| match &seen.solved {
                Ok(dag) => grundy_or_failed(dag.grundy(tokens)),
                Err(e) => Answer::outside(e.to_string()),
            })
        })
    }
    /// By token, then by target.
    fn move_order() -> Option<MoveOrder<Self>> {
        Some(|_, a, b| (a.token, a.to).cmp(&(b.token, b.to)))
    }
    /// Moves along parallel edges are one move (token, target).
    fn oracle_moves_alike() -> Option<MovesAlike<Self>> {
        Some(|_, a, b| (a.token, a.to) == (b.token, b.to))
    }
    fn finish() -> Option<Finish<Self>> {
        Some(finish)
    }
}

/// Every node's value is the mex of its successors' values: the nodes
/// where it is not.
fn value_laws(dag: &SolvedDag) -> Vec<BrokenLaw> {
    let values = dag.node_values();
    let broken = values.iter().enumerate().filter_map(|(v, &value)| {
        let mex = mex(dag.successors(v).map(|w| u64::from(values[w])));
        (u64::from(value) != mex).then(|| BrokenLaw {
            law: "value-is-mex-of-successors",
            detail: format!("node {v}: value {value}, mex of successors {mex}"),
        })
    });
    broken.collect()
}

/// A refusal must name a real problem of the input: the law it breaks if
/// it does not.
fn refusal_law(p: &DagPosition, error: &DagError) -> Option<BrokenLaw> {
    let broken = |law, detail| Some(BrokenLaw { law, detail });
    match error {
        DagError::Cycle { cycle } => {
            let edges: HashSet<(usize, usize)> = p.edges.iter().copied().collect();
            let closes = !cycle.is_empty()
                && (0..cycle.len())
                    .all(|i| edges.contains(&(cycle[i], cycle[(i + 1) % cycle.len()])));
            let mut distinct = cycle.clone();
            distinct.sort_unstable();
            distinct.dedup();
            if closes && distinct.len() == cycle.len() {
                return None;
            }
            let detail = format!("{cycle:?} is not a simple cycle of the edges");
            broken("named-cycle-is-a-cycle", detail)
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
            let named = p.edges.get(*index) == Some(&(*from, *to)) && *nodes == p.nodes;
            if first_bad == Some(*index) && named {
                return None;
            }
            let detail = format!("named edge {index} ({from}-{to}), first bad edge {first_bad:?}");
            broken("named-edge-is-the-first-off-the-graph", detail)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::OracleBudget;
    use crate::declaration::DeclaredOracle;
    use crate::family::{Comparison, Family};

    fn words(s: &str) -> Vec<String> {
        s.split_whitespace().map(String::from).collect()
    }

    fn check(text: &str) -> Comparison {
        Dag::compare(&Dag::parse(&words(text)).unwrap(), &mut Default::default())
    }

    #[test]
    fn parse_and_display_round_trip() {
        for text in [
            "--nodes 4 --edges 0-1,0-2,2-3 0 2",
            "--nodes 3",
            "--nodes 2 --edges 0-1,1-0 0 0 1",
            "--nodes 2 --edges 0-7 1",
        ] {
            let p = Dag::parse(&words(text)).unwrap();
            assert_eq!(p.to_string(), text);
        }
        let p = Dag::parse(&words("1 --edges=0-1 --nodes=2")).unwrap();
        assert_eq!(p.to_string(), "--nodes 2 --edges 0-1 1");
    }

    #[test]
    fn bad_words_are_named() {
        let err = |t: &str| Dag::parse(&words(t)).unwrap_err();
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
    fn moves_along_parallel_edges_are_listed_once() {
        let c = check("--nodes 2 --edges 0-1,0-1 0");
        assert_eq!(c.rows[4].oracle, Ok("[token 0 to 1]".to_string()));
        let c = check("--nodes 3 --edges 0-1,0-1,1-2,1-2,0-2 0 1");
        assert_eq!(c.rows[4].field, "winning-moves");
        assert_eq!(c.rows[4].oracle, c.rows[4].solver, "{c:?}");
    }

    #[test]
    fn a_verdict_found_within_a_small_budget_is_not_kept_for_a_larger_one() {
        let p = Dag::parse(&words("--nodes 4 --edges 0-1,1-2,2-3 0")).unwrap();
        let small = Dag::compare(&p, &mut DeclaredOracle::new(OracleBudget::states(3)));
        assert!(small.rows[0].oracle.is_err(), "{small:?}");
        let c = Dag::compare(&p, &mut Default::default());
        assert_eq!(c.rows[0].oracle, Ok(ACYCLIC.to_string()));
        assert_eq!(c.rows[1].oracle, Ok("[1, 0, 1, 0]".to_string()));
    }

    #[test]
    fn the_oracles_graph_is_built_again_once_the_kept_one_is_taken() {
        let g: SeenGraph = WithState::new(Graph {
            nodes: 4,
            edges: vec![(0, 1), (0, 2), (2, 3)],
        });
        let built = TokenGraph::new(4, &g.edges).unwrap();
        // The check of the graph takes the one built with the rest; asked
        // again, the graph is built anew.
        assert_eq!(DagGame::rules(&g), built);
        assert!(g.with(|_, seen| seen.is_some()));
        assert_eq!(DagGame::rules(&g), built);
        let p = Dag::parse(&words("--nodes 4 --edges 0-1,0-2,2-3 0 2")).unwrap();
        for _ in 0..2 {
            let c = Dag::compare(&p, &mut Default::default());
            assert_eq!(c.rows[1].oracle, Ok("[2, 0, 1, 0]".to_string()));
            assert_eq!(c.rows[4].oracle, Ok("[token 0 to 2]".to_string()));
            assert!(c.discrepancies("dag", "").is_empty(), "{c:?}");
        }
    }

    #[test]
    fn parallel_edges_and_shared_nodes() {
        let c = check("--nodes 3 --edges 0-1,0-1,1-2,0-2 0 0 1");
        assert!(c.discrepancies("dag", "").is_empty(), "{c:?}");
    }

    #[test]
    fn a_wrong_refusal_is_a_broken_law() {
        let p = Dag::parse(&words("--nodes 3 --edges 0-1,1-2 0")).unwrap();
        let cycle = DagError::Cycle { cycle: vec![0, 1] };
        assert!(refusal_law(&p, &cycle).is_some());
        let edge = DagError::EdgeOutOfRange {
            index: 1,
            from: 1,
            to: 2,
            nodes: 3,
        };
        assert!(refusal_law(&p, &edge).is_some());
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
        assert_eq!(Dag::positions_of_size(0).len(), 1);
        // 2 nodes: 2 graphs x (2 singles + 3 pairs), 2 with the back edge, 1
        // off the graph.
        assert_eq!(Dag::positions_of_size(2).len(), 2 * 5 + 2 + 1);
        let mut oracle = Default::default();
        for size in 0..=3 {
            for p in Dag::positions_of_size(size) {
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
            let round = Dag::parse(&words(&p.to_string())).unwrap();
            assert_eq!(round, p);
        }
        assert!(seen_cycle && seen_off);
    }
}
