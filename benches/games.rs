//! The solver on large positions of every game: what "fast" means for each.
//! Run with `cargo bench --bench games`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use std::hint::black_box;

fn nim(c: &mut Criterion) {
    let heaps: Vec<u64> = (0..1_000_000u64)
        .map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15))
        .collect();
    let mut g = c.benchmark_group("nim");
    g.throughput(Throughput::Elements(heaps.len() as u64));
    g.bench_function("winning_moves/1e6 heaps", |b| {
        b.iter(|| solver::nim::winning_moves(black_box(&heaps)))
    });
    g.finish();
}

fn subtraction(c: &mut Criterion) {
    let mut g = c.benchmark_group("subtraction");
    g.sample_size(10);
    // 100 members up to 10^4: certifying the period is the cost.
    let members: Vec<u64> = (1..=100u64).map(|i| (i * 7919) % 10_000 + 1).collect();
    g.bench_function("certify/100 members up to 1e4", |b| {
        b.iter(|| solver::subtraction::SubtractionSet::finite(black_box(&members)).unwrap())
    });
    let set = solver::subtraction::SubtractionSet::finite(&members).unwrap();
    g.bench_function("winning_moves/heap near u64::MAX", |b| {
        b.iter(|| {
            set.winning_moves(black_box(&[u64::MAX - 12345, u64::MAX / 3]))
                .unwrap()
        })
    });
    g.bench_function("fibonacci table/1e6", |b| {
        b.iter(|| solver::subtraction::SubtractionSet::fibonacci(black_box(1_000_000)))
    });
    g.finish();
}

fn closed_forms(c: &mut Criterion) {
    let mut g = c.benchmark_group("closed-forms");
    g.bench_function("wythoff/winning_moves near u64::MAX", |b| {
        b.iter(|| solver::wythoff::winning_moves(black_box(u64::MAX / 3), black_box(u64::MAX - 7)))
    });
    g.bench_function("fibonacci-nim/winning_removals near u64::MAX", |b| {
        b.iter(|| {
            solver::fibonacci_nim::winning_removals(black_box(u64::MAX - 1), black_box(u64::MAX))
        })
    });
    g.bench_function("lieges/grundy of 1e4 heaps, odd k", |b| {
        let heaps: Vec<u64> = (0..10_000u64).map(|i| u64::MAX - i * 977).collect();
        b.iter(|| solver::lieges::grundy(black_box(&heaps), 3))
    });
    g.bench_function("split/winning_moves, 64 bottles of u64::MAX", |b| {
        let counts = vec![u64::MAX; 64];
        b.iter(|| solver::split::winning_moves(black_box(&counts)).unwrap())
    });
    g.finish();
}

fn graphs_and_boards(c: &mut Criterion) {
    let mut g = c.benchmark_group("graphs-and-boards");
    g.sample_size(10);
    for nodes in [10_000usize, 1_000_000] {
        let edges: Vec<(usize, usize)> = (0..nodes - 1).map(|i| (i, i + 1)).collect();
        g.throughput(Throughput::Elements(nodes as u64));
        g.bench_with_input(BenchmarkId::new("dag/chain", nodes), &edges, |b, edges| {
            b.iter(|| solver::dag::Dag::new(nodes, black_box(edges)).unwrap())
        });
    }
    g.throughput(Throughput::Elements(1));
    for (m, n, k) in [(3, 3, 3), (4, 4, 3), (4, 4, 4), (1, 16, 4)] {
        g.bench_function(BenchmarkId::new("mnk/solve", format!("{m}x{n}k{k}")), |b| {
            b.iter(|| solver::mnk::solve(m, n, k, &[]).unwrap())
        });
    }
    g.finish();
}

criterion_group!(benches, nim, subtraction, closed_forms, graphs_and_boards);
criterion_main!(benches);
