//! How many positions per second the oracle searches, and how many checks per
//! second each game's harness runs on fuzz-sized positions (the ceiling of the
//! fuzz targets' executions per second). Run with `cargo bench --bench oracle`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use grundy::registry;
use grundy::rng::Rng;
use oracle::search::Searcher;
use std::hint::black_box;

fn searcher(c: &mut Criterion) {
    let mut g = c.benchmark_group("oracle-search");
    // A fresh memo each time: every state is searched. 8 x 8 x 8 heaps = 729 states.
    g.throughput(Throughput::Elements(9 * 9 * 9));
    g.bench_function("nim 8 8 8 from scratch (states)", |b| {
        b.iter(|| {
            Searcher::new(oracle::nim::Nim::normal(), 1_000_000)
                .analyze(black_box(&vec![8, 8, 8]))
                .unwrap()
        })
    });
    g.finish();
}

fn checks(c: &mut Criterion) {
    let mut g = c.benchmark_group("checks");
    g.throughput(Throughput::Elements(1));
    for game in registry::everything() {
        let mut worker = game.worker();
        let mut rng = Rng::new(7);
        g.bench_function(game.name(), |b| b.iter(|| worker.check_random(&mut rng)));
    }
    g.finish();
}

criterion_group!(benches, searcher, checks);
criterion_main!(benches);
