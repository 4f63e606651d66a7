//! Tokens on a directed acyclic graph, by the Sprague-Grundy theorem.
//!
//! One token on node `v` is a game whose options are the successors of `v`, so
//! its Grundy value is the mex of its successors' values; tokens are independent
//! games played side by side, so a position's value is the xor of its tokens'
//! values. The whole graph is valued once, in O(nodes + edges), and then every
//! position on it is answered in time linear in its tokens (and, for winning
//! moves, their out-degrees).
//!
//! Why a depth-first search with an explicit stack: it finds the values in
//! post-order (a node is finished after all of its successors) and, on a cyclic
//! graph, the stack itself holds the cycle it ran into, so the error names it.
//! A chain of 10^6 nodes is 10^6 stack frames on the heap, not on the thread's
//! stack.
//!
//! Why the mex is linear in the out-degree `d`: the mex of `d` values is at most
//! `d`, so values above `d` are ignored and the rest are marked in a scratch
//! array stamped with the node's number (never cleared, so no per-node O(max
//! degree) reset).
//!
//! Bad input is an error, never a hang or a panic: a node count above
//! [`MAX_NODES`] (nothing is allocated for a count that is only claimed), an edge
//! whose end is not a node, a cycle, a token off the graph.
//!
//! ```
//! use solver::dag::{Dag, Slide};
//! // 0 -> 1 -> 2, 0 -> 2: values 2, 1, 0.
//! let dag = Dag::new(3, &[(0, 1), (1, 2), (0, 2)]).unwrap();
//! assert_eq!(dag.node_values(), [2, 1, 0]);
//! assert_eq!(dag.grundy(&[0, 1]).unwrap(), 3);
//! assert_eq!(dag.winning_moves(&[0, 1]).unwrap(), [Slide { token: 0, to: 1 }]);
//! assert!(Dag::new(2, &[(0, 1), (1, 0)]).is_err());
//! ```

use std::fmt;

/// The most nodes a graph may have: what the solver will allocate for a node
/// count before it has seen a single edge.
pub const MAX_NODES: usize = 1 << 22;

/// The most edges a graph may have (offsets are kept in `u32`).
pub const MAX_EDGES: usize = (u32::MAX - 1) as usize;

/// Why a graph or a position was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DagError {
    /// More nodes than [`MAX_NODES`].
    TooManyNodes { nodes: usize },
    /// More edges than [`MAX_EDGES`].
    TooManyEdges { edges: usize },
    /// Edge number `index` (0-based, in input order) has an end that is not a
    /// node of a graph of `nodes` nodes.
    EdgeOutOfRange {
        index: usize,
        from: usize,
        to: usize,
        nodes: usize,
    },
    /// The graph is not acyclic: `cycle` lists nodes `c0, c1, ..., ck` with an
    /// edge from each to the next and from `ck` back to `c0`.
    Cycle { cycle: Vec<usize> },
    /// Token number `token` (0-based) sits on `node`, which is not a node.
    TokenOutOfRange {
        token: usize,
        node: usize,
        nodes: usize,
    },
}

impl fmt::Display for DagError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DagError::TooManyNodes { nodes } => {
                write!(f, "{nodes} nodes: the solver takes at most {MAX_NODES}")
            }
            DagError::TooManyEdges { edges } => {
                write!(f, "{edges} edges: the solver takes at most {MAX_EDGES}")
            }
            DagError::EdgeOutOfRange {
                index,
                from,
                to,
                nodes,
            } => write!(
                f,
                "edge {index} ({from}-{to}) leaves the graph: {}",
                node_range(*nodes)
            ),
            DagError::Cycle { cycle } => {
                let path: Vec<String> = cycle
                    .iter()
                    .chain(cycle.first())
                    .map(usize::to_string)
                    .collect();
                write!(f, "not acyclic: cycle {}", path.join(" -> "))
            }
            DagError::TokenOutOfRange { token, node, nodes } => write!(
                f,
                "token {token} is on node {node}, which is not a node: {}",
                node_range(*nodes)
            ),
        }
    }
}

impl std::error::Error for DagError {}

fn node_range(nodes: usize) -> String {
    match nodes {
        0 => "the graph has no nodes".to_string(),
        n => format!("the nodes are 0 to {}", n - 1),
    }
}

/// Slide token number `token` (0-based, in the position's order) to node `to`.
/// Parallel edges give the same move once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Slide {
    pub token: usize,
    pub to: usize,
}

/// A validated acyclic graph with the Grundy value of every node.
#[derive(Clone, Debug)]
pub struct Dag {
    /// Successors of node `v` are `targets[starts[v]..starts[v + 1]]`, in the
    /// order their edges were given.
    starts: Vec<u32>,
    targets: Vec<u32>,
    values: Vec<u32>,
}

/// DFS colours: not reached yet, on the stack, finished (value known).
const WHITE: u8 = 0;
const GREY: u8 = 1;
const BLACK: u8 = 2;

impl Dag {
    /// The graph on nodes `0..nodes` with these edges `(from, to)`, valued.
    /// Errors, in the order checked: too many nodes or edges, the first edge
    /// (in input order) with an end out of range, a cycle.
    pub fn new(nodes: usize, edges: &[(usize, usize)]) -> Result<Dag, DagError> {
        if nodes > MAX_NODES {
            return Err(DagError::TooManyNodes { nodes });
        }
        if edges.len() > MAX_EDGES {
            return Err(DagError::TooManyEdges { edges: edges.len() });
        }
        if let Some((index, &(from, to))) = edges
            .iter()
            .enumerate()
            .find(|&(_, &(from, to))| from >= nodes || to >= nodes)
        {
            return Err(DagError::EdgeOutOfRange {
                index,
                from,
                to,
                nodes,
            });
        }
        let (starts, targets) = adjacency(nodes, edges);
        let values = values(&starts, &targets)?;
        Ok(Dag {
            starts,
            targets,
            values,
        })
    }

    /// The graph given as successor lists already grouped by node: the
    /// successors of node `v` are `targets[starts[v]..starts[v + 1]]`, so
    /// `starts` has one entry per node and a last one equal to
    /// `targets.len()`. Why: a reader that gets the edges node by node (as
    /// hdu-1524's input gives them) builds these two arrays as it reads, with
    /// no list of edge pairs and no counting sort. Errors as [`Dag::new`]
    /// (an edge's index is its place in `targets`).
    ///
    /// ```
    /// use solver::dag::Dag;
    /// // 0 -> 1, 0 -> 2, 2 -> 1
    /// let dag = Dag::from_successor_lists(vec![0, 2, 2, 3], vec![1, 2, 1]).unwrap();
    /// assert_eq!(dag.node_values(), &[2, 0, 1]);
    /// ```
    pub fn from_successor_lists(starts: Vec<u32>, targets: Vec<u32>) -> Result<Dag, DagError> {
        let nodes = starts.len().saturating_sub(1);
        if nodes > MAX_NODES {
            return Err(DagError::TooManyNodes { nodes });
        }
        if targets.len() > MAX_EDGES {
            return Err(DagError::TooManyEdges {
                edges: targets.len(),
            });
        }
        assert!(
            starts.first() == Some(&0)
                && starts.last() == Some(&(targets.len() as u32))
                && starts.windows(2).all(|w| w[0] <= w[1]),
            "successor lists must start at 0, never go back, and end at the edge count"
        );
        if let Some(index) = targets.iter().position(|&to| to as usize >= nodes) {
            let from = starts.partition_point(|&s| s as usize <= index) - 1;
            return Err(DagError::EdgeOutOfRange {
                index,
                from,
                to: targets[index] as usize,
                nodes,
            });
        }
        let values = values(&starts, &targets)?;
        Ok(Dag {
            starts,
            targets,
            values,
        })
    }

    pub fn node_count(&self) -> usize {
        self.values.len()
    }

    /// The Grundy value of one token on each node, by node.
    pub fn node_values(&self) -> &[u32] {
        &self.values
    }

    /// The successors of `node`, in edge input order (repeats kept); none for
    /// a number that is not a node.
    pub fn successors(&self, node: usize) -> impl Iterator<Item = usize> + '_ {
        let range = if node < self.node_count() {
            self.starts[node] as usize..self.starts[node + 1] as usize
        } else {
            0..0
        };
        self.targets[range].iter().map(|&t| t as usize)
    }

    fn check_tokens(&self, tokens: &[usize]) -> Result<(), DagError> {
        match tokens.iter().position(|&t| t >= self.node_count()) {
            Some(token) => Err(DagError::TokenOutOfRange {
                token,
                node: tokens[token],
                nodes: self.node_count(),
            }),
            None => Ok(()),
        }
    }

    /// The value of a position: the xor of its tokens' node values.
    pub fn grundy(&self, tokens: &[usize]) -> Result<u64, DagError> {
        self.check_tokens(tokens)?;
        Ok(tokens.iter().fold(0, |x, &t| x ^ u64::from(self.values[t])))
    }

    /// Does the player to move win?
    pub fn first_player_wins(&self, tokens: &[usize]) -> Result<bool, DagError> {
        Ok(self.grundy(tokens)? != 0)
    }

    /// Every winning move, ordered by token index, then by target node, each
    /// once: the slides to a successor whose value turns the xor to 0. That
    /// successor's value may be above the token's own value (a mex leaves gaps
    /// only below itself), so every successor is looked at.
    pub fn winning_moves(&self, tokens: &[usize]) -> Result<Vec<Slide>, DagError> {
        let x = self.grundy(tokens)?;
        if x == 0 {
            return Ok(Vec::new());
        }
        let mut moves = Vec::new();
        for (token, &at) in tokens.iter().enumerate() {
            let wanted = x ^ u64::from(self.values[at]);
            let mut targets: Vec<usize> = self
                .successors(at)
                .filter(|&w| u64::from(self.values[w]) == wanted)
                .collect();
            targets.sort_unstable();
            targets.dedup();
            moves.extend(targets.into_iter().map(|to| Slide { token, to }));
        }
        Ok(moves)
    }
}

/// Compressed successor lists (a counting sort of the edges by their tail),
/// keeping the input order within each node. Ends are already in range and the
/// counts fit `u32`.
fn adjacency(nodes: usize, edges: &[(usize, usize)]) -> (Vec<u32>, Vec<u32>) {
    let mut starts = vec![0u32; nodes + 1];
    for &(from, _) in edges {
        starts[from + 1] += 1;
    }
    for v in 0..nodes {
        starts[v + 1] += starts[v];
    }
    let mut next = starts.clone();
    let mut targets = vec![0u32; edges.len()];
    for &(from, to) in edges {
        targets[next[from] as usize] = to as u32;
        next[from] += 1;
    }
    (starts, targets)
}

/// The Grundy value of every node, by an iterative post-order DFS; a cycle is
/// returned as the part of the DFS stack that closes it.
fn values(starts: &[u32], targets: &[u32]) -> Result<Vec<u32>, DagError> {
    let nodes = starts.len() - 1;
    let mut colour = vec![WHITE; nodes];
    let mut values = vec![0u32; nodes];
    // seen[g] == v + 1 means value g is among the successors of node v. A
    // value is at most its node's degree, which is at most the edge count.
    let mut seen = vec![0u32; targets.len() + 1];
    // (node, index into `targets` of the next successor to look at)
    let mut stack: Vec<(u32, u32)> = Vec::new();
    for root in 0..nodes {
        if colour[root] != WHITE {
            continue;
        }
        colour[root] = GREY;
        stack.push((root as u32, starts[root]));
        while let Some(top) = stack.last_mut() {
            let (v, next) = (top.0 as usize, top.1);
            if next < starts[v + 1] {
                top.1 += 1;
                let w = targets[next as usize] as usize;
                match colour[w] {
                    WHITE => {
                        colour[w] = GREY;
                        stack.push((w as u32, starts[w]));
                    }
                    GREY => {
                        let at = stack
                            .iter()
                            .position(|&(u, _)| u as usize == w)
                            .expect("a grey node is on the stack");
                        let cycle = stack[at..].iter().map(|&(u, _)| u as usize).collect();
                        return Err(DagError::Cycle { cycle });
                    }
                    _ => {}
                }
                continue;
            }
            let successors = &targets[starts[v] as usize..starts[v + 1] as usize];
            let degree = successors.len();
            let stamp = v as u32 + 1;
            for &w in successors {
                let g = values[w as usize] as usize;
                if g <= degree {
                    seen[g] = stamp;
                }
            }
            let mex = (0..=degree)
                .find(|&g| seen[g] != stamp)
                .expect("d values leave one of 0..=d free");
            values[v] = mex as u32;
            colour[v] = BLACK;
            stack.pop();
        }
    }
    Ok(values)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;

    /// The hdu-1524 sample's first graph: 0 -> 1, 2; 2 -> 3; 1 and 3 sinks.
    fn sample() -> Dag {
        Dag::new(4, &[(0, 1), (0, 2), (2, 3)]).unwrap()
    }

    #[test]
    fn sample_values_and_answers() {
        let dag = sample();
        assert_eq!(dag.node_values(), [2, 0, 1, 0]);
        // hdu-1524 queries "2 0 2" and "1 0" (one token on 0 after "1 0").
        assert!(dag.first_player_wins(&[0]).unwrap());
        assert!(dag.first_player_wins(&[0, 2]).unwrap());
        assert_eq!(
            dag.winning_moves(&[0]).unwrap(),
            [Slide { token: 0, to: 1 }]
        );
        // Values 2 and 1: only token 0 can bring the xor to 0 (down to 1).
        assert_eq!(
            dag.winning_moves(&[0, 2]).unwrap(),
            [Slide { token: 0, to: 2 }]
        );
        // Two tokens on one node cancel.
        assert_eq!(dag.grundy(&[2, 2]).unwrap(), 0);
        assert_eq!(dag.winning_moves(&[2, 2]).unwrap(), []);
        assert_eq!(dag.grundy(&[]).unwrap(), 0);
    }

    #[test]
    fn hdu_1524_second_sample() {
        // 0 -> 1, 1 -> 2, 2 and 3 sinks; queries 0 1 / 1 1 / 0 1 3.
        let dag = Dag::new(4, &[(0, 1), (1, 2)]).unwrap();
        assert!(dag.first_player_wins(&[0, 1]).unwrap());
        assert!(!dag.first_player_wins(&[1, 1]).unwrap());
        assert!(dag.first_player_wins(&[0, 1, 3]).unwrap());
    }

    #[test]
    fn winning_move_may_raise_a_token_value() {
        // 2 -> 3 and 4 -> 2: values 2:1, 3:0, 4:0 (and 0:2, 1:0).
        let dag = Dag::new(5, &[(0, 1), (1, 2), (2, 3), (0, 3), (0, 2), (4, 2)]).unwrap();
        assert_eq!(dag.node_values(), [2, 0, 1, 0, 0]);
        // Tokens on 2 and 4: xor 1; token 1 (on 4, value 0) can move up to 2
        // (value 1), token 0 (on 2, value 1) down to 3 (value 0).
        assert_eq!(
            dag.winning_moves(&[2, 4]).unwrap(),
            [Slide { token: 0, to: 3 }, Slide { token: 1, to: 2 }]
        );
    }

    /// One edge: the node holding every edge has the value of its degree,
    /// the largest value the scratch table must hold.
    #[test]
    fn one_edge() {
        assert_eq!(Dag::new(2, &[(0, 1)]).unwrap().node_values(), [1, 0]);
    }

    #[test]
    fn parallel_edges_give_one_move() {
        let dag = Dag::new(2, &[(0, 1), (0, 1)]).unwrap();
        assert_eq!(dag.node_values(), [1, 0]);
        assert_eq!(
            dag.winning_moves(&[0]).unwrap(),
            [Slide { token: 0, to: 1 }]
        );
    }

    #[test]
    fn cycles_are_named() {
        let err = Dag::new(5, &[(0, 1), (1, 2), (2, 3), (3, 1), (3, 4)]).unwrap_err();
        assert_eq!(
            err,
            DagError::Cycle {
                cycle: vec![1, 2, 3]
            }
        );
        assert_eq!(err.to_string(), "not acyclic: cycle 1 -> 2 -> 3 -> 1");
        assert_eq!(
            Dag::new(3, &[(0, 1), (2, 2)]).unwrap_err(),
            DagError::Cycle { cycle: vec![2] }
        );
    }

    #[test]
    fn successor_lists_give_the_same_graph_as_edges() {
        // 0 -> 1, 2; 1 -> (none); 2 -> 3, 1; 3 -> 1; 4 -> 0, 3
        let edges = [(0, 1), (0, 2), (2, 3), (2, 1), (3, 1), (4, 0), (4, 3)];
        let lists =
            Dag::from_successor_lists(vec![0, 2, 2, 4, 5, 7], vec![1, 2, 3, 1, 1, 0, 3]).unwrap();
        let pairs = Dag::new(5, &edges).unwrap();
        assert_eq!(lists.node_values(), pairs.node_values());
        assert_eq!(lists.node_values(), &[1, 0, 2, 1, 0]);
        for v in 0..5 {
            assert!(lists.successors(v).eq(pairs.successors(v)));
        }
        // The first edge off the graph is named with the node it leaves.
        assert_eq!(
            Dag::from_successor_lists(vec![0, 1, 1, 3], vec![1, 0, 3]).unwrap_err(),
            DagError::EdgeOutOfRange {
                index: 2,
                from: 2,
                to: 3,
                nodes: 3
            }
        );
        assert!(matches!(
            Dag::from_successor_lists(vec![0, 1, 2], vec![1, 0]),
            Err(DagError::Cycle { .. })
        ));
    }

    #[test]
    fn out_of_range_is_named() {
        let err = Dag::new(3, &[(0, 1), (1, 3), (7, 0)]).unwrap_err();
        assert_eq!(
            err,
            DagError::EdgeOutOfRange {
                index: 1,
                from: 1,
                to: 3,
                nodes: 3
            }
        );
        assert_eq!(
            err.to_string(),
            "edge 1 (1-3) leaves the graph: the nodes are 0 to 2"
        );
        assert!(matches!(
            Dag::new(0, &[(0, 0)]),
            Err(DagError::EdgeOutOfRange { index: 0, .. })
        ));
        let dag = sample();
        assert_eq!(
            dag.grundy(&[0, 4]),
            Err(DagError::TokenOutOfRange {
                token: 1,
                node: 4,
                nodes: 4
            })
        );
        assert!(dag.winning_moves(&[usize::MAX]).is_err());
        assert_eq!(dag.successors(usize::MAX).count(), 0);
        // The first number past the nodes, where an off-by-one would index
        // past the edge offsets.
        assert_eq!(dag.successors(dag.node_count()).count(), 0);
        assert_eq!(dag.successors(0).collect::<Vec<_>>(), [1, 2]);
    }

    #[test]
    fn a_claimed_node_count_is_refused_before_allocation() {
        assert_eq!(
            Dag::new(usize::MAX, &[]).unwrap_err(),
            DagError::TooManyNodes { nodes: usize::MAX }
        );
        assert!(Dag::new(MAX_NODES, &[]).is_ok());
    }

    #[test]
    fn million_node_chain() {
        let n = 1_000_000;
        let edges: Vec<(usize, usize)> = (0..n - 1).map(|i| (i, i + 1)).collect();
        let start = Instant::now();
        let dag = Dag::new(n, &edges).unwrap();
        let took = start.elapsed();
        assert!((0..n).all(|v| dag.node_values()[v] as usize == (n - 1 - v) % 2));
        assert_eq!(
            dag.winning_moves(&[0]).unwrap(),
            [Slide { token: 0, to: 1 }]
        );
        // A chain closed into a cycle of 10^6 nodes: named in full.
        let mut closed = edges.clone();
        closed.push((n - 1, 0));
        match Dag::new(n, &closed) {
            Err(DagError::Cycle { cycle }) => assert_eq!(cycle.len(), n),
            other => panic!("expected the whole cycle, got {:?}", other.map(|_| ())),
        }
        eprintln!("10^6-node chain valued in {took:?}");
    }

    #[test]
    fn million_edge_graph() {
        // Node i -> i+1..=i+5: the take-1-to-5 game, value (n-1-i) mod 6.
        let n = 200_003;
        let mut edges = Vec::new();
        for i in 0..n {
            for k in 1..=5 {
                if i + k < n {
                    edges.push((i, i + k));
                }
            }
        }
        // Listed in reverse so the input order is not a topological order.
        edges.reverse();
        let start = Instant::now();
        let dag = Dag::new(n, &edges).unwrap();
        let took = start.elapsed();
        assert_eq!(edges.len(), 1_000_000);
        assert!((0..n).all(|v| dag.node_values()[v] as usize == (n - 1 - v) % 6));
        eprintln!("{} edges valued in {took:?}", edges.len());

        // A transitive tournament: every i -> j for i < j, values k-1-i; the
        // mex of a node of degree d is d, so every mex runs to its end.
        let k = 1000;
        let edges: Vec<(usize, usize)> = (0..k)
            .flat_map(|i| (i + 1..k).map(move |j| (i, j)))
            .collect();
        let dag = Dag::new(k, &edges).unwrap();
        assert!((0..k).all(|v| dag.node_values()[v] as usize == k - 1 - v));
        // One token on 0 (value 999): the only winning move is to the sink.
        assert_eq!(
            dag.winning_moves(&[0]).unwrap(),
            [Slide {
                token: 0,
                to: k - 1
            }]
        );
    }
}
