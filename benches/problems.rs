//! Each problem's solver program on its judge-size input, in bytes per second.
//! (`ci/bench` runs the `huge` inputs end to end against `wc -w`.)
//! Run with `cargo bench --bench problems`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use grundy::problems::{Domain, InputSize, PROBLEMS};
use std::hint::black_box;

fn solve(c: &mut Criterion) {
    let mut g = c.benchmark_group("solve-judge-input");
    g.sample_size(10);
    for p in PROBLEMS {
        let input = p.generate_seeded(1, InputSize::Judge, Domain::Inside);
        let program = solver::problems::find(p.id).expect("registered");
        g.throughput(Throughput::Bytes(input.len() as u64));
        g.bench_function(p.id, |b| {
            b.iter(|| solver::problems::run(program, black_box(&input)).unwrap())
        });
    }
    g.finish();
}

criterion_group!(benches, solve);
criterion_main!(benches);
