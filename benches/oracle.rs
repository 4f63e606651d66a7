//! How many positions per second the oracle searches, and how many checks per
//! second each game's harness runs on fuzz-sized positions (the ceiling of the
//! fuzz targets' executions per second). Run with `cargo bench --bench oracle`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use grundy::registry;
use grundy::rng::Rng;
use oracle::search::Searcher;
use std::hint::black_box;

/// One game's search from an empty memo, in positions searched per second:
/// the throughput is the number of positions the memo holds after one run
/// (so a game whose canonical forms merge positions is not credited for
/// states it never had to search).
fn bench_search<R: oracle::search::Rules>(
    g: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    name: &str,
    rules: impl Fn() -> R,
    position: R::Position,
) {
    let mut once = Searcher::new(rules(), 50_000_000);
    once.analyze(&position).unwrap();
    g.throughput(Throughput::Elements(once.memo_len() as u64));
    g.bench_function(name, |b| {
        b.iter(|| {
            Searcher::new(rules(), 50_000_000)
                .analyze(black_box(&position))
                .unwrap()
        })
    });
}

fn searcher(c: &mut Criterion) {
    use oracle::subtraction::{Subtraction, SubtractionSet};
    let mut g = c.benchmark_group("oracle-search");
    bench_search(
        &mut g,
        "nim 6 6 6 6",
        oracle::nim::Nim::normal,
        vec![6, 6, 6, 6],
    );
    bench_search(
        &mut g,
        "misere-nim 6 6 6 6",
        oracle::nim::Nim::misere,
        vec![6, 6, 6, 6],
    );
    bench_search(
        &mut g,
        "subtraction 1..3 30 30 30",
        || Subtraction {
            set: SubtractionSet::OneTo(3),
        },
        vec![30, 30, 30],
    );
    bench_search(
        &mut g,
        "wythoff 40 40",
        || oracle::wythoff::Wythoff,
        (40, 40),
    );
    bench_search(
        &mut g,
        "fibonacci-nim 200 199",
        || oracle::fibonacci_nim::FibonacciNim,
        (200, 199),
    );
    bench_search(
        &mut g,
        "lieges k=2 6 6 6",
        || oracle::lieges::Lieges { k: 2 },
        oracle::lieges::Lieges::position(&[6, 6, 6]),
    );
    bench_search(
        &mut g,
        "georgia-bob 1 6 11 16",
        || oracle::georgia_bob::GeorgiaBob,
        vec![1, 6, 11, 16],
    );
    bench_search(
        &mut g,
        "staircase-nim 4 4 4",
        || oracle::staircase_nim::StaircaseNim,
        vec![4, 4, 4],
    );
    bench_search(
        &mut g,
        "subtraction {1,3,4} 20 20 20",
        || Subtraction {
            set: SubtractionSet::Finite(vec![1, 3, 4]),
        },
        vec![20, 20, 20],
    );
    bench_search(
        &mut g,
        "grundy-game 12 13 14",
        || oracle::grundy_game::GrundyGame,
        oracle::grundy_game::position(&[12, 13, 14]),
    );
    bench_search(
        &mut g,
        "octal 0.77 12 12 12",
        || oracle::octal::TakeAndBreak::parse("0.77").expect("Kayles"),
        oracle::octal::position(&[12, 12, 12]),
    );
    bench_search(
        &mut g,
        "sum nim 5, {1,3} 9, split 2 0 0",
        || oracle::sum::Sum::with_set(SubtractionSet::Finite(vec![1, 3])),
        {
            use oracle::sum::Component;
            vec![
                Component::Nim(5),
                Component::Subtraction(9),
                Component::Split(vec![2, 0, 0]),
            ]
        },
    );
    g.finish();
    let mut g = c.benchmark_group("oracle-minimax");
    let ttt = oracle::mnk::Mnk {
        rows: 3,
        columns: 3,
        k: 3,
    };
    let mut once = oracle::mnk::Minimax::new(ttt, 1_000_000);
    once.analyze(&ttt.empty_board()).unwrap();
    g.throughput(Throughput::Elements(once.memo_len() as u64));
    g.bench_function("mnk 3 3 3", |b| {
        b.iter(|| {
            oracle::mnk::Minimax::new(ttt, 1_000_000)
                .analyze(black_box(&ttt.empty_board()))
                .unwrap()
        })
    });
    g.finish();
}

fn checks(c: &mut Criterion) {
    let mut g = c.benchmark_group("checks");
    g.throughput(Throughput::Elements(1));
    for game in registry::everything() {
        let mut worker = game.worker(grundy::check::OracleBudget::DEFAULTS);
        let mut rng = Rng::new(7);
        g.bench_function(game.name(), |b| b.iter(|| worker.check_random(&mut rng)));
    }
    g.finish();
}

criterion_group!(benches, searcher, checks);
criterion_main!(benches);
