//! hdu-1524 (poj-2425): cases until the end of the input, blank lines
//! allowed between them. A case: `N` (1..1000); for each node `0..N-1` a
//! line `X s1..sX` of successors in `0..N`; the graph acyclic; then queries
//! `M p1..pM` (1 <= M <= 10, nodes in `0..N`) until a query `0`.

use super::{Broken, Place, Reader};

pub const MAX_NODES: u64 = 1000;
pub const MAX_TOKENS: u64 = 10;

pub fn validate(r: &mut Reader) -> Result<(), Broken> {
    loop {
        let n = r.int("N", 1, MAX_NODES)?;
        r.end_of_line()?;
        let top = n.value - 1;
        let mut successors: Vec<Vec<usize>> = Vec::new();
        let mut places: Vec<Place> = Vec::new();
        for _ in 0..n.value {
            let x = r.int("X", 0, u64::MAX)?;
            places.push(x.at.clone());
            let line = r.ints_to_end_of_line("successor", x.value, 0, top)?;
            successors.push(line.iter().map(|s| s.value as usize).collect());
        }
        if let Some(node) = on_a_cycle(&successors) {
            r.ensure_at(false, &places[node], "an acyclic graph (this node is on a cycle, or after one)")?;
        }
        loop {
            let m = r.int("M", 0, MAX_TOKENS)?;
            if m.value == 0 {
                r.end_of_line()?;
                break;
            }
            r.ints_to_end_of_line("p", m.value, 0, top)?;
        }
        r.blank_lines();
        if r.at_end() {
            return Ok(());
        }
    }
}

/// The first node that no topological order reaches, if any.
fn on_a_cycle(successors: &[Vec<usize>]) -> Option<usize> {
    let mut indegree = vec![0usize; successors.len()];
    for s in successors.iter().flatten() {
        indegree[*s] += 1;
    }
    let mut ready: Vec<usize> = (0..successors.len()).filter(|&v| indegree[v] == 0).collect();
    while let Some(v) = ready.pop() {
        for &s in &successors[v] {
            indegree[s] -= 1;
            if indegree[s] == 0 {
                ready.push(s);
            }
        }
    }
    indegree.iter().position(|&d| d > 0)
}
